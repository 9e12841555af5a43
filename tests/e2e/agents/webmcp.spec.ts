import { contact } from '../../../app/content/contact.ts';
import { type Project, portfolio } from '../../../app/content/projects.ts';
import { services } from '../../../app/content/services.ts';
import { site } from '../../../app/content/site.ts';
import type { Page } from '@playwright/test';
import { formatPriceRange, priceRange } from '../../../app/lib/pricing.ts';
import { expect, openApp, test } from '../fixtures.ts';

/*
 * WebMCP tools (app/agents/webmcp.ts), in a Chromium started with
 * --enable-features=WebMCPTesting (the "agents" project): the page's own
 * document.modelContext lists them, and runs them as an agent would.
 */

interface ListedTool {
  name: string;
  description: string;
  inputSchema: unknown;
  annotations?: { readOnlyHint?: boolean };
}

/**
 * The draft's calls for in-page agents and test suites, beside registerTool.
 * Chromium has moved from objects to JSON text, both for the schemas it
 * lists and for the input it takes; the tests speak whichever the browser
 * lists.
 */
interface TestingModelContext {
  getTools(): Promise<(ListedTool & { annotations?: { readOnlyHint?: boolean } })[]>;
  executeTool(tool: unknown, input: object | string): Promise<string>;
}

async function listTools(page: Page): Promise<ListedTool[]> {
  // The tools arrive once their chunk has loaded, a moment after hydration.
  await expect
    .poll(() =>
      page.evaluate(
        async () =>
          (await (document.modelContext as unknown as TestingModelContext).getTools()).length,
      ),
    )
    .toBe(4);
  return page.evaluate(async () =>
    (await (document.modelContext as unknown as TestingModelContext).getTools()).map(
      ({ name, description, inputSchema, annotations }) => ({
        name,
        description,
        inputSchema:
          typeof inputSchema === 'string' ? (JSON.parse(inputSchema) as unknown) : inputSchema,
        annotations: { readOnlyHint: annotations?.readOnlyHint },
      }),
    ),
  );
}

/** Runs a tool through the browser, as an agent would; the answer, parsed. */
async function run(page: Page, name: string, input: object = {}) {
  const answer = await page.evaluate(
    async ([toolName, toolInput]) => {
      const tools = await (document.modelContext as unknown as TestingModelContext).getTools();
      const tool = tools.find((t) => t.name === toolName);
      if (!tool) throw new Error(`no ${toolName} in ${tools.map((t) => t.name).join(', ')}`);
      const asText = typeof tool.inputSchema === 'string';
      return (document.modelContext as unknown as TestingModelContext).executeTool(
        tool,
        asText ? JSON.stringify(toolInput) : toolInput,
      );
    },
    [name, input] as const,
  );
  return JSON.parse(answer) as Record<string, unknown>;
}

test('an agent’s browser starts the app without any interaction, so the tools are there', async ({
  page,
}) => {
  await page.goto('/home');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect((await listTools(page)).length).toBeGreaterThan(0);
});

test('the four read-only tools are registered, each with a description and an input schema', async ({
  page,
}) => {
  await openApp(page, '/home');
  const tools = await listTools(page);
  expect(tools.map((tool) => tool.name).toSorted()).toEqual([
    'estimate_price',
    'get_contact',
    'list_projects',
    'list_services',
  ]);
  for (const tool of tools) {
    expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    expect(tool.description.length, tool.name).toBeGreaterThan(30);
    expect(tool.inputSchema, tool.name).toMatchObject({ type: 'object' });
  }
});

test('they stay registered once each across client-side navigation', async ({ page }) => {
  await openApp(page, '/home');
  await listTools(page);
  await page.getByRole('link', { name: 'Services', exact: true }).first().click();
  await expect(page).toHaveURL('/services');
  expect((await listTools(page)).length).toBe(4);
});

test('list_services answers the tiers at the computed prices, the plans and hosting', async ({
  page,
}) => {
  await openApp(page, '/services');
  await listTools(page);
  const answer = await run(page, 'list_services');
  expect(answer.hourlyRateUsd).toBe(services.hourlyRate);
  const tiers = answer.tiers as { name: string; price: string; hours: { low: number } }[];
  expect(tiers.map((tier) => tier.name)).toEqual(services.tiers.list.map((tier) => tier.name));
  expect(tiers.map((tier) => tier.price)).toEqual(
    services.tiers.list.map((tier) =>
      formatPriceRange(priceRange(services.hourlyRate, tier.hours)),
    ),
  );
  const plans = answer.supportPlans as { name: string; retainer: { priceUsdPerMonth: number } }[];
  expect(plans.map((plan) => [plan.name, plan.retainer.priceUsdPerMonth])).toEqual(
    [services.improvement, services.design].map((plan) => [
      plan.heading,
      services.hourlyRate * plan.retainer.hoursPerMonth,
    ]),
  );
  expect(answer.hosting).toEqual({ included: true, covers: services.hosting.includes });
});

test('estimate_price prices a tier or a number of hours at the hourly rate', async ({ page }) => {
  await openApp(page, '/home');
  await listTools(page);
  const tier = services.tiers.list.at(-2)!;
  const price = priceRange(services.hourlyRate, tier.hours);
  expect(await run(page, 'estimate_price', { tier: tier.name })).toMatchObject({
    name: tier.name,
    hours: tier.hours,
    priceUsd: price,
    price: formatPriceRange(price),
  });
  expect(await run(page, 'estimate_price', { hours: 12.5 })).toEqual({
    hours: 12.5,
    hourlyRateUsd: services.hourlyRate,
    priceUsd: 12.5 * services.hourlyRate,
  });
});

test('estimate_price refuses bad input and says why', async ({ page }) => {
  await openApp(page, '/home');
  await listTools(page);
  const refusal = async (input: object) => {
    const answer = await run(page, 'estimate_price', input);
    expect(answer.isError, JSON.stringify(input)).toBe(true);
    return (answer.content as { text: string }[])[0]!.text;
  };
  expect(await refusal({ tier: 'Castle' })).toBe(
    'Unknown tier "Castle". The tiers are: WordPress site, Bootstrap site, Simple web app, Essential web app, Robust web app, Complex web app.',
  );
  expect(await refusal({ hours: -3 })).toBe('"hours" must be a positive number (got -3).');
  expect(await refusal({ hours: 1e9 })).toBe(
    '1000000000 hours is more than any project here (at most 5000); please check the figure.',
  );
  expect(await refusal({})).toBe(
    'Give either "tier" (the name of a project tier) or "hours", not both or neither.',
  );
});

test('list_projects and get_contact answer the portfolio and the owner’s details', async ({
  page,
}) => {
  await openApp(page, '/contact');
  await listTools(page);
  const { projects } = (await run(page, 'list_projects')) as {
    projects: {
      title: string;
      results: string;
      techStack: string[];
      liveSites: { url: string }[];
    }[];
  };
  const source: readonly Project[] = portfolio.projects;
  expect(projects).toHaveLength(portfolio.projects.length);
  for (const [index, project] of source.entries()) {
    expect(projects[index]).toMatchObject({
      title: project.title,
      results: project.results,
      techStack: [...project.techStack],
      liveSites: project.sites.map((projectSite) =>
        expect.objectContaining({ url: projectSite.url }),
      ),
    });
  }
  expect(await run(page, 'get_contact')).toMatchObject({
    name: site.ownerName,
    email: site.email,
    phone: site.phone,
    phoneDisplay: site.phoneDisplay,
    page: `${site.siteUrl}/contact`,
    note: contact.closing,
  });
});
