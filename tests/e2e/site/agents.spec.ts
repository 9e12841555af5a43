import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { lint } from 'markdownlint/promise';
import { isListed } from '../../../app/content/pages.ts';
import { portfolio } from '../../../app/content/projects.ts';
import { services } from '../../../app/content/services.ts';
import { site } from '../../../app/content/site.ts';
import { availabilityOn } from '../../../app/lib/availability.ts';
import { formatHourlyRate, formatMonthlyRetainer, tierTable } from '../../../app/lib/pricing.ts';
import { parseHtml } from '../../support/site-checks.ts';
import { builtDay, everyday, expect, inSite, pages, test, ifListed } from '../fixtures.ts';

/* What AI assistants get (scripts/build/agent-files.ts): /llms.txt and a Markdown
   twin of every page, as the served files. */

/** An address on this site, as the local server answers it. */
const local = (url: string) => url.replace(site.siteUrl, '');

test('/llms.txt has the llmstxt.org parts: title, summary, notes, sections of links, Optional', async ({
  request,
}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  const lines = text.split('\n');
  expect(lines[0]).toBe(`# ${site.studioName}`);
  expect(lines[1]).toBe('');
  expect(lines[2]).toMatch(/^> \S/);
  const sections = lines.filter((line) => line.startsWith('## '));
  expect(sections).toContain('## Optional');
  expect(sections.length).toBeGreaterThanOrEqual(2);
  // Prose between the summary and the first section, and only link lists after it.
  const firstSection = lines.findIndex((line) => line.startsWith('## '));
  expect(lines.slice(3, firstSection).some((line) => line.length > 40)).toBe(true);
  for (const line of lines.slice(firstSection)) {
    if (line === '' || line.startsWith('## ')) continue;
    expect(line, 'a section holds "- [name](url): note" lines').toMatch(
      /^- \[[^\]]+\]\(https:\/\/[^)\s]+\): \S/,
    );
  }
  for (const { path } of pages) expect(text).toContain(`](${site.siteUrl}${path}.md): `);
  // What the owner says of their availability, as of the build, among the notes.
  const availability = availabilityOn(site, builtDay);
  if (availability) expect(lines.slice(3, firstSection).join('\n')).toContain(availability.text);
});

test('every link in /llms.txt to this site answers 200', async ({ request }) => {
  const text = await (await request.get('/llms.txt')).text();
  const links = [...text.matchAll(/\]\((https:\/\/[^)\s]+)\)/g)].map((match) => match[1]!);
  const own = links.filter((url) => url.startsWith(`${site.siteUrl}/`));
  // The design site, if site.ts has one, is another site, out of reach from here; every other link is ours.
  expect(own.length).toBe(links.length - (site.designSiteUrl ? 1 : 0));
  for (const url of own) expect((await request.get(local(url))).status(), url).toBe(200);
});

for (const { path } of pages) {
  test(
    `${path} links its Markdown twin, which holds every heading of the page`,
    {
      tag: everyday(path),
    },
    async ({ request }) => {
      const html = parseHtml(await (await request.get(path)).text());
      const alternate = html.querySelector('link[rel="alternate"][type="text/markdown"]');
      expect(alternate?.getAttribute('href')).toBe(inSite(`${path}.md`));

      // Its status and type on every host runtime: tests/http/hosts.spec.ts.
      const markdown = await (await request.get(`${path}.md`)).text();
      // A post's twin is its own text, the article: the page's closing row is not in it.
      const scope = html.querySelector('main > article') ?? html.querySelector('main');
      const headings = (scope?.querySelectorAll('h1, h2, h3') ?? []).map((heading) => ({
        level: Number(heading.tagName[1]),
        text: heading.text.trim(),
      }));
      expect(headings.length).toBeGreaterThan(0);
      // A heading line, its text perhaps a link: "### [Title](https://…)", in a list or not.
      const headingLines = markdown.split('\n').map((line) =>
        line
          .replace(/^(?:- |\d+\. )/, '')
          .trim()
          .replace(/^(#+) \[(.*)\]\(\S+\)$/, '$1 $2'),
      );
      for (const { level, text } of headings)
        expect(headingLines, `${path}.md`).toContain(`${'#'.repeat(level)} ${text}`);
      // Nothing of the site's furniture: the menu and the footer stay on the page.
      expect(markdown).not.toContain(site.words.menuButton);
      expect(markdown).not.toContain(`© ${site.copyrightYear}`);
    },
  );
}

for (const path of ifListed('/services'))
  test('the Services twin holds the full tier table at the computed prices', async ({
    request,
  }) => {
    // Markdown keeps no no-break space ("1.500 €" as a language with its sign after writes it):
    // every space is a plain one, on both sides.
    const plain = (text: string) => text.replaceAll('\u00a0', ' ');
    const markdown = plain(await (await request.get(`${path}.md`)).text());
    const rows = markdown
      .split('\n')
      .filter((line) => /^\| .* \| .* \| .* \|$/.test(line))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      )
      .slice(2)
      // What a tier typically is goes unchecked here: the figures are what the twin must keep.
      .map(([name, , hours, price]) => [name, hours, price]);
    expect(rows).toEqual(
      tierTable(services.hourlyRate, services.tiers.list).map((row) => row.map(plain)),
    );
    for (const { name, hoursPerMonth } of [services.improvement.retainer, services.design.retainer])
      expect(markdown).toContain(
        plain(
          `**${name}:** ${site.words.retainer
            .replace('{hours}', String(hoursPerMonth))
            .replace('{price}', () => formatMonthlyRetainer(services.hourlyRate, hoursPerMonth))}`,
        ),
      );
  });

for (const path of ifListed('/portfolio'))
  test('the Portfolio twin tells every project’s story, with its stack and live links', async ({
    request,
  }) => {
    const markdown = await (await request.get(`${path}.md`)).text();
    const html = parseHtml(await (await request.get(path)).text());
    const cards = html.querySelectorAll('main article');
    expect(cards.length).toBe(portfolio.projects.length);
    for (const card of cards) {
      for (const paragraph of card.querySelectorAll('p'))
        expect(markdown).toContain(paragraph.text.trim());
      for (const link of card.querySelectorAll('a[href^="https://"]'))
        expect(markdown).toContain(`](${link.getAttribute('href')})`);
    }
  });

test('every page’s twin lints clean by markdownlint’s defaults, less the rules its shape and the owner’s words cannot keep', async ({
  request,
}) => {
  const strings: Record<string, string> = {};
  for (const { path } of pages)
    strings[`${path}.md`] = await (await request.get(`${path}.md`)).text();
  const problems = await lint({
    strings,
    config: {
      // Prose is one line a paragraph, as the page has it.
      MD013: false,
      // A card is a list item headed by its title, as on the page.
      MD022: false,
      MD032: false,
      // The owner's words: each project's "Challenge" on /portfolio, a title that ends with a stop.
      MD024: false,
      MD026: false,
      // A table's pipes lined up: its cells are padded by their length in characters, which
      // is not their width in every script (Arabic's joined letters, marks).
      MD060: false,
    },
  });
  expect(
    Object.entries(problems).flatMap(([file, found]) =>
      found.map(
        (problem) =>
          `${file}:${problem.lineNumber} ${problem.ruleNames.join('/')} ${problem.errorContext ?? ''}`,
      ),
    ),
  ).toEqual([]);
});

test('a site without a services page publishes no rate or price: no page, twin, feed, file, script or llms.txt names one', async () => {
  test.skip(isListed('/services'), 'the site publishes its prices on its services page');
  const prices = [
    formatHourlyRate(services.hourlyRate),
    ...tierTable(services.hourlyRate, services.tiers.list).map(([, , price]) => price),
  ];
  const clientDir = path.join(import.meta.dirname, '..', '..', '..', 'build', 'client');
  const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(html|md|txt|json|xml|vcf)$/.test(file),
  );
  const named = files.flatMap((file) => {
    const text = readFileSync(path.join(clientDir, file), 'utf8');
    return prices.filter((price) => text.includes(price)).map((price) => `${file}: ${price}`);
  });
  // A script holds the rate as services.ts writes it, minified or not.
  const rate = new RegExp(`hourlyRate:\\s*${services.hourlyRate}\\b`);
  const scripts = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  );
  named.push(
    ...scripts.filter((file) => rate.test(readFileSync(path.join(clientDir, file), 'utf8'))),
  );
  expect(named).toEqual([]);
});
