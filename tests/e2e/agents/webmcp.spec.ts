import type { Page } from '@playwright/test';
import { contactPath, isListed, pageFor } from '../../../app/content/pages.ts';
import { portfolio } from '../../../app/content/projects.ts';
import { services } from '../../../app/content/services.ts';
import { site } from '../../../app/content/site.ts';
import type { PortfolioContent, ServicesContent } from '../../../app/content/schema.ts';
import { homeOf, languages, pageOf } from '../../../app/lib/languages.ts';
import { absoluteUrl } from '../../../app/lib/meta.ts';
import { tierTable } from '../../../app/lib/pricing.ts';
import { contentOf } from '../../support/languages.ts';
import { expect, openApp, test } from '../fixtures.ts';

/*
 * WebMCP tools (app/agents/webmcp.ts), in a Chromium started with
 * --enable-features=WebMCPTesting (the "agents" project): the page's own
 * document.modelContext lists them, and runs them as an agent would.
 */

/** The tools that say prices, registered while the site publishes them (app/agents/webmcp.ts). */
const PRICING = isListed('/services') ? ['estimate_price', 'list_services'] : [];
/** How many tools the site registers. */
const TOOLS = 3 + PRICING.length;

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
    .toBe(TOOLS);
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

// What the tools answer is app/agents/webmcp.test.ts's; here, that an
// agent's browser gets them, and that their answers reach it whole.
test('an agent’s browser starts the app without any interaction, with its read-only tools', async ({
  page,
}) => {
  await page.goto('/home');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const tools = await listTools(page);
  expect(tools.map((tool) => tool.name).toSorted()).toEqual(
    [...PRICING, 'get_case_study', 'get_contact', 'list_projects'].toSorted(),
  );
  for (const tool of tools) {
    expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    expect(tool.description.length, tool.name).toBeGreaterThan(30);
    expect(tool.inputSchema, tool.name).toMatchObject({ type: 'object' });
  }
});

test('they stay registered once each across client-side navigation', async ({ page }) => {
  await openApp(page, '/home');
  await listTools(page);
  const contact = pageFor(contactPath);
  await page.getByRole('link', { name: contact.label, exact: true }).first().click();
  await expect(page).toHaveURL(contact.path);
  expect((await listTools(page)).length).toBe(TOOLS);
});

test('each tool answers through the browser: the prices, the projects, a case study, the owner’s details, and refusals', async ({
  page,
}) => {
  await openApp(page, '/contact');
  await listTools(page);
  if (isListed('/services')) {
    const { tiers } = (await run(page, 'list_services')) as {
      tiers: { name: string; price: string }[];
    };
    const table = tierTable(services.hourlyRate, services.tiers.list);
    expect(tiers.map(({ name, price }) => [name, price])).toEqual(
      table.map(([name, , price]) => [name, price]),
    );
    const [name, , price] = table[0]!;
    expect(await run(page, 'estimate_price', { tier: name })).toMatchObject({ name, price });
    expect(await run(page, 'estimate_price', { hours: -3 })).toMatchObject({ isError: true });
  }
  const { projects } = (await run(page, 'list_projects')) as {
    projects: { slug: string; title: string }[];
  };
  expect(projects.map((project) => project.title)).toEqual(
    portfolio.projects.map((project) => project.title),
  );
  const first = portfolio.projects[0]!;
  expect(await run(page, 'get_case_study', { slug: projects[0]?.slug })).toMatchObject({
    title: first.title,
    challenge: first.challenge,
  });
  expect(await run(page, 'get_case_study', { slug: 'no-such-project' })).toMatchObject({
    isError: true,
  });
  expect(await run(page, 'get_contact')).toMatchObject({ email: site.email, phone: site.phone });
});

test('on each language’s pages they answer in its words, with its pages’ addresses', async ({
  page,
}) => {
  for (const language of languages) {
    await openApp(page, homeOf(language));
    await listTools(page);
    const [services, portfolio] = await Promise.all([
      contentOf<ServicesContent>(language, 'services'),
      contentOf<PortfolioContent>(language, 'portfolio'),
    ]);
    // The tier names say which language the tools answer in.
    const servicesPage = pageOf(language, 'services');
    if (servicesPage) {
      const answer = await run(page, 'list_services');
      expect((answer.tiers as { name: string }[]).map(({ name }) => name)).toEqual(
        services.tiers.list.map((tier) => tier.name),
      );
      expect(answer.page).toBe(absoluteUrl(servicesPage.path));
    }
    const { projects } = (await run(page, 'list_projects')) as { projects: { title: string }[] };
    expect(projects.map((project) => project.title)).toEqual(
      portfolio.projects.map((project) => project.title),
    );
  }
});
