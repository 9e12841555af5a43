/**
 * Checks the content modules for mistakes the type checker cannot see: empty
 * text, missing alt text or images, malformed addresses, impossible hours.
 * Every problem names the module and the field, and all are reported at once.
 */
import { type AboutContent, about } from './about';
import { type CapabilitiesContent, capabilities } from './capabilities';
import { type ContactContent, contact } from './contact';
import { type HomeContent, home } from './home';
import { pages } from './pages';
import { type PortfolioContent, portfolio } from './projects';
import { type ResumeContent, resume } from './resume';
import { type ServicesContent, services } from './services';
import { type SiteConfig, site } from './site';

export interface ContentProblem {
  /** The module, e.g. "app/content/projects.ts". */
  readonly file: string;
  /** The field's path inside the module's export, e.g. "projects[2].sites[0].url". */
  readonly field: string;
  readonly message: string;
}

/** Everything the site shows, module by module. */
export interface SiteContent {
  readonly site: SiteConfig;
  readonly home: HomeContent;
  readonly about: AboutContent;
  readonly capabilities: CapabilitiesContent;
  readonly services: ServicesContent;
  readonly portfolio: PortfolioContent;
  readonly resume: ResumeContent;
  readonly contact: ContactContent;
}

export const siteContent: SiteContent = {
  site,
  home,
  about,
  capabilities,
  services,
  portfolio,
  resume,
  contact,
};

/** The file each part of the content lives in. */
const files: Record<keyof SiteContent, string> = {
  site: 'app/content/site.ts',
  home: 'app/content/home.ts',
  about: 'app/content/about.ts',
  capabilities: 'app/content/capabilities.ts',
  services: 'app/content/services.ts',
  portfolio: 'app/content/projects.ts',
  resume: 'app/content/resume.ts',
  contact: 'app/content/contact.ts',
};

const E164_PHONE = /^\+[1-9]\d{7,14}$/;
const EMAIL = /^[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FEATURED_PROJECTS = 3;
const FEATURED_RESULT_MAX = 80;

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

interface Image {
  readonly file: string;
  readonly alt: string;
}

/** An image's size in pixels, as its file says. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** The shape a project card draws its screenshots in (width:height). */
const SCREENSHOT_SHAPE = [16, 10] as const;

/**
 * @param content the content to check (the real modules unless a test passes others)
 * @param imageSize the size of a file in `app/content/images/`, or undefined if there is none
 */
export function validateContent(
  content: SiteContent,
  imageSize: (file: string) => ImageSize | undefined,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (part: keyof SiteContent, field: string, message: string) =>
    problems.push({ file: files[part], field, message });

  // Any text left empty, anywhere.
  const walk = (part: keyof SiteContent, value: unknown, field: string) => {
    if (typeof value === 'string') {
      if (value.trim() === '') report(part, field, 'is empty');
    } else if (Array.isArray(value)) {
      if (value.length === 0) report(part, field, 'is an empty list');
      value.forEach((item, index) => walk(part, item, `${field}[${index}]`));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value))
        walk(part, item, field ? `${field}.${key}` : key);
    }
  };
  for (const part of Object.keys(files) as (keyof SiteContent)[]) walk(part, content[part], '');

  const checkUrl = (part: keyof SiteContent, field: string, value: string) => {
    if (!isHttpsUrl(value))
      report(part, field, `must be an absolute https:// address (got "${value}")`);
  };
  const checkImage = (
    part: keyof SiteContent,
    field: string,
    image: Image,
    { folder = '', shape }: { folder?: string; shape?: readonly [number, number] } = {},
  ) => {
    if (image.alt.trim() === '')
      report(part, `${field}.alt`, 'alt text is missing: describe what the image shows');
    const size = imageSize(folder + image.file);
    if (!size) {
      report(
        part,
        `${field}.file`,
        `image "${folder + image.file}" does not exist in app/content/images/`,
      );
    } else if (shape && size.width * shape[1] !== size.height * shape[0]) {
      const [width, height] = shape;
      report(
        part,
        `${field}.file`,
        `image "${folder + image.file}" is ${size.width}×${size.height}; it must be ${width}:${height} (for example ${width * 75}×${height * 75}), the shape its card draws it in`,
      );
    }
  };

  const { site: config } = content;
  if (!E164_PHONE.test(config.phone)) {
    report(
      'site',
      'phone',
      `"${config.phone}" cannot become a tel: link: write it as + country code and digits, e.g. +12025550142`,
    );
  }
  if (!EMAIL.test(config.email))
    report('site', 'email', `"${config.email}" is not a valid email address`);
  checkUrl('site', 'designSiteUrl', config.designSiteUrl);
  checkUrl('site', 'siteUrl', config.siteUrl);
  if (config.siteUrl.endsWith('/')) report('site', 'siteUrl', 'must not end with "/"');

  checkImage('about', 'portrait', content.about.portrait);

  const slugs = new Set<string>();
  const titles = new Set<string>();
  content.portfolio.projects.forEach((project, index) => {
    const field = `projects[${index}]`;
    if (!SLUG.test(project.slug))
      report(
        'portfolio',
        `${field}.slug`,
        `"${project.slug}" must be lowercase words joined by hyphens`,
      );
    if (slugs.has(project.slug))
      report('portfolio', `${field}.slug`, `duplicate project "${project.slug}"`);
    if (titles.has(project.title))
      report('portfolio', `${field}.title`, `duplicate project title "${project.title}"`);
    slugs.add(project.slug);
    titles.add(project.title);
    for (const part of ['challenge', 'solution', 'results'] as const) {
      if (typeof project[part] !== 'string') report('portfolio', `${field}.${part}`, 'is missing');
    }
    if (!Array.isArray(project.techStack)) report('portfolio', `${field}.techStack`, 'is missing');
    if (!Array.isArray(project.sites) || project.sites.length === 0) {
      report('portfolio', `${field}.sites`, 'needs at least one site with a screenshot');
    }
    project.sites?.forEach((projectSite, siteIndex) => {
      checkUrl('portfolio', `${field}.sites[${siteIndex}].url`, projectSite.url);
      checkImage('portfolio', `${field}.sites[${siteIndex}].screenshot`, projectSite.screenshot, {
        folder: 'screenshots/',
        shape: SCREENSHOT_SHAPE,
      });
    });
  });

  // The home page's "Selected work" strip is laid out for three projects.
  const featured = content.portfolio.projects.filter((project) => project.featured);
  if (featured.length !== FEATURED_PROJECTS) {
    report(
      'portfolio',
      'projects[].featured',
      `mark exactly ${FEATURED_PROJECTS} projects as featured for the home page (got ${featured.length})`,
    );
  }
  content.portfolio.projects.forEach((project, index) => {
    const result = project.featured?.result;
    if (result && result.length > FEATURED_RESULT_MAX) {
      report(
        'portfolio',
        `projects[${index}].featured.result`,
        `must fit on one line: at most ${FEATURED_RESULT_MAX} characters (got ${result.length})`,
      );
    }
  });

  const { services: offer } = content;
  if (!(offer.hourlyRate > 0))
    report('services', 'hourlyRate', 'must be a positive number of dollars');
  offer.tiers.list.forEach((tier, index) => {
    const { low, high } = tier.hours;
    if (!Number.isInteger(low) || !Number.isInteger(high) || low <= 0 || low > high) {
      report(
        'services',
        `tiers.list[${index}].hours`,
        `must be whole hours with 0 < low <= high (got ${low}–${high})`,
      );
    }
  });
  for (const plan of ['improvement', 'design'] as const) {
    const hours = offer[plan].retainer.hoursPerMonth;
    if (!Number.isInteger(hours) || hours <= 0) {
      report(
        'services',
        `${plan}.retainer.hoursPerMonth`,
        `must be a positive whole number (got ${hours})`,
      );
    }
  }

  content.resume.experience.forEach((position, index) => {
    if (position.endYear !== undefined && position.endYear < position.startYear) {
      report(
        'resume',
        `experience[${index}]`,
        `ends (${position.endYear}) before it starts (${position.startYear})`,
      );
    }
  });

  // Internal links must point at pages that exist.
  const paths = new Set<string>(pages.map((page) => page.path));
  const checkLinks = (part: keyof SiteContent, value: unknown, field: string) => {
    if (Array.isArray(value))
      value.forEach((item, index) => checkLinks(part, item, `${field}[${index}]`));
    else if (value && typeof value === 'object') {
      const link = value as { to?: unknown; label?: unknown };
      if (typeof link.to === 'string' && typeof link.label === 'string' && !paths.has(link.to)) {
        report(part, `${field}.to`, `"${link.to}" is not a page of this site`);
      }
      for (const [key, item] of Object.entries(value))
        checkLinks(part, item, field ? `${field}.${key}` : key);
    }
  };
  for (const part of Object.keys(files) as (keyof SiteContent)[])
    checkLinks(part, content[part], '');

  return problems;
}

export function formatProblems(problems: readonly ContentProblem[]): string {
  return problems
    .map((problem) => `${problem.file} › ${problem.field}: ${problem.message}`)
    .join('\n');
}
