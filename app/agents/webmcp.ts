/**
 * WebMCP: read-only tools an AI agent in the visitor's browser can call
 * instead of reading the pages. The API is a draft (Chrome since 146, behind
 * a flag or an origin trial), so all of it lives here: root.tsx fetches this
 * module only where `document.modelContext` exists. To follow a change of the
 * draft, edit this file; to drop the feature, delete it and the effect in
 * root.tsx that loads it.
 *
 * Every answer is computed from the content modules, as the pages are.
 */
import { contact } from '../content/contact';
import { type Project, portfolio } from '../content/projects';
import { type Tier, services } from '../content/services';
import { site } from '../content/site';
import { formatPriceRange, priceOf, priceRange } from '../lib/pricing';
import { VCARD_PATH } from '../lib/vcard';

/** A tool as the draft defines it (ModelContextTool). */
export interface ModelContextTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: object;
  readonly annotations: { readonly readOnlyHint: boolean };
  execute(input: Record<string, unknown>): Promise<unknown>;
}

export interface ModelContext {
  registerTool(tool: ModelContextTool, options?: { signal?: AbortSignal }): Promise<void> | void;
}

declare global {
  interface Document {
    /** WebMCP (draft): present only where the browser offers it. */
    readonly modelContext?: ModelContext;
  }
}

/** More hours than any project here would take: a sign of a mistaken input. */
export const MAX_ESTIMATE_HOURS = 5000;

/** An answer the agent should read as a refusal, with the reason (MCP's shape). */
export interface ToolError {
  readonly isError: true;
  readonly content: readonly { readonly type: 'text'; readonly text: string }[];
}

const refuse = (text: string): ToolError => ({ isError: true, content: [{ type: 'text', text }] });

const pageUrl = (path: string) => `${site.siteUrl}${path}`;
const rate = services.hourlyRate;
const tiers: readonly Tier[] = services.tiers.list;

function tierSummary(tier: Tier) {
  const price = priceRange(rate, tier.hours);
  return {
    name: tier.name,
    hours: { low: tier.hours.low, high: tier.hours.high },
    priceUsd: price,
    price: formatPriceRange(price),
  };
}

function plan(key: 'improvement' | 'design') {
  const { heading, text, hourly, retainer } = services[key];
  return {
    name: heading,
    description: text,
    hourly: { description: hourly, rateUsd: rate },
    retainer: {
      name: retainer.name,
      hoursPerMonth: retainer.hoursPerMonth,
      priceUsdPerMonth: priceOf(rate, retainer.hoursPerMonth),
      description: retainer.text,
    },
  };
}

export function listServices() {
  return {
    hourlyRateUsd: rate,
    tiers: tiers.map(tierSummary),
    supportPlans: [plan('improvement'), plan('design')],
    hosting: { included: true, covers: services.hosting.includes },
    firstConsultation: 'free',
    page: pageUrl('/services'),
  };
}

/** A tier's price range, or the price of a number of hours; bad input is refused with the reason. */
export function estimatePrice(input: Record<string, unknown>) {
  const { tier, hours } = input;
  if ((tier === undefined) === (hours === undefined))
    return refuse(
      'Give either "tier" (the name of a project tier) or "hours", not both or neither.',
    );
  if (tier !== undefined) {
    const match = tiers.find(
      (candidate) =>
        typeof tier === 'string' && candidate.name.toLowerCase() === tier.trim().toLowerCase(),
    );
    if (!match)
      return refuse(
        `Unknown tier ${JSON.stringify(tier)}. The tiers are: ${tiers.map((t) => t.name).join(', ')}.`,
      );
    return { ...tierSummary(match), hourlyRateUsd: rate };
  }
  if (typeof hours !== 'number' || !Number.isFinite(hours) || hours <= 0)
    return refuse(`"hours" must be a positive number (got ${JSON.stringify(hours)}).`);
  if (hours > MAX_ESTIMATE_HOURS)
    return refuse(
      `${hours} hours is more than any project here (at most ${MAX_ESTIMATE_HOURS}); please check the figure.`,
    );
  return { hours, hourlyRateUsd: rate, priceUsd: priceOf(rate, hours) };
}

function projectSummary(project: Project) {
  return {
    title: project.title,
    client: project.client,
    challenge: project.challenge,
    solution: project.solution,
    results: project.results,
    metrics: project.metrics ?? [],
    techStack: project.techStack,
    liveSites: project.sites.map((projectSite) => ({
      ...(projectSite.title ? { title: projectSite.title } : {}),
      url: projectSite.url,
    })),
    page: pageUrl(`/portfolio#${project.slug}`),
  };
}

export function listProjects() {
  const projects: readonly Project[] = portfolio.projects;
  return { projects: projects.map(projectSummary) };
}

export function getContact() {
  return {
    name: site.ownerName,
    studio: site.studioName,
    email: site.email,
    phone: site.phone,
    phoneDisplay: site.phoneDisplay,
    contactCard: pageUrl(VCARD_PATH),
    designPortfolio: site.designSiteUrl,
    page: pageUrl('/contact'),
    note: contact.closing,
  };
}

const NO_INPUT = { type: 'object', properties: {}, additionalProperties: false } as const;

export const siteTools: readonly ModelContextTool[] = [
  {
    name: 'list_services',
    description: `${site.studioName}'s services: the project tiers with their estimated hours and prices at the hourly rate, the support and design plans, and what hosting includes.`,
    inputSchema: NO_INPUT,
    annotations: { readOnlyHint: true },
    execute: async () => listServices(),
  },
  {
    name: 'estimate_price',
    description: `Estimates a price at ${site.studioName}'s hourly rate: for a project tier (its price range) or for a number of hours. Give one of the two.`,
    inputSchema: {
      type: 'object',
      properties: {
        tier: {
          type: 'string',
          enum: tiers.map((tier) => tier.name),
          description: 'A project tier',
        },
        hours: {
          type: 'number',
          exclusiveMinimum: 0,
          maximum: MAX_ESTIMATE_HOURS,
          description: 'Hours of work',
        },
      },
      additionalProperties: false,
    },
    annotations: { readOnlyHint: true },
    execute: async (input) => estimatePrice(input),
  },
  {
    name: 'list_projects',
    description: `The projects in ${site.ownerName}'s portfolio: client, challenge, solution, results, tech stack and live sites.`,
    inputSchema: NO_INPUT,
    annotations: { readOnlyHint: true },
    execute: async () => listProjects(),
  },
  {
    name: 'get_contact',
    description: `How to reach ${site.ownerName} of ${site.studioName}: email, phone and contact card.`,
    inputSchema: NO_INPUT,
    annotations: { readOnlyHint: true },
    execute: async () => getContact(),
  },
];

/** Registers every tool; aborting `signal` unregisters them all. */
export async function registerSiteTools(modelContext: ModelContext, signal: AbortSignal) {
  await Promise.all(siteTools.map((tool) => modelContext.registerTool(tool, { signal })));
}
