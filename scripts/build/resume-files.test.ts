import { validate } from '@jsonresume/schema';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { expect, test } from 'vitest';
import { resume } from '../../app/content/resume.ts';
import { site } from '../../app/content/site.ts';
import { formatYearRange } from '../../app/lib/dates.ts';
import type { ResumeContent } from '../../app/content/schema.ts';
import { homeOf, languages } from '../../app/lib/languages.ts';
import { absoluteUrl } from '../../app/lib/meta.ts';
import { contentOf } from '../../tests/support/languages.ts';
import { jsonResume } from './json-resume.ts';
import { resumePdf } from './resume-files.ts';

test('the JSON Resume file is valid against the JSON Resume schema, and follows resume.ts', () => {
  const json = jsonResume();
  validate(json, (errors: unknown) => expect(errors).toBeNull());
  expect(json.basics.name).toBe(site.ownerName);
  expect(json.work.map((work) => [work.position, work.name, work.highlights])).toEqual(
    resume.experience.map((position) => [
      position.role,
      position.organization,
      position.highlights,
    ]),
  );
  expect(json.education.map((entry) => entry.studyType)).toEqual(
    resume.education.map((entry) => entry.credential),
  );
});

test(
  'the PDF is the owner’s resume: titled with their name, at most two pages of their paper, its text selectable',
  { timeout: 30_000 },
  async () => {
    const pdf = await getDocumentProxy(new Uint8Array(await resumePdf()));
    expect(pdf.numPages).toBeLessThanOrEqual(2);
    // Each paper's size in points: Letter is 8.5 × 11 in, A4 210 × 297 mm.
    const paper = { Letter: [612, 792], A4: [595.28, 841.89] }[site.paperSize];
    const { view } = await pdf.getPage(1);
    expect([view[2], view[3]]).toEqual(paper);
    expect((await getMeta(pdf)).info).toMatchObject({ Title: site.ownerName });
    const { text } = await extractText(pdf, { mergePages: true });
    // Read as a copy-paste reads it: whitespace and line ends collapsed, and a hyphenated word
    // broken at the end of a line ("small-⏎business") whole again.
    const flat = (value: string) => value.replace(/-\s+/g, '-').replace(/\s+/g, ' ');
    for (const part of [
      site.ownerName,
      site.email,
      ...resume.bio,
      ...resume.experience.flatMap((position) => [
        position.role,
        position.organization,
        formatYearRange(position.startYear, position.endYear),
        ...position.highlights,
      ]),
      ...resume.education.map((entry) => entry.credential),
    ])
      expect(flat(text)).toContain(flat(part));
  },
);

test('the JSON Resume file gives the studio’s place where site.ts says it, valid against the schema', () => {
  const language = {
    ...languages[0]!,
    site: { ...site, location: { city: 'Lyon', country: 'FR' } },
  };
  const json = jsonResume(language);
  validate(json, (errors: unknown) => expect(errors).toBeNull());
  expect(json.basics.location).toEqual({ city: 'Lyon', countryCode: 'FR' });
});

test('each translation’s JSON Resume is in its words, with its home page', async () => {
  for (const language of languages.slice(1)) {
    const resume = await contentOf<ResumeContent>(language, 'resume');
    const json = jsonResume(language, resume);
    validate(json, (errors: unknown) => expect(errors).toBeNull());
    expect(json.basics.summary).toBe(resume.bio.join(' '));
    expect(json.basics.url).toBe(absoluteUrl(homeOf(language)));
    expect(json.work.map((work) => work.position)).toEqual(
      resume.experience.map((position) => position.role),
    );
  }
});

interface StructNode {
  readonly role?: string;
  readonly children?: readonly StructNode[];
}

/** A resume of one page whatever the owner's length: the tree is read page by page. */
const onePage: ResumeContent = {
  ...resume,
  bio: ['Builds websites.'],
  strengths: ['Design', 'Code', 'Tests'],
  experience: [
    {
      role: 'Developer',
      organization: 'A studio',
      startYear: 2020,
      summary: 'Built sites.',
      highlights: ['One', 'Two'],
    },
    {
      role: 'Designer',
      organization: 'An agency',
      startYear: 2010,
      endYear: 2019,
      summary: 'Drew them.',
      highlights: ['Three'],
    },
  ],
  education: [{ credential: 'A degree', year: 2006 }],
};

test('the PDF is tagged: its structure tree reads as the resume, headings, lists and links in order', async () => {
  const pdf = await getDocumentProxy(new Uint8Array(await resumePdf(languages[0], onePage)));
  expect(pdf.numPages).toBe(1);
  expect(await pdf.getMarkInfo()).toMatchObject({ Marked: true });
  const roles: string[] = [];
  const walk = (node: StructNode) => {
    if (node.role) roles.push(node.role);
    node.children?.forEach(walk);
  };
  walk((await (await pdf.getPage(1)).getStructTree()) as StructNode);
  const count = (role: string) => roles.filter((each) => each === role).length;
  // The owner's name, then a heading for each section, and one for each position.
  expect(roles.filter((role) => /^H\d$/.test(role))).toEqual(['H1', 'H2', 'H2', 'H3', 'H3', 'H2']);
  expect({
    links: count('Link'),
    lists: count('L'),
    items: count('LI'),
    labels: count('Lbl'),
  }).toEqual({
    // Email, phone and the site.
    links: 3,
    // The strengths, each position's highlights, the education.
    lists: 4,
    items: 3 + 3 + 1,
    // The highlights' bullets; the strengths' separators are artefacts, out of the tree.
    labels: 3,
  });
});
