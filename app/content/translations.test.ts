import { type Draft, produce } from 'immer';
import { expect, test } from 'vitest';
import { siteContent } from '../../tests/support/site-content.ts';
import type { ImageSizes } from './schema.ts';
import { copiedWords, translationProblems } from './translations.ts';
import { type SiteContent, formatProblems } from './validate.ts';

const everyImageFits: ImageSizes = () => ({ width: 1600, height: 1000 });
const today = siteContent.site.availability?.confirmed ?? '2026-11-20';
const first = siteContent as unknown as Record<string, unknown>;

/** Every link and page path of `value` under /es, as a second language's are. */
const underEs = (value: unknown, key = ''): unknown =>
  (key === 'to' || key === 'path') && typeof value === 'string'
    ? `/es${value}`
    : Array.isArray(value)
      ? value.map((entry) => underEs(entry))
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([at, field]) => [at, underEs(field, at)]))
        : value;

/** The fixture as a Spanish folder would hold it: its site.ts the words alone, its paths under /es. */
const { site } = siteContent;
const spanish = {
  ...(underEs(siteContent) as SiteContent),
  site: {
    language: 'es',
    designSiteLabel: site.designSiteLabel,
    bookingLabel: site.bookingLabel,
    emailLabel: site.emailLabel,
    closing: site.closing,
    availability: site.availability,
    availabilityWords: site.availabilityWords,
    words: site.words,
    description: site.description,
    paperSize: 'A4',
  },
};

/** The owner's messages for the Spanish content as `edit` changes it, one per line. */
function checked(edit: (content: Draft<typeof spanish>) => void = () => {}) {
  const { problems, warnings } = translationProblems(
    first,
    produce(spanish, edit),
    'es',
    everyImageFits,
    today,
  );
  return { problems: formatProblems(problems), warnings: formatProblems(warnings) };
}

test('a language with every field, entry and figure of the first has no problems', () => {
  expect(checked()).toEqual({ problems: '', warnings: '' });
});

test('a field the first language has and a translation leaves out names the file, the field and the language', () => {
  const { problems } = checked((draft) => {
    delete draft.services.design.note;
    delete (draft.site as Partial<typeof draft.site>).bookingLabel;
  });
  expect(problems).toBe(
    [
      'app/content/es/site.ts › bookingLabel: is missing in Spanish (es), and app/content/site.ts has it: write it',
      'app/content/es/services.ts › design.note: is missing in Spanish (es), and app/content/services.ts has it: write it',
    ].join('\n'),
  );
});

test('a figure is the same in every language, and a list has the same entries', () => {
  const { problems } = checked((draft) => {
    draft.services.hourlyRate += 1;
    draft.pages.splice(1, 1);
  });
  expect(problems).toBe(
    [
      `app/content/es/pages.ts › pages: has ${siteContent.pages.length - 1} entries in Spanish (es), and ${siteContent.pages.length} in app/content/pages.ts: a language lists the same ones, in the same order`,
      `app/content/es/services.ts › hourlyRate: is a figure, the same in every language: write ${siteContent.services.hourlyRate}, as app/content/services.ts does`,
    ].join('\n'),
  );
});

test('a module left out is missing; one that exports the first language’s is a choice, and warned of', () => {
  const { problems, warnings } = translationProblems(
    first,
    { ...spanish, contact: undefined, testimonials: siteContent.testimonials },
    'es',
    everyImageFits,
    today,
  );
  expect(formatProblems(problems)).toBe(
    'app/content/es/contact.ts › contact: is missing in Spanish (es): copy app/content/contact.ts here, and write its words',
  );
  expect(formatProblems(warnings)).toBe(
    'app/content/es/testimonials.ts › testimonials: in English (en) on the Spanish (es) pages, by choice: it exports app/content/testimonials.ts’s',
  );
});

test('a module left out is reported missing once, not again by the links of the first language’s in its place', () => {
  const { problems } = translationProblems(
    first,
    { ...spanish, about: undefined },
    'es',
    everyImageFits,
    today,
  );
  expect(formatProblems(problems)).toBe(
    'app/content/es/about.ts › about: is missing in Spanish (es): copy app/content/about.ts here, and write its words',
  );
});

test('a language keeps its home and contact pages, whatever it calls them', () => {
  const { problems } = checked((draft) => {
    draft.pages.find((page) => page.module === 'contact')!.module = 'elsewhere';
  });
  expect(problems.split('\n')).toContain(
    'app/content/es/pages.ts › pages: must list the page of module "contact": booking leads there without a bookingUrl, and it gives the contact details, so it cannot be removed',
  );
});

test('each language’s pages are under its prefix, and its links lead to its own pages', () => {
  const { problems } = checked((draft) => {
    draft.pages[0]!.path = '/home';
    draft.about.links[0]!.to = '/services';
  });
  expect(problems).toBe(
    [
      'app/content/es/pages.ts › /home › path: must be "/es/" and lower-case letters, digits or hyphens',
      'app/content/es/about.ts › links[0].to: "/services" is not a page of this site: link to a page pages.ts lists or a project’s case study (/es/portfolio/<slug>), or delete the link',
    ].join('\n'),
  );
});

test('a module kept in the first language by choice may link to the first language’s pages', () => {
  // The fixture's about page links to first-language pages (/portfolio, …): kept as it is.
  expect(siteContent.about.links.length).toBeGreaterThan(0);
  const { problems, warnings } = translationProblems(
    first,
    { ...spanish, about: siteContent.about },
    'es',
    everyImageFits,
    today,
  );
  expect(formatProblems(problems)).toBe('');
  expect(formatProblems(warnings)).toContain('app/content/es/about.ts › about: in English (en)');
});

test('a language copied from another and left in its words is warned of, module by module; names the same in each are not', () => {
  /** Every text of `value` as another language would write it. */
  const rewritten = (value: unknown, words: string): unknown =>
    typeof value === 'string'
      ? `${words} ${value}`
      : Array.isArray(value)
        ? value.map((entry) => rewritten(entry, words))
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value).map(([at, field]) => [at, rewritten(field, words)]),
            )
          : value;
  const es = rewritten(spanish, 'en español') as Record<string, unknown>;
  const warned = (fr: Record<string, unknown>) =>
    formatProblems(
      copiedWords({ folder: '', content: first }, [
        { folder: 'es', content: es },
        { folder: 'fr', content: { ...fr, site: { ...(fr.site as object), language: 'fr' } } },
      ]),
    ).split('\n');
  const copied = warned(es);
  expect(copied).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /^app\/content\/fr\/about\.ts › about: (\d+) of its \1 texts are app\/content\/es\/about\.ts’s, word for word: write them in French \(fr\)$/,
      ),
    ]),
  );
  expect(copied.filter((line) => !line.startsWith('app/content/fr/'))).toEqual([]);
  // Translated, but for the about page's first paragraph, the same in Spanish and French.
  const french = rewritten(spanish, 'en français') as typeof spanish;
  const aboutFirst = (content: unknown) =>
    (content as typeof spanish).about.background.paragraphs[0];
  const translated = produce(french, (draft) => {
    draft.about.background.paragraphs[0] = aboutFirst(es)!;
  });
  expect(warned(translated)).toEqual(['']);
});
