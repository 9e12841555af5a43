/**
 * Every page's share card: the studio's name on the toolbar's band, the
 * page's title and description, and the site's address, in Figtree and the
 * site's colours, set by Pango (through sharp) and drawn to PNG. Only link
 * previews fetch a card; no page requests one.
 *
 * Text in a script that Figtree lacks (Cyrillic, Arabic, Devanagari, CJK) is
 * set in a font of the machine's that has it, as a browser would set it:
 * Pango falls back through fontconfig.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import sharp, { type OverlayOptions } from 'sharp';
import type { SitePage } from '../../app/content/pages.ts';
import { type SiteConfig, site } from '../../app/content/site.ts';
import { SOCIAL_CARD, socialCard } from '../../app/lib/meta.ts';
import { palette } from '../../app/styles/palette.server.ts';
import { FULL_FONT } from './font-subset.ts';

const MARGIN = 72;

/**
 * Figtree as a TrueType file, which Pango reads (WOFF2 it may not), and its
 * family name as the file gives it (Fontsource's is "Figtree Light", after the
 * variable font's default instance); made once per build.
 */
async function writeFigtree() {
  const folder = path.join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'cards');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'figtree.ttf');
  const font = await convert(await readFile(FULL_FONT), 'truetype');
  writeFileSync(file, font);
  return { file, family: new Face(new Blob(font)).getName(1, 'en') };
}
let figtree: ReturnType<typeof writeFigtree> | undefined;

interface TextStyle {
  readonly size: number;
  readonly bold?: boolean;
  /** As in CSS, a multiple of the size. */
  readonly lineHeight?: number;
  readonly color?: string;
}

/** `text` in Pango's markup, in a style. */
function span(text: string, { size, bold = false, lineHeight = 1.2, color }: TextStyle) {
  const escaped = text.replace(/[&<>]/g, (character) => `&#${character.codePointAt(0)};`);
  const weight = bold ? 'bold' : 'normal';
  // An absolute line height is in 1024ths of a point (a factor would scale the font's own).
  const height = Math.round(size * lineHeight * 1024);
  return `<span size="${size}pt" weight="${weight}" line_height="${height}"${color ? ` foreground="${color}"` : ''}>${escaped}</span>`;
}

/** Spans set in Figtree (1 pt is 1 px) and wrapped to the card's measure: an image cropped to their ink. */
async function setText(spans: string) {
  const { file, family } = await (figtree ??= writeFigtree());
  const input = await sharp({
    text: {
      text: spans,
      // The comma ends the family's name: a word such as "Light" is part of it, not a weight.
      font: `${family},`,
      fontfile: file,
      width: SOCIAL_CARD.width - 2 * MARGIN,
      wrap: 'word',
      dpi: 72,
      rgba: true,
    },
  })
    .png()
    .toBuffer();
  const { height = 0 } = await sharp(input).metadata();
  return { input, height };
}

/** Text made at the largest of four scales at which it is at most `room` pixels high (or the smallest). */
async function fitted(make: (scale: number) => string, room: number) {
  let text = await setText(make(1));
  for (const scale of [0.8, 0.64, 0.5]) {
    if (text.height <= room) break;
    text = await setText(make(scale));
  }
  return text;
}

const BAND = 128;

/** A page's card, as PNG: the light theme's band, the page's opening, and the site's address. */
export async function drawSocialCard(
  page: SitePage,
  config: Pick<SiteConfig, 'studioName' | 'siteUrl'> = site,
): Promise<Buffer> {
  const { title, description } = socialCard(page);
  const host = await setText(
    span(new URL(config.siteUrl).host, { size: 30, bold: true, color: palette('color-accent') }),
  );
  const hostTop = SOCIAL_CARD.height - 48 - host.height;
  // A long name, or a long title and description, is set smaller rather than run out of its room.
  const [name, text] = await Promise.all([
    fitted(
      (scale) =>
        span(config.studioName, { size: 40 * scale, bold: true, color: palette('color-on-brand') }),
      BAND - 2 * 16,
    ),
    fitted(
      (scale) =>
        [
          span(title, {
            size: 80 * scale,
            bold: true,
            lineHeight: 1.1,
            color: palette('color-text'),
          }),
          // A line of its own, 28 pixels high: the gap between title and description.
          span(' ', { size: 1, lineHeight: 28 * scale }),
          span(description, {
            size: 34 * scale,
            lineHeight: 1.4,
            color: palette('color-text-muted'),
          }),
        ].join('\n'),
      hostTop - BAND - 2 * 36,
    ),
  ]);
  // Each text is placed by its ink: the name centred on the band, the address
  // on the bottom margin, and the page's opening centred between.
  const at = ({ input }: { input: Buffer }, top: number): OverlayOptions => ({
    input,
    top: Math.round(top),
    left: MARGIN,
  });
  const { width } = SOCIAL_CARD;
  return sharp({ create: { ...SOCIAL_CARD, channels: 4, background: palette('color-surface') } })
    .composite([
      {
        input: { create: { width, height: BAND, channels: 4, background: palette('color-brand') } },
        top: 0,
        left: 0,
      },
      at(name, (BAND - name.height) / 2),
      at(text, BAND + (hostTop - BAND - text.height) / 2),
      at(host, hostTop),
    ])
    .png()
    .toBuffer();
}
