/**
 * The edits the README invites the owner to make, all in one copy of the
 * project, followed by the whole everyday suite: none needs a test edit,
 * except a change of a published figure, which needs the one
 * published-figures file and says so until it is made. The copy is a GitHub
 * Pages project site, served under a path of its own; the site at a domain's
 * root is the project's own, which `npm test` runs as it is.
 */
import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { expect, onTestFinished, test } from 'vitest';
import { portfolio } from '../../app/content/projects.ts';
import { PUBLISHED_FIGURES_FILE } from '../support/published-figures.ts';
import { ProjectCopy, type RunResult, tail } from './project-copy.ts';

// The test builds a copy of the site (images encoded afresh where an edit
// adds one) and runs Vitest and Playwright on it: minutes of real work, more
// on a loaded machine.
const EDIT_TIMEOUT = 10 * 60_000;

function copyOfProject() {
  const copy = new ProjectCopy();
  onTestFinished(() => copy.remove());
  return copy;
}

function expectPasses(result: RunResult) {
  expect(result.status, tail(result)).toBe(0);
}

/** The README's "Adding a page of your own", done: the page, its content and its route. */
function addWritingPage(project: ProjectCopy) {
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
  headline: 'Notes on making things last',
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
}

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

test(
  'day one, as a GitHub Pages project site: the owner’s names, details, colour, rate, page and projects, and the whole everyday suite passes',
  async () => {
    const project = copyOfProject();
    const site = 'app/content/site.ts';
    // Names outside ASCII, longer than the placeholders, one hyphenated, and contact details too.
    project.edit(
      site,
      /studioName: '[^']+'/,
      "studioName: 'Estudio Ñandú de Desarrollo Web y Diseño Gráfico Núñez-Sánchez'",
    );
    project.edit(site, /ownerName: '[^']+'/, "ownerName: 'José Núñez-Sánchez'");
    project.edit(site, /phone: '[^']+'/, "phone: '+13125550199'");
    project.edit(site, /phoneDisplay: '[^']+'/, "phoneDisplay: '+1 (312) 555-0199'");
    project.edit(
      site,
      /email: '[^']+'/,
      "email: 'consultas.y.presupuestos@estudio-nandu-desarrollo-web.example'",
    );
    // Served under a path of its own, as GitHub Pages serves a project site.
    project.edit(
      site,
      /siteUrl: '[^']+'/,
      "siteUrl: 'https://estudio-nandu-desarrollo-web.github.io/estudio'",
    );
    project.edit(
      site,
      /designSiteUrl: '[^']+'/,
      "designSiteUrl: 'https://diseno.estudio-nandu-desarrollo-web.example/'",
    );
    // A brand colour of their own: the toolbar, its rule, and the browser's bar.
    const violet = '#5b21b6';
    project.edit('app/styles/tokens.css', /--color-brand: [^;]+;/, `--color-brand: ${violet};`);
    project.edit(
      'app/styles/tokens.css',
      /--color-brand-rule: [^;]+;/,
      `--color-brand-rule: ${violet};`,
    );
    addWritingPage(project);
    // One project fewer, and two of them featured rather than three.
    const last = portfolio.projects.at(-1)!;
    const firstFeatured = portfolio.projects.find((entry) => 'featured' in entry)!;
    project.edit(
      'app/content/projects.ts',
      new RegExp(`\\n {4}\\{\\n {6}slug: '${last.slug}',[\\s\\S]*?\\n {4}\\},(?=\\n {2}\\],)`),
      '',
    );
    project.edit('app/content/projects.ts', /\n\s+featured: \{ result: '[^']+' \},/, '');
    // Then six of their own, of the same size: twelve in all.
    await addProjects(project, 6);
    // A new hourly rate: a published figure, so the owner is told where to record it.
    project.edit('app/content/services.ts', /hourlyRate: \d+,/, 'hourlyRate: 75,');
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
    project.edit(PUBLISHED_FIGURES_FILE, /\$[\d,]+/g, (price) => {
      const dollars = (Number(price.slice(1).replaceAll(',', '')) / 60) * 75;
      return `$${dollars.toLocaleString('en-US')}`;
    });

    expectPasses(await project.everydaySuite());
    const home = project.read('build/github-pages/home.html');
    expect(home).toContain('All 12 projects');
    expect(home).not.toContain(`/portfolio#${firstFeatured.slug}`);
    expect(home).toContain(
      '<link rel="canonical" href="https://estudio-nandu-desarrollo-web.github.io/estudio/home"/>',
    );
    expect(home).toMatch(/src="\/estudio\/assets\//);
    expect(project.read('build/client/sitemap.xml')).toContain(
      '<loc>https://estudio-nandu-desarrollo-web.github.io/estudio/about</loc>',
    );
    expect(project.read('build/client/writing.html')).toContain('Why a site should last');
    expect(project.read('build/client/jose-nunez-sanchez.vcf')).toContain('FN:José Núñez-Sánchez');
  },
  EDIT_TIMEOUT,
);
