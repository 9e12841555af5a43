/**
 * The resume as a PDF, made at build time from resume.ts and site.ts alone, as the page, the
 * vCard, the JSON-LD and its JSON Resume (json-resume.ts) are. PDFKit sets it, needing no browser
 * (hosts' build machines have none), in Figtree: static regular and bold instances cut from the
 * variable font to the resume's characters. Text in a script Figtree lacks is set in the
 * machine's font for it, found through fontconfig, as the share cards' is (decision 022).
 * It is tagged as PDF/UA-1 asks: a structure tree (headings, paragraphs, lists, links with their
 * text) in reading order, the title shown, the language set, and the separators as artefacts.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { Blob, Face } from 'harfbuzzjs';
import PDFDocument from 'pdfkit';
import subsetFont from 'subset-font';
import { resume as firstResume } from '../../app/content/resume.ts';
import type { ResumeContent } from '../../app/content/schema.ts';
import { formatYearRange } from '../../app/lib/dates.ts';
import { type Language, firstLanguage, homeOf } from '../../app/lib/languages.ts';
import { absoluteUrl } from '../../app/lib/meta.ts';
import { palette } from '../../app/styles/palette.server.ts';
import { FULL_FONT } from './font-subset.ts';
import { currentRole } from './json-resume.ts';

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
    pdfVersion: '1.7',
    // PDF/UA-1's identification; @types/pdfkit names only PDF/A's subsets, which PDFKit sets alike.
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
    tagged: true,
  });
  const root = document.struct('Document');
  document.addStructure(root);
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

  type Write = Parameters<typeof write>;
  type Element = ReturnType<typeof document.struct>;
  /** A structure element of `type` under `parent` (in the tree already), drawn as it is added. */
  const element = (type: string, parent: Element, ...children: (Element | (() => void))[]) => {
    const made = document.struct(type);
    parent.add(made);
    for (const child of children) made.add(child);
    made.end();
    return made;
  };
  const block = (type: string, ...text: Write) => element(type, root, () => write(...text));
  /** Drawn but not read: a separator between items. */
  const decoration = (...text: Write) => {
    document.markContent('Artifact', { type: 'Layout' });
    write(...text);
    document.endMarkedContent();
  };
  /** A list, each item's label (a bullet) before its body where there is one. */
  const list = (items: readonly string[], options: Write[1], bullet?: string) =>
    root.add(
      document.struct(
        'L',
        {},
        items.map((item) =>
          document.struct('LI', {}, [
            ...(bullet
              ? [document.struct('Lbl', {}, () => write(bullet, { ...options, continued: true }))]
              : []),
            document.struct('LBody', {}, () => write(item, options)),
          ]),
        ),
      ),
    );

  const heading = (title: string) => {
    document.moveDown(0.8);
    block('H2', title.toUpperCase(), {
      weight: 'bold',
      size: SIZES.heading,
      color: accent,
      gap: 4,
    });
  };

  block('H1', site.ownerName, { weight: 'bold', size: SIZES.name, gap: 2 });
  if (currentRole(resume))
    block('P', `${currentRole(resume)}, ${site.studioName}`, {
      size: SIZES.heading,
      color: muted,
      gap: 6,
    });
  const home = absoluteUrl(homeOf(language));
  const contacts = document.struct('P');
  root.add(contacts);
  (
    [
      [site.email, `mailto:${site.email}`],
      [site.phoneDisplay, `tel:${site.phone}`],
      [home, home],
    ] as const
  ).forEach(([text, link], at, all) => {
    const last = at === all.length - 1;
    element('Link', contacts, () =>
      write(text, { link, color: accent, continued: !last, gap: last ? 8 : 0 }),
    );
    if (!last) decoration('  ·  ', { continued: true, color: muted });
  });
  contacts.end();
  for (const paragraph of resume.bio) block('P', paragraph, { gap: 4 });

  heading(resume.strengthsHeading);
  // A list, set on one line between separators.
  const strengths = document.struct('L');
  root.add(strengths);
  resume.strengths.forEach((strength, at, all) => {
    const last = at === all.length - 1;
    element(
      'LI',
      strengths,
      document.struct('LBody', {}, () => write(strength, { continued: !last, gap: last ? 2 : 0 })),
    );
    if (!last) decoration('  ·  ', { continued: true });
  });
  strengths.end();

  heading(resume.experienceHeading);
  for (const position of resume.experience) {
    element(
      'H3',
      root,
      () => write(position.role, { weight: 'bold', continued: true }),
      () => write(`, ${position.organization}`, { continued: true }),
      () =>
        write(`  ${formatYearRange(position.startYear, position.endYear, site.words.present)}`, {
          color: muted,
        }),
    );
    block('P', position.summary, { gap: 1 });
    list(position.highlights, { size: SIZES.small }, '•  ');
    document.moveDown(0.5);
  }

  heading(resume.educationHeading);
  list(
    resume.education.map((entry) => `${entry.credential}, ${entry.year}`),
    { gap: 1 },
  );
  root.end();

  const done = new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
  });
  document.end();
  return done;
}
