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
import { jsonResume, resumePdf } from './resume-files.ts';

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
