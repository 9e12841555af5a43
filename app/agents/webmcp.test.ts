import { expect, test } from 'vitest';
import { contact } from '../content/contact.ts';
import { isListed } from '../content/pages.ts';
import { type Project, portfolio } from '../content/projects.ts';
import { services } from '../content/services.ts';
import { site } from '../content/site.ts';
import { testimonials } from '../content/testimonials.ts';
import { buildDay } from '../content/validate.ts';
import { availabilityOn } from '../lib/availability.ts';
import { tierTable } from '../lib/pricing.ts';
import { vcardPath } from '../lib/vcard.ts';
import { firstLanguage } from '../lib/languages.ts';
import {
  MAX_ESTIMATE_HOURS,
  type ModelContextTool,
  pricingFor,
  registerSiteTools,
  toolsFor,
} from './webmcp.ts';

// The first language's tools, made in each test that asks them; a translation's answer in its
// words (e2e/agents/webmcp.spec.ts).
const toolsNow = () =>
  toolsFor({ language: firstLanguage, services, portfolio, contact, testimonials });
const pricingNow = () => pricingFor(firstLanguage, services);

test('every tool is registered read-only, with one signal that unregisters them all', async () => {
  const registered: { tool: ModelContextTool; signal?: AbortSignal }[] = [];
  const controller = new AbortController();
  await registerSiteTools(
    { registerTool: (tool, options) => void registered.push({ tool, signal: options?.signal }) },
    controller.signal,
    firstLanguage,
  );
  expect(registered.map(({ tool }) => tool.name)).toEqual([
    // The prices, while the site publishes them.
    ...(isListed('/services') ? ['list_services', 'estimate_price'] : []),
    'list_projects',
    'get_case_study',
    'get_contact',
  ]);
  for (const { tool, signal } of registered) {
    expect(tool.annotations.readOnlyHint).toBe(true);
    expect(signal).toBe(controller.signal);
  }
});

const rate = services.hourlyRate;
const tiers = tierTable(rate, services.tiers.list);

test('estimate_price: a tier by name, in any case, or hours at the rate', () => {
  const { estimatePrice } = pricingNow();
  const [name, , price] = tiers[0]!;
  expect(estimatePrice({ tier: ` ${name.toLowerCase()} ` })).toMatchObject({ name, price });
  const last = services.tiers.list.at(-1)!;
  expect(estimatePrice({ tier: last.name.toUpperCase() })).toMatchObject({ name: last.name });
  expect(estimatePrice({ hours: 3 })).toEqual({
    hours: 3,
    currency: site.currency,
    hourlyRate: rate,
    amount: 3 * rate,
  });
  expect(estimatePrice({ hours: MAX_ESTIMATE_HOURS })).toMatchObject({
    amount: MAX_ESTIMATE_HOURS * rate,
  });
});

test('estimate_price refuses what it cannot price, saying why', () => {
  const { estimatePrice } = pricingNow();
  const reason = (input: Record<string, unknown>) => {
    const answer = estimatePrice(input) as { isError?: boolean; content?: { text: string }[] };
    expect(answer.isError, JSON.stringify(input)).toBe(true);
    return answer.content?.[0]?.text;
  };
  const [tier] = tiers[0]!;
  expect(reason({ tier, hours: 10 })).toMatch(/not both or neither/);
  expect(reason({ tier: 42 })).toContain(`Unknown tier 42. The tiers are: ${tier}, `);
  expect(reason({ tier: 'Enterprise' })).toMatch(/^Unknown tier "Enterprise"\. /);
  expect(reason({ hours: 0 })).toBe('"hours" must be a positive number (got 0).');
  expect(reason({ hours: '10' })).toBe('"hours" must be a positive number (got "10").');
  expect(reason({ hours: Number.NaN })).toBe('"hours" must be a positive number (got null).');
  expect(reason({ hours: MAX_ESTIMATE_HOURS + 1 })).toMatch(/^5001 hours is more than any project/);
});

test.skipIf(!isListed('/services'))('the schema of estimate_price offers exactly the tiers', () => {
  const { tools: siteTools } = toolsNow();
  const schema = siteTools.find((tool) => tool.name === 'estimate_price')?.inputSchema as {
    properties: { tier: { enum: string[] } };
  };
  expect(schema.properties.tier.enum).toEqual(services.tiers.list.map((tier) => tier.name));
});

test('list_services: the tiers at the rate times their hours, both plans, hosting included', () => {
  const { listServices } = pricingNow();
  const answer = listServices();
  expect(answer).toMatchObject({ currency: site.currency, hourlyRate: rate });
  expect(answer.tiers.map((tier) => tier.price)).toEqual(tiers.map(([, , price]) => price));
  const last = services.tiers.list.at(-1)!;
  expect(answer.tiers.at(-1)).toMatchObject({
    name: last.name,
    hours: last.hours,
    amount: { low: last.hours.low * rate, high: last.hours.high * rate },
  });
  expect(
    answer.supportPlans.map((plan) => [
      plan.name,
      plan.retainer.hoursPerMonth,
      plan.retainer.pricePerMonth,
    ]),
  ).toEqual(
    [services.improvement, services.design].map((plan) => [
      plan.heading,
      plan.retainer.hoursPerMonth,
      plan.retainer.hoursPerMonth * rate,
    ]),
  );
  expect(answer.supportPlans[0]?.hourly.rate).toBe(rate);
  expect(answer.hosting).toEqual({ included: true, covers: services.hosting.includes });
  expect(answer.firstConsultation).toBe('free');
  expect(answer.page).toBe(isListed('/services') ? `${site.siteUrl}/services` : undefined);
});

test('list_projects: every project, its story, stack, live sites and card address', () => {
  const { listProjects } = toolsNow();
  const source: readonly Project[] = portfolio.projects;
  expect(listProjects().projects).toEqual(
    source.map((project) => ({
      slug: project.slug,
      title: project.title,
      client: project.client,
      challenge: project.challenge,
      solution: project.solution,
      results: project.results,
      metrics: project.metrics ?? [],
      techStack: project.techStack,
      liveSites: project.sites.map(({ title, url }) => (title ? { title, url } : { url })),
      ...(isListed('/portfolio') && { page: `${site.siteUrl}/portfolio/${project.slug}` }),
    })),
  );
});

test('get_case_study: a project’s story by its slug; an unknown slug is refused, naming the known', () => {
  const { getCaseStudy, listProjects } = toolsNow();
  for (const project of portfolio.projects) {
    const summary = listProjects().projects.find(({ slug }) => slug === project.slug);
    expect(getCaseStudy({ slug: project.slug })).toEqual({
      ...summary,
      ...(project.role && { role: project.role }),
      ...(project.timeframe && { timeframe: project.timeframe }),
      story: project.story ?? [],
      testimonials: testimonials
        .filter((testimonial) => testimonial.project === project.slug)
        .map(({ quote, name, role, organisation }) => ({ quote, name, role, organisation })),
    });
  }
  const slugs = portfolio.projects.map(({ slug }) => slug).join(', ');
  expect(getCaseStudy({ slug: 'no-such-project' })).toEqual({
    isError: true,
    content: [
      {
        type: 'text',
        text: `Unknown project "no-such-project". The projects are: ${slugs}.`,
      },
    ],
  });
  expect(getCaseStudy({})).toMatchObject({ isError: true });
});

test('get_contact: the owner’s details from site.ts', () => {
  const { getContact } = toolsNow();
  expect(getContact()).toEqual({
    name: site.ownerName,
    studio: site.studioName,
    email: site.email,
    phone: site.phone,
    phoneDisplay: site.phoneDisplay,
    // As a URL writes it: a name in another script is percent-encoded.
    contactCard: new URL(`${site.siteUrl}${vcardPath(firstLanguage)}`).href,
    designPortfolio: site.designSiteUrl,
    page: `${site.siteUrl}/contact`,
    note: contact.closing,
    // As of the day the tests take as the build's (vitest.config.ts).
    ...(site.availability && {
      availability: availabilityOn(site, buildDay()),
    }),
  });
});

test('no tool says a price where the language lists no services page, or the build has no prices', () => {
  const withoutServices = {
    ...firstLanguage,
    pages: firstLanguage.pages.filter((page) => page.module !== 'services'),
  };
  for (const content of [
    { language: withoutServices, services, portfolio, contact, testimonials },
    { language: firstLanguage, portfolio, contact, testimonials },
  ])
    expect(toolsFor(content).tools.map((tool) => tool.name)).toEqual([
      'list_projects',
      'get_case_study',
      'get_contact',
    ]);
});

test('each tool runs its function, and describes itself', async () => {
  const { getContact, listProjects, tools: siteTools } = toolsNow();
  const { estimatePrice, listServices } = pricingNow();
  const run = (name: string, input: Record<string, unknown> = {}) =>
    siteTools.find((tool) => tool.name === name)?.execute(input);
  if (isListed('/services')) {
    expect(await run('list_services')).toEqual(listServices());
    expect(await run('estimate_price', { hours: 2 })).toEqual(estimatePrice({ hours: 2 }));
  }
  expect(await run('list_projects')).toEqual(listProjects());
  expect(await run('get_contact')).toEqual(getContact());
  for (const tool of siteTools) {
    expect(
      [site.studioName, site.ownerName].some((name) => tool.description.includes(name)),
      tool.name,
    ).toBe(true);
    expect(tool.inputSchema, tool.name).toMatchObject({
      type: 'object',
      additionalProperties: false,
    });
  }
});

test('get_case_study gives the project’s own testimonials, without the slug they are filed under', async () => {
  const [first] = portfolio.projects;
  const slug = first!.slug;
  const said = (name: string) => ({
    quote: 'A quote.',
    name,
    role: 'Director',
    organisation: 'A client',
  });
  const { getCaseStudy, tools } = toolsFor({
    language: firstLanguage,
    services,
    portfolio,
    contact,
    testimonials: [
      { ...said('Ana'), project: slug },
      { ...said('Ben'), project: `not-${slug}` },
      said('Cy'),
    ],
  });
  const study = getCaseStudy({ slug });
  expect(study).toMatchObject({ testimonials: [said('Ana')] });
  expect((study as { testimonials: unknown[] }).testimonials[0]).toEqual(said('Ana'));
  await expect(
    tools.find((tool) => tool.name === 'get_case_study')?.execute({ slug }),
  ).resolves.toEqual(study);
});
