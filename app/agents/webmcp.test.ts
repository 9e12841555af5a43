import { expect, test } from 'vitest';
import { publishedTierPrices } from '../../tests/support/published-figures';
import { contact } from '../content/contact';
import { type Project, portfolio } from '../content/projects';
import { services } from '../content/services';
import {
  MAX_ESTIMATE_HOURS,
  type ModelContextTool,
  estimatePrice,
  getContact,
  listProjects,
  listServices,
  registerSiteTools,
  siteTools,
} from './webmcp';

test('every tool is registered read-only, with one signal that unregisters them all', async () => {
  const registered: { tool: ModelContextTool; signal?: AbortSignal }[] = [];
  const controller = new AbortController();
  await registerSiteTools(
    { registerTool: (tool, options) => void registered.push({ tool, signal: options?.signal }) },
    controller.signal,
  );
  expect(registered.map(({ tool }) => tool.name)).toEqual([
    'list_services',
    'estimate_price',
    'list_projects',
    'get_contact',
  ]);
  for (const { tool, signal } of registered) {
    expect(tool.annotations.readOnlyHint).toBe(true);
    expect(signal).toBe(controller.signal);
  }
});

test('estimate_price: a tier by name, in any case, or hours at $60', () => {
  expect(estimatePrice({ tier: ' wordpress SITE ' })).toMatchObject({
    name: 'WordPress site',
    price: '$1,200–$2,400',
  });
  expect(estimatePrice({ hours: 3 })).toEqual({ hours: 3, hourlyRateUsd: 60, priceUsd: 180 });
  expect(estimatePrice({ hours: MAX_ESTIMATE_HOURS })).toMatchObject({ priceUsd: 300000 });
});

test('estimate_price refuses what it cannot price, saying why', () => {
  const reason = (input: Record<string, unknown>) => {
    const answer = estimatePrice(input) as { isError?: boolean; content?: { text: string }[] };
    expect(answer.isError, JSON.stringify(input)).toBe(true);
    return answer.content?.[0]?.text;
  };
  expect(reason({ tier: 'WordPress site', hours: 10 })).toMatch(/not both or neither/);
  expect(reason({ tier: 42 })).toMatch(/^Unknown tier 42\. The tiers are: WordPress site, /);
  expect(reason({ hours: 0 })).toBe('"hours" must be a positive number (got 0).');
  expect(reason({ hours: '10' })).toBe('"hours" must be a positive number (got "10").');
  expect(reason({ hours: Number.NaN })).toBe('"hours" must be a positive number (got null).');
  expect(reason({ hours: MAX_ESTIMATE_HOURS + 1 })).toMatch(/^5001 hours is more than any project/);
});

test('the schema of estimate_price offers exactly the tiers', () => {
  const schema = siteTools.find((tool) => tool.name === 'estimate_price')?.inputSchema as {
    properties: { tier: { enum: string[] } };
  };
  expect(schema.properties.tier.enum).toEqual([
    'WordPress site',
    'Bootstrap site',
    'Simple web app',
    'Essential web app',
    'Robust web app',
    'Complex web app',
  ]);
});

test('list_services: the tiers at the spec’s prices, both plans at $600 a month, hosting included', () => {
  const answer = listServices();
  expect(answer.hourlyRateUsd).toBe(60);
  expect(answer.tiers.map((tier) => tier.price)).toEqual(publishedTierPrices);
  expect(answer.tiers[5]).toMatchObject({
    name: 'Complex web app',
    hours: { low: 200, high: 1350 },
    priceUsd: { low: 12000, high: 81000 },
  });
  expect(
    answer.supportPlans.map((plan) => [
      plan.name,
      plan.retainer.hoursPerMonth,
      plan.retainer.priceUsdPerMonth,
    ]),
  ).toEqual([
    ['Continuous improvement plans', 10, 600],
    ['Graphic design', 10, 600],
  ]);
  expect(answer.supportPlans[0]?.hourly.rateUsd).toBe(60);
  expect(answer.hosting).toEqual({ included: true, covers: services.hosting.includes });
  expect(answer.firstConsultation).toBe('free');
  expect(answer.page).toBe('https://www.example.com/services');
});

test('list_projects: every project, its story, stack, live sites and card address', () => {
  const { projects } = listProjects();
  const source: readonly Project[] = portfolio.projects;
  expect(projects.map((project) => project.title)).toEqual(source.map((project) => project.title));
  const libraries = projects.find((project) => project.title.startsWith('Montgomery'));
  expect(libraries?.metrics).toContainEqual({ value: '+25%', label: 'page clicks' });
  expect(libraries?.page).toBe('https://www.example.com/portfolio#montgomery-libraries');
  const gsa = projects.find((project) => project.title === 'GSA home and blog sites');
  expect(gsa?.liveSites).toEqual([
    { title: 'GSA home', url: 'https://www.gsa.gov/' },
    { title: 'GSA blog', url: 'https://www.gsa.gov/blog' },
  ]);
  expect(projects[0]).toMatchObject({
    client: source[0]?.client,
    challenge: source[0]?.challenge,
    solution: source[0]?.solution,
    results: source[0]?.results,
    techStack: source[0]?.techStack,
    metrics: [],
    liveSites: [{ url: source[0]?.sites[0]?.url }],
  });
});

test('get_contact: the owner’s details from site.ts', () => {
  expect(getContact()).toEqual({
    name: 'Alex Morgan',
    studio: 'Keystone Web Studio',
    email: 'hello@example.com',
    phone: '+12025550142',
    phoneDisplay: '(202) 555-0142',
    contactCard: 'https://www.example.com/alex-morgan.vcf',
    designPortfolio: 'https://design.example.com/',
    page: 'https://www.example.com/contact',
    note: contact.closing,
  });
});

test('each tool runs its function, and describes itself', async () => {
  const run = (name: string, input: Record<string, unknown> = {}) =>
    siteTools.find((tool) => tool.name === name)?.execute(input);
  expect(await run('list_services')).toEqual(listServices());
  expect(await run('estimate_price', { hours: 2 })).toEqual(estimatePrice({ hours: 2 }));
  expect(await run('list_projects')).toEqual(listProjects());
  expect(await run('get_contact')).toEqual(getContact());
  for (const tool of siteTools) {
    expect(tool.description, tool.name).toMatch(/Keystone Web Studio|Alex Morgan/);
    expect(tool.inputSchema, tool.name).toMatchObject({
      type: 'object',
      additionalProperties: false,
    });
  }
});
