/**
 * Every page's share card: its title and description in Figtree and the
 * site's colours, laid out by satori as SVG and drawn to PNG by sharp. Only
 * link previews fetch a card; no page requests one.
 *
 * satori reads neither WOFF2 nor a variable font, so the card's two weights
 * are instanced from the self-hosted Figtree as TrueType, cut to the text.
 */
import { type ReactNode, createElement } from 'react';
import { readFileSync } from 'node:fs';
import satori from 'satori';
import sharp from 'sharp';
import subsetFont from 'subset-font';
import { type PagePath, pages } from '../../app/content/pages.ts';
import { site } from '../../app/content/site.ts';
import { SOCIAL_CARD, socialCard } from '../../app/lib/meta.ts';
import { palette } from '../../app/styles/palette.server.ts';
import { FULL_FONT, fontCharacters } from './font-subset.ts';

const host = new URL(site.siteUrl).host;

/** The card as the light theme shows a page: the toolbar's band, then the page's opening. */
function layout(title: string, description: string): ReactNode {
  const div = (style: object, ...children: ReactNode[]) =>
    createElement('div', { style: { display: 'flex', ...style } }, ...children);
  return div(
    {
      width: '100%',
      height: '100%',
      flexDirection: 'column',
      background: palette('color-surface'),
    },
    div(
      {
        padding: '40px 72px',
        background: palette('color-brand'),
        color: palette('color-on-brand'),
      },
      div({ fontSize: 40, fontWeight: 700 }, site.studioName),
    ),
    div(
      { flexGrow: 1, flexDirection: 'column', justifyContent: 'center', padding: '0 72px' },
      div({ fontSize: 80, fontWeight: 700, lineHeight: 1.1, color: palette('color-text') }, title),
      div(
        { marginTop: 28, fontSize: 34, lineHeight: 1.4, color: palette('color-text-muted') },
        description,
      ),
    ),
    div(
      { padding: '0 72px 48px', fontSize: 30, fontWeight: 700, color: palette('color-accent') },
      host,
    ),
  );
}

/** Figtree at the card's two weights, cut to what the cards say. */
function cutFonts() {
  const said = pages.flatMap((page) => [page.title, page.description]);
  const text = fontCharacters([site.studioName, host, ...said]);
  const full = readFileSync(FULL_FONT);
  return Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Figtree',
      weight,
      data: await subsetFont(full, text, {
        targetFormat: 'truetype',
        variationAxes: { wght: weight },
      }),
    })),
  );
}
let fonts: ReturnType<typeof cutFonts> | undefined;

/** A page's card, as PNG. */
export async function drawSocialCard(page: PagePath): Promise<Buffer> {
  const { title, description } = socialCard(page);
  const svg = await satori(layout(title, description), {
    ...SOCIAL_CARD,
    fonts: await (fonts ??= cutFonts()),
  });
  return sharp(Buffer.from(svg)).png().toBuffer();
}
