import sharp from 'sharp';
import { expect, test } from 'vitest';
import { homePath, pageFor } from '../../app/content/pages.ts';
import { site } from '../../app/content/site.ts';
import { SOCIAL_CARD } from '../../app/lib/meta.ts';
import { drawSocialCard } from './social-cards.ts';

/** The band at the top of the home page's card, drawn for `studioName`: where its ink is. */
async function inkOnBand(studioName: string) {
  const card = await drawSocialCard(pageFor(homePath), { ...site, studioName });
  const { data, info } = await sharp(card)
    .extract({ left: 0, top: 0, width: SOCIAL_CARD.width, height: 128 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const columns = new Set<number>();
  const rows = new Set<number>();
  // Every pixel that is not the band's own colour (its first pixel's) is ink.
  for (let at = 0; at < data.length; at += info.channels)
    if ([0, 1, 2].some((channel) => data[at + channel] !== data[channel])) {
      columns.add((at / info.channels) % info.width);
      rows.add(Math.floor(at / info.channels / info.width));
    }
  const span = (set: Set<number>) => (set.size === 0 ? 0 : Math.max(...set) - Math.min(...set));
  return { width: span(columns), top: Math.min(...rows), bottom: Math.max(...rows) };
}

// Figtree has neither script: the name must still be drawn, in a font of the machine's.
test.each(['Студия Ключ', 'استوديو المفتاح'])(
  'the share card draws the studio’s name in any script: %s',
  async (name) => {
    expect((await inkOnBand(name)).width).toBeGreaterThan(10 * name.length);
  },
);

test('a studio name too long for the band is set smaller, inside it', async () => {
  const { top, bottom } = await inkOnBand('Estudio de Desarrollo Web '.repeat(6).trim());
  // A margin above and below it, within the band's 128 pixels.
  expect(top).toBeGreaterThanOrEqual(8);
  expect(bottom).toBeLessThanOrEqual(120);
});
