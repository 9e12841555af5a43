/**
 * Checks the content modules against their schemas (schema.ts) and reports
 * every problem at once, each as the module's file and the field's path.
 */
import { existsSync } from 'node:fs';
import { z } from 'zod';
import { about } from './about.ts';
import { contact } from './contact.ts';
import { home } from './home.ts';
import { SEARCH_LIMITS, pages } from './pages.ts';
import { portfolio } from './projects.ts';
import { resume } from './resume.ts';
import {
  type ImageSizes,
  aboutSchema,
  contactSchema,
  homeSchema,
  pagesSchema,
  ownerMessages,
  portfolioSchema,
  prosePageSchema,
  resumeSchema,
  servicesSchema,
  siteSchema,
  testimonialsSchema,
  writingSchema,
} from './schema.ts';
import { services } from './services.ts';
import { site } from './site.ts';
import { CONFIRMATION_DAYS, daysBetween } from '../lib/availability.ts';
import { caseStudyDescription } from '../lib/case-study-page.ts';
import { testimonials } from './testimonials.ts';
import { writing } from './writing.ts';

export type { ImageSize } from './schema.ts';

export interface ContentProblem {
  /** The module, e.g. "app/content/projects.ts". */
  readonly file: string;
  /** The field's path inside the module's export, e.g. "gsa › sites[0].url". */
  readonly field: string;
  readonly message: string;
}

/**
 * The modules every site has, once: each one's file, schema, and what it
 * exports. A page's own module is found from pages.ts instead (pageModules).
 */
const sharedModules = (imageSize: ImageSizes, prefix = '') => ({
  site: { file: 'app/content/site.ts', schema: siteSchema, content: site },
  pages: { file: 'app/content/pages.ts', schema: pagesSchema(prefix), content: pages },
  home: { file: 'app/content/home.ts', schema: homeSchema, content: home },
  about: { file: 'app/content/about.ts', schema: aboutSchema(imageSize), content: about },
  services: { file: 'app/content/services.ts', schema: servicesSchema, content: services },
  portfolio: {
    file: 'app/content/projects.ts',
    schema: portfolioSchema(imageSize),
    content: portfolio,
  },
  resume: { file: 'app/content/resume.ts', schema: resumeSchema, content: resume },
  contact: { file: 'app/content/contact.ts', schema: contactSchema, content: contact },
  testimonials: {
    file: 'app/content/testimonials.ts',
    schema: testimonialsSchema,
    content: testimonials,
  },
  writing: { file: 'app/content/writing.ts', schema: writingSchema, content: writing },
});

/**
 * Each page's own module, found from its entry in pages.ts: `app/content/<module>.ts`,
 * exporting its words as `<module>`, checked by the `schema` that `<module>.schema.ts`
 * beside it exports, or else as a page of prose. So a page removed (its entry, route and
 * module deleted) takes its check with it, and a page added brings its own.
 */
const pageModules = await Promise.all(
  pages
    .map(({ module }) => module)
    .filter((module) => !(module in sharedModules(() => undefined)))
    .filter((module) => existsSync(new URL(`${module}.ts`, import.meta.url)))
    .map(async (module) => {
      const own = new URL(`${module}.schema.ts`, import.meta.url);
      const url = new URL(`${module}.ts`, import.meta.url).href;
      const words = (await import(/* @vite-ignore */ url)) as object;
      const schema = existsSync(own)
        ? ((await import(/* @vite-ignore */ own.href)) as { schema: z.ZodType }).schema
        : prosePageSchema;
      const content: unknown = (words as Record<string, unknown>)[module];
      return [module, { file: `app/content/${module}.ts`, schema, content }] as const;
    }),
);

/**
 * Every content module: the shared ones, and the pages' own, which the
 * content a test checks may leave out.
 */
const modules = (imageSize: ImageSizes, prefix = '') => ({
  ...sharedModules(imageSize, prefix),
  ...(Object.fromEntries(
    pageModules.map(([name, module]) => [name, { ...module, schema: module.schema.optional() }]),
  ) as Record<string, { file: string; schema: z.ZodType; content: unknown }>),
});
type Modules = ReturnType<typeof modules>;

/** Each module's entry, one field of it: `pick(modules, 'file')` is every module's file. */
const pick = <Field extends 'file' | 'schema' | 'content'>(all: Modules, field: Field) =>
  Object.fromEntries(Object.entries(all).map(([name, module]) => [name, module[field]])) as {
    [Name in keyof Modules]: Modules[Name][Field];
  };

const listed = modules(() => undefined);

/** The whole site's content, module by module, as the schemas check it. */
const contentSchema = (imageSize: ImageSizes, today: string, prefix = '') =>
  z.object(pick(modules(imageSize, prefix), 'schema')).superRefine((content, context) => {
    // Availability is confirmed on a day that has come.
    const confirmed = content.site.availability?.confirmed;
    if (confirmed && confirmed > today)
      context.addIssue({
        code: 'custom',
        path: ['site', 'availability', 'confirmed'],
        message: `${confirmed} is after the day of this build (${today}): write the day you last checked your availability`,
      });
    // A case study's description, where derived, is long enough for search results.
    content.portfolio.projects.forEach((project, index) => {
      const derived = caseStudyDescription(project);
      if (project.description === undefined && derived.length < SEARCH_LIMITS.description.min)
        context.addIssue({
          code: 'custom',
          path: ['portfolio', 'projects', index, 'description'],
          message: `is needed: made from the challenge and the results, the case study’s description has ${derived.length} characters, and search results want ${SEARCH_LIMITS.description.min} to ${SEARCH_LIMITS.description.max}; write one`,
        });
    });
    // A testimonial about a project names one that projects.ts has.
    const slugs = new Set(content.portfolio.projects.map((project) => project.slug));
    content.testimonials.forEach(({ project }, index) => {
      if (project !== undefined && !slugs.has(project))
        context.addIssue({
          code: 'custom',
          path: ['testimonials', index, 'project'],
          message: `"${project}" is not the slug of a project in app/content/projects.ts: write one of ${[...slugs].map((slug) => `"${slug}"`).join(', ')}, or delete project to show the quote on Home alone`,
        });
    });
  });

export type SiteContent = z.infer<ReturnType<typeof contentSchema>>;

/** The day of this build, "YYYY-MM-DD": as vite.config.ts fixes it, or today. */
export const buildDay = () => process.env.VITE_BUILD_DAY ?? new Date().toISOString().slice(0, 10);

export const siteContent: SiteContent = pick(listed, 'content');

/** Each module's file, by the name it exports. */
export const files = pick(listed, 'file');

/** What the owner calls an entry of a list: its slug or path, when no other entry has it. */
function entryName(list: unknown, index: number): string | undefined {
  if (!Array.isArray(list)) return undefined;
  const nameOf = (entry: unknown) => {
    const { slug, path } = (entry ?? {}) as { slug?: unknown; path?: unknown };
    const name = slug ?? path;
    return typeof name === 'string' && name.trim() !== '' ? name : undefined;
  };
  const name = nameOf(list[index]);
  return name && list.filter((entry) => nameOf(entry) === name).length === 1 ? name : undefined;
}

/**
 * A field's path as the owner finds it: an entry named by its slug or path,
 * as in `gsa › sites[0].url` or `/about › label`, and by its place otherwise.
 */
export function fieldPath(content: unknown, path: readonly PropertyKey[]): string {
  let at = content;
  let written = '';
  for (const key of path) {
    const name = typeof key === 'number' ? entryName(at, key) : undefined;
    if (name) written = `${name} › `;
    else if (typeof key === 'number') written += `[${key}]`;
    else written += `${written === '' || written.endsWith(' › ') ? '' : '.'}${String(key)}`;
    at = (at as Record<PropertyKey, unknown> | undefined)?.[key];
  }
  return written.replace(/ › $/, '');
}

/**
 * @param content the content to check (the real modules unless a test passes others)
 * @param imageSize the size of a file in `app/content/images/`, or undefined if there is none
 * @param today the day of the build, "YYYY-MM-DD"
 */
export function validateContent(
  content: unknown,
  imageSize: ImageSizes,
  today = buildDay(),
  language: { files: typeof files; prefix: string } = { files, prefix: '' },
): ContentProblem[] {
  const result = contentSchema(imageSize, today, language.prefix).safeParse(content, {
    error: ownerMessages,
  });
  const issues = [...(result.error?.issues ?? []), ...brokenLinks(content)];
  return issues.map(({ path, message }) => {
    const [part, ...field] = path;
    const module = (content as Record<PropertyKey, unknown> | undefined)?.[part as PropertyKey];
    return {
      file: language.files[part as keyof SiteContent],
      // A problem of the whole module is named by the module's export.
      field: fieldPath(module, field) || String(part),
      message,
    };
  });
}

/**
 * Every link to a page of the site (a `to` field, anywhere) that leads to no
 * page pages.ts lists. Checked apart from the schemas, so that it is
 * reported with every other problem, and so that schema.ts needs no page list.
 */
function brokenLinks(content: unknown) {
  const { pages, portfolio } = (content ?? {}) as {
    pages?: readonly { path?: unknown; module?: unknown }[];
    portfolio?: { projects?: readonly { slug?: unknown }[] };
  };
  const listed = Array.isArray(pages) ? pages : [];
  const paths = new Set(listed.map((page) => page.path));
  // A project's case study is a page while the portfolio is (app/lib/site-pages.ts): under
  // /portfolio, or under its language's own portfolio page.
  const portfolioPath = listed.find((page) => page.module === 'portfolio')?.path;
  if (typeof portfolioPath === 'string' && Array.isArray(portfolio?.projects))
    for (const { slug } of portfolio.projects)
      if (typeof slug === 'string') paths.add(`${portfolioPath}/${slug}`);
  const found: { path: PropertyKey[]; message: string }[] = [];
  const visit = (value: unknown, path: PropertyKey[]) => {
    if (value === null || typeof value !== 'object') return;
    for (const [key, field] of Object.entries(value)) {
      const at = [...path, Array.isArray(value) ? Number(key) : key];
      if (key === 'to' && typeof field === 'string' && !paths.has(field))
        found.push({
          path: at,
          message: `"${field}" is not a page of this site: link to a page pages.ts lists or a project’s case study (${String(portfolioPath ?? '/portfolio')}/<slug>), or delete the link`,
        });
      else visit(field, at);
    }
  };
  visit(content, []);
  return found;
}

/**
 * What is valid but needs the owner's eye: an availability last confirmed
 * more than CONFIRMATION_DAYS before `today`. The build and check-content
 * print these and go on.
 */
export function contentWarnings(content: SiteContent, today = buildDay()): ContentProblem[] {
  const confirmed = content.site.availability?.confirmed;
  const age = confirmed ? daysBetween(confirmed, today) : 0;
  return age > CONFIRMATION_DAYS
    ? [
        {
          file: files.site,
          field: 'availability.confirmed',
          message: `confirmed ${age} days ago (${confirmed}): check that availability still says what you can take on, then set confirmed to today's date, or delete availability`,
        },
      ]
    : [];
}

/**
 * The widest a picture is drawn, in CSS pixels: a screenshot across the page's column
 * (`--page-width`, 78rem, in tokens.css), the portrait at 14rem (about.module.css).
 */
const WIDEST_DRAWN = { screenshot: 1248, portrait: 224 } as const;

/** A warning for each picture whose file is narrower than the widest the site draws it: it blurs. */
export function narrowPictureWarnings(
  content: SiteContent,
  imageSize: ImageSizes,
): ContentProblem[] {
  const screenshot = (field: string, image: { file: string }) => ({
    source: files.portfolio,
    field: `${field}.file`,
    image: `screenshots/${image.file}`,
    needs: WIDEST_DRAWN.screenshot,
  });
  const pictures = [
    {
      source: files.about,
      field: 'portrait.file',
      image: content.about.portrait.file,
      needs: WIDEST_DRAWN.portrait,
    },
    ...content.portfolio.projects.flatMap(({ slug, sites, gallery = [] }) => [
      ...sites.flatMap((site, index) =>
        site.screenshot
          ? [screenshot(`${slug} › sites[${index}].screenshot`, site.screenshot)]
          : [],
      ),
      ...gallery.map((image, index) => screenshot(`${slug} › gallery[${index}]`, image)),
    ]),
  ];
  return pictures.flatMap(({ source, field, image, needs }) => {
    const width = imageSize(image)?.width;
    if (width === undefined || width >= needs) return [];
    const message = `image "${image}" is ${width}px wide, and the site draws it up to ${needs}px wide: replace it with a file at least ${needs}px wide, or it blurs`;
    return [{ file: source, field, message }];
  });
}

export function formatProblems(problems: readonly ContentProblem[]): string {
  return problems
    .map((problem) => `${problem.file} › ${problem.field}: ${problem.message}`)
    .join('\n');
}
