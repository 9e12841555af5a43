/**
 * The edits the README invites the owner to make, all in one copy of the
 * project, followed by the whole everyday suite: none needs a test edit,
 * except a change of a published figure, which needs the one
 * published-figures file and says so until it is made. The values are drawn
 * afresh each run (a brand colour, the number of projects, the menu's order,
 * the page removed), so that the run proves the class of edit, not one case;
 * a failure names what was drawn. The copy is a GitHub Pages project site,
 * served under a path of its own; the site at a domain's root is the
 * project's own, which `npm test` runs as it is.
 */
import { randomInt } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
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

function expectPasses(result: RunResult, drawn: object) {
  expect(result.status, `${JSON.stringify(drawn)}\n${tail(result)}`).toBe(0);
}

const drawnColour = () => `#${randomInt(0x1000000).toString(16).padStart(6, '0')}`;

/** The pages the specification names that an owner may remove: all but Home and Contact. */
const REMOVABLE = ['/about', '/capabilities', '/services', '/portfolio', '/resume'] as const;

/**
 * The README's "Removing a page": its entry, its route module and the files
 * beside it, and each link to it that check-content names.
 */
function removePage(project: ProjectCopy, path: string) {
  const module = path.slice(1);
  project.edit(
    'app/content/pages.ts',
    new RegExp(`\\n {2}\\{\\n {4}path: '${path}',[\\s\\S]*?\\n {2}\\},`),
    '',
  );
  for (const file of [`${module}.tsx`, `${module}.module.css`, `${module}.test.tsx`])
    project.delete(`app/routes/${file}`);
  for (const file of readdirSync(project.file('app/content')).filter((name) =>
    name.endsWith('.ts'),
  )) {
    const name = `app/content/${file}`;
    const text = project.read(name);
    const edited = text
      .replace(new RegExp(`\\n *(?:portfolioLink|link): \\{ to: '${path}', [^\\n]*\\},`, 'g'), '')
      .replace(new RegExp(`\\{ to: '${path}', label: [^}]*\\},? ?`, 'g'), '');
    if (edited !== text) project.write(name, edited);
  }
}

/** The menu in another order: pages.ts's entries shuffled, or in `order` (paths) where given. */
function orderMenu(project: ProjectCopy, order: readonly string[] = []) {
  const text = project.read('app/content/pages.ts');
  const entries = [...text.matchAll(/\n {2}\{\n {4}path: '([^']+)'[\s\S]*?\n {2}\},/g)];
  const first = Math.min(...entries.map((entry) => entry.index));
  const last = Math.max(...entries.map((entry) => entry.index + entry[0].length));
  for (let at = entries.length - 1; at > 0; at -= 1) {
    const other = randomInt(at + 1);
    [entries[at], entries[other]] = [entries[other]!, entries[at]!];
  }
  if (order.length > 0)
    entries.sort((one, two) => order.indexOf(one[1] ?? '') - order.indexOf(two[1] ?? ''));
  project.write(
    'app/content/pages.ts',
    text.slice(0, first) + entries.map(([entry]) => entry).join('') + text.slice(last),
  );
  return entries.map(([, path]) => path!);
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
 * `count` projects: the site's own first, then projects of the same size,
 * with words of their own (so that they compress no better than real ones)
 * and screenshots of their own; one to three featured.
 */
async function setProjects(project: ProjectCopy, count: number) {
  const model = portfolio.projects[0]!;
  const words = [model.challenge, model.solution, model.results].join(' ').split(' ');
  const shuffled = (text: string) =>
    text
      .split(' ')
      .map(() => words[randomInt(words.length)])
      .join(' ');
  const projects: object[] = portfolio.projects.slice(0, count);
  if (!projects.some((entry) => 'featured' in entry))
    projects[0] = { ...projects[0], featured: { result: 'A result worth the home page.' } };
  for (let index = 1; projects.length < count; index += 1) {
    const slug = `new-client-${index}`;
    // A screenshot of the right shape whose pixels are its own.
    await sharp(project.file(`app/content/images/screenshots/${model.sites[0]!.screenshot.file}`))
      .modulate({ hue: index * 40 })
      .toFile(project.file(`app/content/images/screenshots/${slug}.jpg`));
    projects.push({
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
    });
  }
  project.edit(
    'app/content/projects.ts',
    /\n {2}projects: \[[\s\S]*?\n {2}\],\n {2}callToAction:/,
    `\n  projects: ${JSON.stringify(projects)},\n  callToAction:`,
  );
}

test(
  'day one, as a GitHub Pages project site: the owner’s names, details, colour, rate, pages and projects, and the whole everyday suite passes',
  async () => {
    // OWNER_EDITS='{…}' replays the values a failed run printed.
    const drawn = {
      brandColor: randomInt(2) ? drawnColour() : { light: drawnColour(), dark: drawnColour() },
      projects: randomInt(1, 13),
      removed: REMOVABLE[randomInt(REMOVABLE.length)]!,
      designSite: randomInt(2) === 1,
      menu: [] as string[],
      ...(JSON.parse(process.env.OWNER_EDITS ?? '{}') as object),
    };
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
    // A design site of their own, or none.
    project.edit(
      site,
      /designSiteUrl: '[^']+',/,
      drawn.designSite
        ? "designSiteUrl: 'https://diseno.estudio-nandu-desarrollo-web.example/',"
        : '',
    );
    // A brand colour of their own, any colour.
    project.edit(site, /brandColor: [^\n]+,/, `brandColor: ${JSON.stringify(drawn.brandColor)},`);
    addWritingPage(project);
    removePage(project, drawn.removed);
    drawn.menu = orderMenu(project, drawn.menu);
    await setProjects(project, drawn.projects);
    // A new hourly rate: a published figure, so the owner is told where to record it, while
    // the services page is there to publish it.
    project.edit('app/content/services.ts', /hourlyRate: \d+,/, 'hourlyRate: 75,');
    const before = await project.run('vitest', [
      'run',
      '--project',
      'logic',
      'app/content/published-figures.test.ts',
    ]);
    if (drawn.removed === '/services') expectPasses(before, drawn);
    else {
      expect(before.status).not.toBe(0);
      expect(before.output).toContain(
        `published figures moved. If the change is deliberate, record the new values in ${PUBLISHED_FIGURES_FILE}:`,
      );
      expect(before.output).toContain('the hourly rate: $60/hour → $75/hour');
    }
    project.edit(PUBLISHED_FIGURES_FILE, /\$[\d,]+/g, (price) => {
      const dollars = (Number(price.slice(1).replaceAll(',', '')) / 60) * 75;
      return `$${dollars.toLocaleString('en-US')}`;
    });

    expectPasses(await project.everydaySuite(), drawn);
    expect(existsSync(project.file(`build/client${drawn.removed}.html`))).toBe(false);
    const home = project.read('build/github-pages/home.html');
    // Any count the home page states is the owner's number of projects.
    for (const [, count] of home.matchAll(/All (\d+) projects/g))
      expect(count).toBe(String(drawn.projects));
    expect(home).toContain(
      '<link rel="canonical" href="https://estudio-nandu-desarrollo-web.github.io/estudio/home"/>',
    );
    expect(home).toMatch(/src="\/estudio\/assets\//);
    expect(project.read('build/client/sitemap.xml')).toContain(
      '<loc>https://estudio-nandu-desarrollo-web.github.io/estudio/contact</loc>',
    );
    expect(project.read('build/client/writing.html')).toContain('Why a site should last');
    expect(project.read('build/client/jose-nunez-sanchez.vcf')).toContain('FN:José Núñez-Sánchez');
  },
  EDIT_TIMEOUT,
);
