import { about } from '../../../app/content/about.ts';
import { portfolio } from '../../../app/content/projects.ts';
import { services } from '../../../app/content/services.ts';
import { expect, test } from '../fixtures.ts';

/** The named clients, as projects.ts marks them. */
const clients = portfolio.projects
  .filter((project) => 'namedClient' in project && project.namedClient)
  .map((project) => project.client);

const ASIDES = [
  { path: '/about', section: about.background.heading, aside: about.facts.heading },
  { path: '/services', section: services.tiers.heading, aside: services.tiers.included.heading },
];

test('About’s facts count the portfolio and name its clients, as projects.ts has them', async ({
  page,
}) => {
  await page.goto('/about');
  const facts = page.getByRole('group', { name: about.facts.heading });
  await expect(facts.getByRole('listitem')).toContainText([
    ...about.facts.facts.map((fact) => `${fact.value} ${fact.label}`),
    `${portfolio.projects.length} projects in the portfolio`,
    `Clients include ${clients.join(', ')}`,
  ]);
});

for (const { path, section, aside } of ASIDES) {
  test(`${path}: from 1440px the “${aside}” facts sit beside the text, and under it on a narrower screen`, async ({
    page,
  }) => {
    const box = async () => {
      const region = page.getByRole('region', { name: section });
      const text = (await region.locator('p').first().boundingBox())!;
      const facts = (await region.getByRole('group', { name: aside }).boundingBox())!;
      return { text, facts };
    };
    await page.goto(path);
    for (const width of [1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const { text, facts } = await box();
      // In the space right of the text: level with its top, clear of its lines.
      expect(facts.x, `${width}px`).toBeGreaterThan(text.x + text.width);
      expect(Math.abs(facts.y - text.y), `${width}px`).toBeLessThan(text.height);
      expect(facts.x + facts.width, `${width}px`).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    const { text, facts } = await box();
    expect(facts.y).toBeGreaterThan(text.y + text.height);
    expect(facts.x).toBeCloseTo(text.x, 0);
  });
}
