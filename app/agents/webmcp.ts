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
import { z } from 'zod';
import type { ContactContent, PortfolioContent, Testimonial } from '../content/schema.ts';
import type { Project } from '../content/projects.ts';
import type { ServicesContent, Tier } from '../content/services.ts';
import { builtAvailability } from '../lib/availability.ts';
import { inLanguage } from '../lib/content-in.ts';
import { type Language, caseStudyPathIn, pageOf } from '../lib/languages.ts';
import { absoluteUrl } from '../lib/meta.ts';
import { formatPriceRange, priceOf, priceRange } from '../lib/pricing.ts';
import { vcardPath } from '../lib/vcard.ts';

// The site's Content-Security-Policy allows no eval. Before its first schema,
// zod would probe for it with `new Function`, and the browser reports the
// refusal as a breach even though zod catches it.
z.config({ jitless: true });

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

/** What the tools answer from: one language's content, as its pages show it. */
export interface ToolContent {
  readonly language: Language;
  /** Its prices: none where the build has no services page (app/lib/content-in.ts). */
  readonly services?: ServicesContent;
  readonly portfolio: PortfolioContent;
  readonly contact: ContactContent;
  readonly testimonials: readonly Testimonial[];
}

/** The page of `language` made by `module`, as an address, while the language lists it. */
function pageUrl(language: Language, module: string) {
  const page = pageOf(language, module);
  return page && { page: absoluteUrl(page.path) };
}

const NO_INPUT = z.toJSONSchema(z.strictObject({}));

/** The tools that say the prices, from `services`, answering in `language`. */
export function pricingFor(language: Language, services: ServicesContent) {
  const { site } = language;
  const rate = services.hourlyRate;
  const tiers: readonly Tier[] = services.tiers.list;

  function tierSummary(tier: Tier) {
    const price = priceRange(rate, tier.hours);
    return {
      name: tier.name,
      hours: { low: tier.hours.low, high: tier.hours.high },
      amount: price,
      price: formatPriceRange(price, language),
    };
  }

  function plan(key: 'improvement' | 'design') {
    const { heading, text, hourly, retainer } = services[key];
    return {
      name: heading,
      description: text,
      hourly: { description: hourly, rate },
      retainer: {
        name: retainer.name,
        hoursPerMonth: retainer.hoursPerMonth,
        pricePerMonth: priceOf(rate, retainer.hoursPerMonth),
        description: retainer.text,
      },
    };
  }

  function listServices() {
    return {
      // Every amount is in this currency (ISO 4217), as the pages write them.
      currency: site.currency,
      hourlyRate: rate,
      tiers: tiers.map(tierSummary),
      supportPlans: [plan('improvement'), plan('design')],
      hosting: { included: true, covers: services.hosting.includes },
      firstConsultation: 'free',
      ...pageUrl(language, 'services'),
    };
  }

  const tierNames = tiers.map((tier) => tier.name);
  const notAPositiveNumber = (input: unknown) =>
    `"hours" must be a positive number (got ${JSON.stringify(input)}).`;

  /** What estimate_price accepts: its JSON Schema, published to agents, is made from this. */
  const estimateInput = z
    .strictObject({
      tier: z
        // A tier's name in any case, with spaces around it, is that tier.
        .preprocess(
          (value) =>
            typeof value === 'string'
              ? (tierNames.find((name) => name.toLowerCase() === value.trim().toLowerCase()) ??
                value)
              : value,
          z.enum(tierNames as [string, ...string[]], {
            error: (issue) =>
              `Unknown tier ${JSON.stringify(issue.input)}. The tiers are: ${tierNames.join(', ')}.`,
          }),
        )
        .describe('A project tier')
        .optional(),
      hours: z
        .number({ error: (issue) => notAPositiveNumber(issue.input) })
        .positive({ error: (issue) => notAPositiveNumber(issue.input) })
        .max(MAX_ESTIMATE_HOURS, {
          error: (issue) =>
            `${String(issue.input)} hours is more than any project here (at most ${MAX_ESTIMATE_HOURS}); please check the figure.`,
        })
        .describe('Hours of work')
        .optional(),
    })
    .refine(({ tier, hours }) => (tier === undefined) !== (hours === undefined), {
      error: 'Give either "tier" (the name of a project tier) or "hours", not both or neither.',
    });

  /** A tier's price range, or the price of a number of hours; bad input is refused with the reason. */
  function estimatePrice(input: Record<string, unknown>) {
    const parsed = estimateInput.safeParse(input);
    if (!parsed.success) return refuse(parsed.error.issues.map((issue) => issue.message).join(' '));
    const { tier, hours } = parsed.data;
    const currency = site.currency;
    if (hours !== undefined)
      return { hours, currency, hourlyRate: rate, amount: priceOf(rate, hours) };
    // Without hours, the schema has made sure of a tier, named exactly.
    const match = tiers.find((candidate) => candidate.name === tier) as Tier;
    return { ...tierSummary(match), currency, hourlyRate: rate };
  }

  const tools: readonly ModelContextTool[] = [
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
      inputSchema: z.toJSONSchema(estimateInput),
      annotations: { readOnlyHint: true },
      execute: async (input) => estimatePrice(input),
    },
  ];
  return { listServices, estimatePrice, tools };
}

/** The tools, answering in `content`'s language: its words, its pages' addresses. */
export function toolsFor({ language, services, portfolio, contact, testimonials }: ToolContent) {
  const { site } = language;
  // The prices are published while the language has its services page: without it, no tool says them.
  const pricing =
    services && pageOf(language, 'services') ? pricingFor(language, services).tools : [];

  function projectSummary(project: Project) {
    return {
      slug: project.slug,
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
      ...(pageOf(language, 'portfolio') && {
        page: absoluteUrl(caseStudyPathIn(language, project.slug)),
      }),
    };
  }

  const projects: readonly Project[] = portfolio.projects;
  const listProjects = () => ({ projects: projects.map(projectSummary) });
  const slugs = projects.map((project) => project.slug);

  /** What get_case_study accepts: one project's slug. */
  const caseStudyInput = z.strictObject({
    slug: z
      .enum(slugs as [string, ...string[]], {
        error: (issue) =>
          `Unknown project ${JSON.stringify(issue.input)}. The projects are: ${slugs.join(', ')}.`,
      })
      .describe('A project’s slug, as list_projects gives it'),
  });

  /** Everything a project's case study says; an unknown slug is refused with the known ones. */
  function getCaseStudy(input: Record<string, unknown>) {
    const parsed = caseStudyInput.safeParse(input);
    if (!parsed.success) return refuse(parsed.error.issues.map((issue) => issue.message).join(' '));
    const project = projects.find((candidate) => candidate.slug === parsed.data.slug) as Project;
    return {
      ...projectSummary(project),
      ...(project.role && { role: project.role }),
      ...(project.timeframe && { timeframe: project.timeframe }),
      story: project.story ?? [],
      testimonials: testimonials
        .filter((testimonial) => testimonial.project === project.slug)
        .map(({ project: _slug, ...testimonial }) => testimonial),
    };
  }

  const availability = builtAvailability(site);

  function getContact() {
    return {
      name: site.ownerName,
      studio: site.studioName,
      email: site.email,
      phone: site.phone,
      phoneDisplay: site.phoneDisplay,
      contactCard: absoluteUrl(vcardPath(language)),
      designPortfolio: site.designSiteUrl,
      ...pageUrl(language, 'contact'),
      note: contact.closing,
      ...(availability && { availability }),
    };
  }

  const tools: readonly ModelContextTool[] = [
    ...pricing,
    {
      name: 'list_projects',
      description: `The projects in ${site.ownerName}'s portfolio: client, challenge, solution, results, tech stack and live sites.`,
      inputSchema: NO_INPUT,
      annotations: { readOnlyHint: true },
      execute: async () => listProjects(),
    },
    {
      name: 'get_case_study',
      description: `One project's case study from ${site.ownerName}'s portfolio: its story, role, timeframe, figures and what its client said. Give the slug list_projects names.`,
      inputSchema: z.toJSONSchema(caseStudyInput),
      annotations: { readOnlyHint: true },
      execute: async (input) => getCaseStudy(input),
    },
    {
      name: 'get_contact',
      description: `How to reach ${site.ownerName} of ${site.studioName}: email, phone, contact card, and whether new projects are taken now.`,
      inputSchema: NO_INPUT,
      annotations: { readOnlyHint: true },
      execute: async () => getContact(),
    },
  ];

  return { listProjects, getCaseStudy, getContact, tools };
}

/**
 * Registers every tool, answering in `language`, the language of the page the agent is on;
 * aborting `signal` unregisters them all.
 */
export async function registerSiteTools(
  modelContext: ModelContext,
  signal: AbortSignal,
  language: Language,
) {
  const [services, portfolio, contact, testimonials] = await Promise.all([
    pageOf(language, 'services') ? inLanguage('services', language) : undefined,
    inLanguage('portfolio', language),
    inLanguage('contact', language),
    inLanguage('testimonials', language),
  ]);
  const { tools } = toolsFor({ language, services, portfolio, contact, testimonials });
  await Promise.all(tools.map((tool) => modelContext.registerTool(tool, { signal })));
}
