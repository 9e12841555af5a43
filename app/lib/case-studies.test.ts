import { describe, expect, test } from 'vitest';
import { caseStudy } from './case-studies.ts';
import { inLanguage } from './content-in.ts';
import { languages, pageOf } from './languages.ts';
import { caseStudyPagesOf } from './site-pages.ts';

test('a language serves case studies only while it lists its portfolio page', () => {
  for (const language of languages)
    if (!pageOf(language, 'portfolio')) expect(caseStudyPagesOf(language)).toEqual([]);
    else expect(caseStudyPagesOf(language).length).toBeGreaterThan(0);
});

// What each language's case studies show, derived from its own projects.ts: the expected values
// are read from the content, whatever the owner has written there.
for (const language of languages.filter((each) => pageOf(each, 'portfolio'))) {
  describe(`a case study in ${language.tag}`, async () => {
    const { projects, words, callToAction } = await inLanguage('portfolio', language);
    const testimonials = await inLanguage('testimonials', language);
    const portfolio = pageOf(language, 'portfolio')!;
    const pathOf = (slug: string) => `${portfolio.path}/${slug}`;

    test('a slug its projects.ts lacks has none', async () => {
      expect(await caseStudy('no-such-project', language)).toBeUndefined();
      expect(await caseStudy(undefined, language)).toBeUndefined();
    });

    test.each(projects.map((project, index) => [project.slug, index] as const))(
      '%s: its project, pictures, testimonials, neighbours and versions',
      async (slug, index) => {
        const study = (await caseStudy(slug, language))!;
        const project = projects[index]!;
        expect(study.project).toBe(project);
        expect(study.page.path).toBe(pathOf(slug));
        expect(study.words).toBe(words);
        expect(study.portfolio).toEqual({ path: portfolio.path, label: portfolio.label });
        expect(study.closing).toEqual({ heading: words.closing, link: callToAction.link });
        // Each site with its picture, where it has one, and the picture's dark version.
        expect(study.sites.map((site) => site.url)).toEqual(project.sites.map((site) => site.url));
        for (const [at, site] of study.sites.entries()) {
          const shot = project.sites[at]!.screenshot;
          expect(Boolean(site.picture)).toBe(Boolean(shot));
          expect(Boolean(site.picture?.dark)).toBe(Boolean(shot?.dark));
          expect(site.caption).toContain(new URL(site.url).hostname.replace(/^www\./, ''));
        }
        expect(study.gallery.map((image) => image.alt)).toEqual(
          (project.gallery ?? []).map((image) => image.alt),
        );
        for (const image of study.gallery) expect(image.picture.img.w).toBeGreaterThan(0);
        expect(study.testimonials).toEqual(
          testimonials.filter((testimonial) => testimonial.project === slug),
        );
        // Its neighbours in projects.ts's order, each with its lead picture where it has one.
        for (const [neighbour, other] of [
          [study.previous, projects[index - 1]],
          [study.next, projects[index + 1]],
        ] as const) {
          if (!other) {
            expect(neighbour).toBeUndefined();
            continue;
          }
          const shot = other.sites.find((site) => site.screenshot)?.screenshot;
          expect(neighbour).toMatchObject({ path: pathOf(other.slug), title: other.title });
          expect(neighbour?.lead?.slug).toBe(shot && other.slug);
          expect(neighbour?.lead?.alt).toBe(shot?.alt);
        }
        // The same project in every language: the one in the same place in its projects.ts.
        expect(study.alternates.map((alternate) => alternate.tag)).toEqual(
          languages.map((each) => each.tag),
        );
        for (const [at, other] of languages.entries()) {
          const same = (await inLanguage('portfolio', other)).projects[index];
          const otherPortfolio = pageOf(other, 'portfolio');
          if (same && otherPortfolio)
            expect(study.alternates[at]).toEqual({
              tag: other.tag,
              path: `${otherPortfolio.path}/${same.slug}`,
            });
          else expect(study.alternates[at]?.nearest).toBe(true);
        }
      },
    );
  });
}
