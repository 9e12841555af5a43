/**
 * Checks the content modules against their schemas (schema.ts) and reports
 * every problem at once, each as the module's file and the field's path.
 */
import { z } from 'zod';
import { about } from './about.ts';
import { capabilities } from './capabilities.ts';
import { contact } from './contact.ts';
import { home } from './home.ts';
import { pages } from './pages.ts';
import { portfolio } from './projects.ts';
import { resume } from './resume.ts';
import {
  type ImageSizes,
  aboutSchema,
  capabilitiesSchema,
  contactSchema,
  homeSchema,
  pagesSchema,
  portfolioSchema,
  resumeSchema,
  servicesSchema,
  siteSchema,
} from './schema.ts';
import { services } from './services.ts';
import { site } from './site.ts';

export type { ImageSize } from './schema.ts';

export interface ContentProblem {
  /** The module, e.g. "app/content/projects.ts". */
  readonly file: string;
  /** The field's path inside the module's export, e.g. "projects[2].sites[0].url". */
  readonly field: string;
  readonly message: string;
}

/** The whole site's content, module by module, with the file each lives in. */
function contentSchema(imageSize: ImageSizes) {
  return z.object({
    site: siteSchema,
    pages: pagesSchema,
    home: homeSchema,
    about: aboutSchema(imageSize),
    capabilities: capabilitiesSchema,
    services: servicesSchema,
    portfolio: portfolioSchema(imageSize),
    resume: resumeSchema,
    contact: contactSchema,
  });
}

export type SiteContent = z.infer<ReturnType<typeof contentSchema>>;

export const siteContent: SiteContent = {
  site,
  pages,
  home,
  about,
  capabilities,
  services,
  portfolio,
  resume,
  contact,
};

const files: Record<keyof SiteContent, string> = {
  site: 'app/content/site.ts',
  pages: 'app/content/pages.ts',
  home: 'app/content/home.ts',
  about: 'app/content/about.ts',
  capabilities: 'app/content/capabilities.ts',
  services: 'app/content/services.ts',
  portfolio: 'app/content/projects.ts',
  resume: 'app/content/resume.ts',
  contact: 'app/content/contact.ts',
};

/** A path as the owner writes it: `projects[2].sites[0].url`. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`,
    )
    .join('');
}

/**
 * @param content the content to check (the real modules unless a test passes others)
 * @param imageSize the size of a file in `app/content/images/`, or undefined if there is none
 */
export function validateContent(content: unknown, imageSize: ImageSizes): ContentProblem[] {
  const result = contentSchema(imageSize).safeParse(content, {
    // A required field left out; every other message is the schema's own.
    error: (issue) => (issue.input === undefined ? 'is missing' : undefined),
  });
  if (result.success) return [];
  return result.error.issues.map(({ path, message }) => {
    const [part, ...field] = path;
    return { file: files[part as keyof SiteContent], field: fieldPath(field), message };
  });
}

export function formatProblems(problems: readonly ContentProblem[]): string {
  return problems
    .map((problem) => `${problem.file} › ${problem.field}: ${problem.message}`)
    .join('\n');
}
