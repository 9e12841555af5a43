/**
 * The edits the README invites the owner to make, each in a copy of the
 * project, followed by the everyday tests they concern: none needs a test
 * edit, except a change of a published figure, which needs the one
 * published-figures file and says so until it is made.
 */
import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { expect, onTestFinished, test } from 'vitest';
import { portfolio } from '../../app/content/projects.ts';
import { PUBLISHED_FIGURES_FILE } from '../support/published-figures.ts';
import { ProjectCopy, type RunResult, tail } from './project-copy.ts';

// Each test builds a copy of the site (images encoded afresh where an edit
// adds one) and runs Vitest and Playwright on it: minutes of real work, more
// on a loaded machine, and more again with two copies at work at once.
const EDIT_TIMEOUT = 10 * 60_000;

// Two edits at a time (vitest.config.ts, maxConcurrency): while one copy
// builds, the other waits on its browser. Each copy has its own folder and port.
let nextPort = 3300;
function copyOfProject() {
  const copy = new ProjectCopy((nextPort += 1));
  onTestFinished(() => copy.remove());
  return copy;
}

function expectPasses(results: readonly RunResult[]) {
  for (const result of results) expect(result.status, tail(result)).toBe(0);
}

test.concurrent(
  'a new hourly rate: every price follows, and only the published figures need recording',
  async () => {
    const project = copyOfProject();
    project.edit('app/content/services.ts', 'hourlyRate: 60,', 'hourlyRate: 75,');
    const before = await project.run('vitest', [
      'run',
      '--project',
      'logic',
      'app/lib/pricing.test.ts',
    ]);
    expect(before.status).not.toBe(0);
    expect(before.output).toContain(
      `the tier table: a published figure moved; if that is deliberate, record it in ${PUBLISHED_FIGURES_FILE}`,
    );
    // The owner records the new figures: every published price at the new rate.
    project.edit(PUBLISHED_FIGURES_FILE, /\$[\d,]+/g, (price) => {
      const dollars = Number(price.slice(1).replaceAll(',', '')) * 1.25;
      return `$${dollars.toLocaleString('en-US')}`;
    });
    expectPasses(
      await project.everydayTests({
        unit: ['app/lib', 'app/agents', 'app/content'],
        e2e: [
          'tests/e2e/both-sizes/content.spec.ts',
          'tests/e2e/site/seo.spec.ts',
          'tests/e2e/site/agents.spec.ts',
        ],
        grep: /\/services|Services twin|JSON-LD|llms/,
      }),
    );
  },
  EDIT_TIMEOUT,
);

test.concurrent(
  'the placeholder contact details replaced with real ones',
  async () => {
    const project = copyOfProject();
    const site = 'app/content/site.ts';
    project.edit(site, "phone: '+12025550142'", "phone: '+13125550199'");
    project.edit(site, "phoneDisplay: '(202) 555-0142'", "phoneDisplay: '(312) 555-0199'");
    project.edit(site, "email: 'hello@example.com'", "email: 'studio@keystone-web.example'");
    project.edit(
      site,
      "siteUrl: 'https://www.example.com'",
      "siteUrl: 'https://keystone-web.example'",
    );
    project.edit(
      site,
      "designSiteUrl: 'https://design.example.com/'",
      "designSiteUrl: 'https://design.keystone-web.example/'",
    );
    expectPasses(
      await project.everydayTests({
        unit: ['app', 'scripts/build/check-content.test.ts', 'scripts/build/site-files.test.ts'],
        e2e: [
          'tests/e2e/both-sizes/content.spec.ts',
          'tests/e2e/site/contact-card.spec.ts',
          'tests/e2e/site/seo.spec.ts',
          'tests/e2e/site/agents.spec.ts',
        ],
        grep: /\/contact|vCard|JSON-LD|llms|sitemap|prerendered metadata/,
      }),
    );
  },
  EDIT_TIMEOUT,
);

/**
 * A project of the same size as the site's own, with words of its own (so
 * that it compresses no better than a real one) and a screenshot of its own.
 */
async function addProjects(project: ProjectCopy, count: number) {
  const model = portfolio.projects[0]!;
  const words = [model.challenge, model.solution, model.results].join(' ').split(' ');
  const shuffled = (text: string) =>
    text
      .split(' ')
      .map(() => words[randomInt(words.length)])
      .join(' ');
  const entries: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    const slug = `new-client-${index}`;
    // A screenshot of the right shape whose pixels are its own.
    await sharp(project.file(`app/content/images/screenshots/${model.sites[0]!.screenshot.file}`))
      .modulate({ hue: index * 40 })
      .toFile(project.file(`app/content/images/screenshots/${slug}.jpg`));
    entries.push(
      JSON.stringify({
        slug,
        title: `${shuffled(model.title)} ${index}`,
        client: shuffled(model.client),
        sites: [
          {
            url: `https://${slug}.example.org/`,
            screenshot: { file: `${slug}.jpg`, alt: shuffled(model.sites[0]!.screenshot.alt) },
          },
        ],
        challenge: shuffled(model.challenge),
        solution: shuffled(model.solution),
        results: shuffled(model.results),
        techStack: model.techStack,
      }),
    );
  }
  project.edit(
    'app/content/projects.ts',
    /\n {2}\],\n {2}callToAction:/,
    (end) => entries.map((entry) => `\n    ${entry},`).join('') + end,
  );
}

const PORTFOLIO_TESTS = {
  unit: [
    'app/content',
    'scripts/build/featured-projects.test.ts',
    'scripts/build/check-content.test.ts',
  ],
  e2e: [
    'tests/e2e/both-sizes/content.spec.ts',
    'tests/e2e/both-sizes/design.spec.ts',
    'tests/e2e/site/budgets.spec.ts',
    'tests/e2e/site/seo.spec.ts',
  ],
  grep: /portfolio|featured|budget|\/home|Portfolio twin/,
};

test.concurrent(
  'another choice of featured projects',
  async () => {
    const project = copyOfProject();
    const [first] = portfolio.projects.filter((entry) => 'featured' in entry);
    const unfeatured = portfolio.projects.find((entry) => !('featured' in entry))!;
    const projects = 'app/content/projects.ts';
    project.edit(projects, /\n\s+featured: \{ result: '[^']+' \},/, '');
    project.edit(
      projects,
      `slug: '${unfeatured.slug}',`,
      `slug: '${unfeatured.slug}',\n      featured: { result: 'A result worth a place on the home page.' },`,
    );
    expectPasses(await project.everydayTests(PORTFOLIO_TESTS));
    const home = project.read('build/client/home.html');
    expect(home).toContain(`/portfolio#${unfeatured.slug}`);
    expect(home).not.toContain(`/portfolio#${first!.slug}`);
  },
  EDIT_TIMEOUT,
);

test.concurrent(
  'twelve projects: the seven and five more of the same size, within every budget',
  async () => {
    const project = copyOfProject();
    await addProjects(project, 5);
    expectPasses(await project.everydayTests(PORTFOLIO_TESTS));
    expect(project.read('build/client/home.html')).toContain('All 12 projects');
  },
  EDIT_TIMEOUT,
);

test.concurrent(
  'a page of the owner’s own, as the README adds one: the whole everyday suite passes untouched',
  async () => {
    const project = copyOfProject();
    project.edit(
      'app/content/pages.ts',
      /\n {2}\{\n {4}path: '\/contact',/,
      (contact) =>
        `
  {
    path: '/writing',
    module: 'writing',
    label: 'Writing',
    title: 'Writing',
    description: 'Notes on building websites that last, written between projects by the developer who builds them.',
  },${contact}`,
    );
    project.write(
      'app/content/writing.ts',
      `import type { ProsePageContent } from './schema.ts';

export const writing = {
  heading: 'WRITING',
  lead: 'Notes on the craft, written between projects.',
  sections: [
    {
      heading: 'Why a site should last',
      paragraphs: [
        'A website is read for years after it launches, and changed by people who did not build it.',
        'Plain code, few dependencies and tests that say what they prove keep it cheap to look after.',
      ],
    },
  ],
  links: [{ to: '/portfolio', label: 'See the portfolio' }],
} satisfies ProsePageContent;
`,
    );
    project.edit(
      'app/content/validate.ts',
      /\n {2}contact: \{[^\n]+\n/,
      (contact) =>
        `${contact}  writing: { file: 'app/content/writing.ts', schema: prosePageSchema, content: writing },\n`,
    );
    project.edit('app/content/validate.ts', "import { site } from './site.ts';", (line) =>
      [line, "import { writing } from './writing.ts';"].join('\n'),
    );
    project.edit(
      'app/content/validate.ts',
      '  portfolioSchema,',
      '  portfolioSchema,\n  prosePageSchema,',
    );
    project.write(
      'app/routes/writing.tsx',
      `import { ProsePage } from '../components/prose-page.tsx';
import { writing } from '../content/writing.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = () => pageMeta('/writing');

export default function WritingPage() {
  return <ProsePage content={writing} />;
}
`,
    );
    const suite = await project.everydaySuite();
    expect(suite.status, tail(suite)).toBe(0);
    expect(project.read('build/client/writing.html')).toContain('Why a site should last');
  },
  EDIT_TIMEOUT,
);
