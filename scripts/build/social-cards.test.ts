import sharp from 'sharp';
import { expect, test } from 'vitest';
import { site } from '../../app/content/site.ts';
import { SOCIAL_CARD } from '../../app/lib/meta.ts';
import { drawSocialCard } from './social-cards.ts';

/** How wide the ink is on the band at the top of the home page's card, drawn for `studioName`. */
async function inkWidthOnBand(studioName: string) {
  const card = await drawSocialCard('/home', { ...site, studioName });
  const { data, info } = await sharp(card)
    .extract({ left: 0, top: 0, width: SOCIAL_CARD.width, height: 100 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const columns = new Set<number>();
  // Every pixel that is not the band's own colour (its first pixel's) is ink.
  for (let at = 0; at < data.length; at += info.channels)
    if ([0, 1, 2].some((channel) => data[at + channel] !== data[channel]))
      columns.add((at / info.channels) % info.width);
  return columns.size === 0 ? 0 : Math.max(...columns) - Math.min(...columns);
}

// Figtree has neither script: the name must still be drawn, in a font of the machine's.
test.each(['Студия Ключ', 'استوديو المفتاح'])(
  'the share card draws the studio’s name in any script: %s',
  async (name) => {
    expect(await inkWidthOnBand(name)).toBeGreaterThan(10 * name.length);
  },
);
