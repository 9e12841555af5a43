/**
 * The resume in the two forms people ask for, made at build time from
 * resume.ts and site.ts alone, as the page, the vCard and the JSON-LD are:
 * a JSON Resume file (jsonresume.org) and a PDF.
 *
 * The PDF is set by PDFKit, which needs no browser (hosts' build machines have
 * none), in Figtree: static regular and bold instances cut from the variable
 * font, holding only the characters the resume uses. Text in a script Figtree
 * lacks is set in the machine's font for it, found through fontconfig, as the
 * share cards' is (docs/decisions/022-share-cards-are-set-by-pango.md).
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { Blob, Face } from 'harfbuzzjs';
import PDFDocument from 'pdfkit';
import subsetFont from 'subset-font';
import { type Position, resume as firstResume } from '../../app/content/resume.ts';
import type { ResumeContent } from '../../app/content/schema.ts';
import { formatYearRange } from '../../app/lib/dates.ts';
import { type Language, firstLanguage, homeOf } from '../../app/lib/languages.ts';
import { absoluteUrl } from '../../app/lib/meta.ts';
import { palette } from '../../app/styles/palette.server.ts';
import { FULL_FONT } from './font-subset.ts';

/** The owner's role now: the current (first) position's. */
const currentRole = (resume: ResumeContent) => resume.experience[0]?.role;

/** The resume as JSON Resume (its schema: @jsonresume/schema), in `language`'s words. */
export function jsonResume(language: Language = firstLanguage, resume = firstResume) {
  const { site } = language;
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: site.ownerName,
      ...(currentRole(resume) && { label: currentRole(resume) }),
      email: site.email,
      phone: site.phoneDisplay,
      url: absoluteUrl(homeOf(language)),
      summary: resume.bio.join(' '),
      ...(site.designSiteUrl && {
        profiles: [{ network: site.designSiteLabel, url: site.designSiteUrl }],
      }),
    },
    work: resume.experience.map((position: Position) => ({
      name: position.organization,
      position: position.role,
      startDate: String(position.startYear),
      ...(position.endYear !== undefined && { endDate: String(position.endYear) }),
      summary: position.summary,
      highlights: position.highlights,
    })),
    education: resume.education.map((entry) => ({
      studyType: entry.credential,
      endDate: String(entry.year),
    })),
    skills: resume.strengths.map((name) => ({ name })),
  };
}

// On the paper the owner's clients print on (site.ts: paperSize, each language's); on the other,
// the same page loses only a little of its bottom margin.
const MARGIN = 54;
const SIZES = { name: 22, heading: 12, body: 9.5, small: 8.5 } as const;

/** Every piece of text the PDF sets, for cutting the fonts to it. */
function allText({ site }: Language, resume: ResumeContent): string {
  return JSON.stringify([resume, site, formatYearRange(2000, undefined, site.words.present)]);
}

const fallbackFiles = new Map<string, string | undefined>();

/** The machine's font file, in a weight, for a character Figtree lacks, by fontconfig; undefined without one. */
function fallbackFile(character: string, weight: 'regular' | 'bold'): string | undefined {
  const key = `${weight} ${character}`;
  if (!fallbackFiles.has(key)) {
    const hex = character.codePointAt(0)?.toString(16);
    const pattern = `sans-serif:weight=${weight}:charset=${hex}`;
    const found = spawnSync('fc-match', ['--format=%{file}', pattern], { encoding: 'utf8' });
    fallbackFiles.set(key, found.status === 0 && found.stdout ? found.stdout : undefined);
  }
  return fallbackFiles.get(key);
}

/** The PDF of the resume, at most two pages, in `language`'s words. */
export async function resumePdf(language: Language = firstLanguage, resume = firstResume) {
  const { site } = language;
  const full = await readFile(FULL_FONT);
  const text = allText(language, resume);
  const cut = (wght: number) =>
    subsetFont(full, text, { targetFormat: 'truetype', variationAxes: { wght } });
  const [regular, bold] = await Promise.all([cut(400), cut(700)]);
  const covered = new Set(new Face(new Blob(regular)).collectUnicodes());

  const document = new PDFDocument({
    size: site.paperSize.toUpperCase(),
    margin: MARGIN,
    info: { Title: site.ownerName, Author: site.ownerName, Subject: resume.heading },
    displayTitle: true,
    lang: site.language,
    bufferPages: true,
  });
  document.registerFont('regular', regular);
  document.registerFont('bold', bold);
  const fallbacks = new Map<string, string>();
  const accent = palette('color-accent-strong');
  const ink = palette('color-text');
  const muted = palette('color-text-muted');

  /**
   * Sets `value` in Figtree, and each run of characters Figtree lacks in the
   * machine's font for them; `continued` joins the next call's text on.
   */
  const write = (
    value: string,
    {
      weight = 'regular',
      size = SIZES.body,
      color = ink,
      link,
      continued = false,
      gap = 0,
    }: {
      weight?: 'regular' | 'bold';
      size?: number;
      color?: string;
      link?: string;
      continued?: boolean;
      gap?: number;
    } = {},
  ) => {
    const runs: { font: string; text: string }[] = [];
    for (const character of value) {
      let font: string = weight;
      const file =
        /\s/.test(character) || covered.has(character.codePointAt(0) ?? 0)
          ? undefined
          : fallbackFile(character, weight);
      if (file) {
        font = fallbacks.get(file) ?? `fallback-${fallbacks.size}`;
        if (!fallbacks.has(file)) document.registerFont(font, file);
        fallbacks.set(file, font);
      }
      const last = runs.at(-1);
      if (last?.font === font) last.text += character;
      else runs.push({ font, text: character });
    }
    runs.forEach((run, index) => {
      document
        .font(run.font)
        .fontSize(size)
        .fillColor(color)
        .text(run.text, {
          link,
          underline: Boolean(link),
          continued: continued || index < runs.length - 1,
          paragraphGap: gap,
          lineGap: size * 0.25,
        });
    });
  };

  const heading = (title: string) => {
    document.moveDown(0.8);
    write(title.toUpperCase(), { weight: 'bold', size: SIZES.heading, color: accent, gap: 4 });
  };

  write(site.ownerName, { weight: 'bold', size: SIZES.name, gap: 2 });
  if (currentRole(resume))
    write(`${currentRole(resume)}, ${site.studioName}`, {
      size: SIZES.heading,
      color: muted,
      gap: 6,
    });
  write(site.email, { link: `mailto:${site.email}`, color: accent, continued: true });
  write('  ·  ', { continued: true, color: muted });
  write(site.phoneDisplay, { link: `tel:${site.phone}`, color: accent, continued: true });
  write('  ·  ', { continued: true, color: muted });
  const home = absoluteUrl(homeOf(language));
  write(home, { link: home, color: accent, gap: 8 });
  for (const paragraph of resume.bio) write(paragraph, { gap: 4 });

  heading(resume.strengthsHeading);
  write(resume.strengths.join('  ·  '), { gap: 2 });

  heading(resume.experienceHeading);
  for (const position of resume.experience) {
    write(position.role, { weight: 'bold', continued: true });
    write(`, ${position.organization}`, { continued: true });
    write(`  ${formatYearRange(position.startYear, position.endYear, site.words.present)}`, {
      color: muted,
    });
    write(position.summary, { gap: 1 });
    for (const highlight of position.highlights) write(`•  ${highlight}`, { size: SIZES.small });
    document.moveDown(0.5);
  }

  heading(resume.educationHeading);
  for (const entry of resume.education) write(`${entry.credential}, ${entry.year}`, { gap: 1 });

  const done = new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
  });
  document.end();
  return done;
}
