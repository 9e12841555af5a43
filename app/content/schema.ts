/**
 * The shape of every content module, and the rules its values must keep: one
 * zod schema per module, from which the module's types are inferred. The
 * build checks the modules against these (validate.ts) and stops, naming the
 * file and the field, when one breaks a rule.
 *
 * Only the build and the tests run this file. The app imports its types
 * alone (`import type`), so the browser never downloads a schema.
 */
import { z } from 'zod';
import { SEARCH_LIMITS, contactPath, homePath } from './pages.ts';

/** An image's size in pixels, as its file says. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** The size of a file in `app/content/images/`, or undefined if there is none. */
export type ImageSizes = (file: string) => ImageSize | undefined;

// Building blocks.

/** Whether Intl knows `tag` as a language: "en", "en-GB", "el". */
function isLanguageTag(tag: string): boolean {
  try {
    return new Intl.Locale(tag).language !== 'und';
  } catch {
    return false;
  }
}

/**
 * zod's own messages, where they would not tell the owner what to write: a
 * field left out, and a value of the wrong kind, such as a number in quotes.
 */
export const ownerMessages = (issue: z.core.$ZodRawIssue): string | undefined => {
  if (issue.input === undefined) return 'is missing';
  if (issue.code !== 'invalid_type') return undefined;
  const got = JSON.stringify(issue.input);
  if (issue.expected === 'number' && typeof issue.input === 'string' && Number(issue.input) > 0)
    return `must be a number, written without quotes: ${issue.input}, not ${got}`;
  const kind = /^[aeiou]/.test(issue.expected) ? `an ${issue.expected}` : `a ${issue.expected}`;
  return `must be ${issue.expected === 'array' ? 'a list, in [ ]' : kind} (got ${got})`;
};

/** A problem a refinement found, at `path` inside the value it checks. */
const problem = (message: string, path: PropertyKey[] = []) =>
  ({ code: 'custom', message, path }) as const;

// The building blocks below marked @public are for a page's own schema (capabilities.schema.ts,
// a page the owner adds): they stay exported when no such page is left.

/**
 * Text the site shows: never empty, and typeset. A module's straight quotes
 * become curly ones inside curlyQuotes(…) (app/lib/curly-quotes.ts); one left
 * straight means its export is not wrapped in it.
 * @public
 */
export const text = z
  .string()
  .refine((value) => value.trim() !== '', { error: 'is empty' })
  .refine((value) => !/['"]/.test(value), {
    error:
      'has a straight quote the site did not typeset: wrap the module’s export in curlyQuotes(…), as the modules the site ships are',
  });

/**
 * A list the site shows: never empty.
 * @public
 */
export const list = <Item extends z.ZodType>(item: Item) =>
  z.array(item).min(1, { error: 'is an empty list' }).readonly();

/**
 * Text the site puts values in: each `{slot}` once, where the value goes
 * ("{price}/hour").
 */
const template = (...slots: readonly string[]) =>
  text.refine((value) => slots.every((slot) => value.split(`{${slot}}`).length === 2), {
    error: `must have ${slots.map((slot) => `{${slot}}`).join(' and ')} in it, once each`,
  });

const httpsUrl = text.refine(
  (value) => {
    const url = URL.parse(value);
    return url?.protocol === 'https:' && url.hostname.includes('.');
  },
  { error: (issue) => `must be an absolute https:// address (got "${String(issue.input)}")` },
);

/** A month, "YYYY-MM". */
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, {
  error: (issue) =>
    `"${String(issue.input)}" is not a month: write "now", "booked", or a month as YYYY-MM, e.g. 2027-03`,
});

/** A day, "YYYY-MM-DD", that the calendar has. */
const day = z.iso.date({
  // A day not written at all is missing, as any other field is (ownerMessages).
  error: (issue) =>
    issue.input === undefined
      ? undefined
      : `"${String(issue.input)}" is not a date: write it as YYYY-MM-DD, e.g. 2026-11-27`,
});

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, {
  error: (issue) => `"${String(issue.input)}" is not a colour: write it as #rrggbb, e.g. #115e59`,
});

/** The path of a page of this site: that pages.ts lists it, validate.ts checks. */
const pagePath = text;

const { min, max } = SEARCH_LIMITS.description;
/** What search results show under a page's title. */
const searchDescription = text.min(min, `must be at least ${min} characters`).max(max, {
  error: (issue) =>
    `must be at most ${max} characters, as search results show (it has ${String(issue.input).length}, counting any name from site.ts in it)`,
});

/**
 * The page list (pages.ts): what the menu, the titles and search results show of each page. A
 * second language's pages are under its prefix ("/es"), and keep its home and contact pages.
 */
export const pagesSchema = (prefix = '') =>
  z
    .array(
      z.object({
        path: text.regex(
          new RegExp(`^${prefix}/[a-z0-9-]+$`),
          `must be "${prefix}/" and lower-case letters, digits or hyphens`,
        ),
        module: text,
        label: text,
        title: text,
        description: searchDescription,
      }),
    )
    .superRefine((list, context) => {
      // The two pages every site keeps: the one its address opens, and the one booking falls back to.
      const kept = [
        [homePath, 'the site’s address opens it'],
        [contactPath, 'booking leads there without a bookingUrl, and it gives the contact details'],
      ] as const;
      for (const [path, why] of kept) {
        const module = path.slice(1);
        if (prefix === '' && !list.some((page) => page.path === path))
          context.addIssue(problem(`must list "${path}": ${why}, so it cannot be removed`));
        if (prefix !== '' && !list.some((page) => page.module === module))
          context.addIssue(
            problem(`must list the page of module "${module}": ${why}, so it cannot be removed`),
          );
      }
    })
    .readonly();

/** @public A link to a page of the site. */
export const pageLink = z.object({
  to: pagePath,
  /** Link text; says where it goes without its surroundings. */
  label: text,
});

/**
 * A titled block of prose.
 * @public
 */
export const proseSection = z.object({ heading: text, paragraphs: list(text) });

/** A few facts that sum a section up, set beside it on wide screens: a figure or a line each. */
const sectionAside = z.object({
  heading: text,
  facts: list(z.object({ value: text.optional(), label: text })),
});
export type SectionAside = z.infer<typeof sectionAside>;

/** Words the site writes from a value of the content: a function of it. */
const wordedFrom = <Value>(example: string) =>
  z.custom<(value: Value) => string>((value) => typeof value === 'function', {
    error: `must be a function of ${example}`,
  });

/** A short titled point, as in a list of strengths. */
const point = z.object({ title: text, text });

/**
 * A raster image in `app/content/images/` (under `folder`). The build turns
 * it into AVIF and JPEG at several widths; replace the file to replace the
 * picture. With `shape`, the file must have that width:height.
 */
function contentImage(
  imageSize: ImageSizes,
  { folder = '', shape }: { folder?: string; shape?: readonly [number, number] } = {},
) {
  return z
    .object({
      /** File name inside the images folder, e.g. "portrait.jpg". */
      file: text,
      /** What the image shows, for people who can't see it. */
      alt: z.string().refine((value) => value.trim() !== '', {
        error: 'alt text is missing: describe what the image shows',
      }),
      /** The same picture drawn for the dark theme, the same size: shown where the visitor's theme is dark. */
      dark: text.optional(),
    })
    .superRefine(({ file, dark }, context) => {
      const size = imageSize(folder + file);
      if (dark !== undefined) {
        const darkSize = imageSize(folder + dark);
        if (!darkSize)
          context.addIssue(
            problem(`image "${folder + dark}" does not exist in app/content/images/`, ['dark']),
          );
        else if (size && (darkSize.width !== size.width || darkSize.height !== size.height))
          context.addIssue(
            problem(
              `image "${folder + dark}" is ${darkSize.width}×${darkSize.height}; it must be the size of "${file}", ${size.width}×${size.height}, which it stands in for in the dark theme`,
              ['dark'],
            ),
          );
      }
      if (!size) {
        context.addIssue(
          problem(`image "${folder + file}" does not exist in app/content/images/`, ['file']),
        );
      } else if (shape && size.width * shape[1] !== size.height * shape[0]) {
        const [width, height] = shape;
        context.addIssue(
          problem(
            `image "${folder + file}" is ${size.width}×${size.height}; it must be ${width}:${height} (for example ${width * 75}×${height * 75}), the shape its card draws it in`,
            ['file'],
          ),
        );
      }
    });
}

/**
 * A page of prose the owner adds (docs/content.md, "Adding a page of your own"): a heading, a
 * lead, titled sections, and the closing row of links, led by booking.
 */
/** @public */
export const prosePageSchema = z.object({
  heading: text,
  /** The line in display type under the heading. */
  headline: text,
  lead: text,
  sections: list(proseSection),
  links: z.array(pageLink).readonly(),
});
/** @public: for the owner's own pages; the spec's pages have schemas of their own. */
export type ProsePageContent = z.infer<typeof prosePageSchema>;

// writing.ts and the posts in app/content/writing/

export const writingSchema = z.object({
  heading: text,
  headline: text,
  intro: text,
  /** The visible link to the feed. */
  feedLink: text,
  callToAction: z.object({ heading: text, link: pageLink }),
  words: z.object({
    published: text,
    updated: text,
    breadcrumb: text,
    previous: text,
    next: text,
    /** What a code block is called to assistive technology. */
    code: text,
    /** After the minutes a post takes to read, as Intl writes them ("4 min"): "read". */
    readingTime: text,
    /** The link back to the list, at the end of every post. */
    allPosts: text,
  }),
});

export type WritingContent = z.infer<typeof writingSchema>;

/** A post's front matter: what the list, the feed and search results show of it. */
export const postSchema = z
  .strictObject({
    title: text,
    description: searchDescription,
    /** The day it was published. */
    date: day,
    /** The day it last changed in a way a reader should know. */
    updated: day.optional(),
    tags: list(text).optional(),
    /** A draft shows in `npm run dev` and never in a build. */
    draft: z.boolean().optional(),
    /**
     * A translation's post only: the file name, without ".md", of the same post in the site's
     * first language (app/content/writing/), which it is a version of.
     */
    original: text.optional(),
  })
  .refine((post) => post.updated === undefined || post.updated >= post.date, {
    path: ['updated'],
    error: 'is before date: a post is updated after it is published',
  });
export type PostFrontMatter = z.infer<typeof postSchema>;

export type PageLink = z.infer<typeof pageLink>;
export type ProseSection = z.infer<typeof proseSection>;
export type Point = z.infer<typeof point>;

// site.ts

/** A country as ISO 3166 writes it, two capitals ("US", "ES"), which each language names its own way. */
const country = z
  .string()
  .refine(
    (code) =>
      /^[A-Z]{2}$/.test(code) &&
      new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code) !== undefined,
    {
      error: (issue) =>
        `"${String(issue.input)}" is not a country code: write its two capitals, such as US, ES or DE`,
    },
  );

/** Where the studio is: its city, its region if people name one, and its country. */
const place = z.object({ city: text, region: text.optional(), country });
export type Place = z.infer<typeof place>;

export const siteSchema = z.object({
  /** The studio's name, shown in the toolbar and titles. */
  studioName: text,
  /** The owner's full name, for the copyright line, resume and contact card. */
  ownerName: text,
  /**
   * Where the studio is, if you say: shown on Contact, and given to search engines (an address),
   * the contact card and JSON Resume.
   */
  location: place.optional(),
  /** Phone number in international E.164 form, e.g. "+12025550142". */
  phone: z.string().regex(/^\+[1-9]\d{7,14}$/, {
    error: (issue) =>
      `"${String(issue.input)}" cannot become a tel: link: write it as + country code and digits, e.g. +12025550142`,
  }),
  /** Phone number as people read it. */
  phoneDisplay: text,
  /** Email address for the mailto link. */
  email: z.string().regex(/^[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}$/i, {
    error: (issue) =>
      `"${String(issue.input)}" is not a valid email address: write it as name@domain, e.g. hello@example.com`,
  }),
  /** The owner's design portfolio, linked from the side menu; without it, the menu has no such link. */
  designSiteUrl: httpsUrl.optional(),
  /** The label of the design-site link in the side menu. */
  designSiteLabel: text,
  /**
   * The brand colour, for both themes or one each: the toolbar, the buttons,
   * links and accents, the app icons and share cards take their shades from it
   * (app/styles/palette.server.ts).
   */
  brandColor: z.union([hexColour, z.object({ light: hexColour, dark: hexColour })]),
  /**
   * The face of the headlines and of the studio's name (the wordmark): a WOFF2 file as its
   * package ships it, each variable axis it names pinned at one value, and the kind of face a
   * machine's own stands in for it with, sized to it, until it arrives
   * (scripts/build/font-subset.ts cuts it to the site's characters).
   */
  displayFace: z.object({
    file: z.string().regex(/^(@[\w.-]+\/)?[\w.-]+\/[^\s:]+\.woff2$/, {
      error: (issue) =>
        `"${String(issue.input)}" is not a font file of a package: write its package and path, e.g. "@fontsource-variable/fraunces/files/fraunces-latin-full-normal.woff2"`,
    }),
    axes: z
      .record(z.string().regex(/^[a-zA-Z]{4}$/), z.number(), {
        error: (issue) =>
          issue.code === 'invalid_key'
            ? 'an axis is named by its four letters, e.g. wght'
            : 'write each axis with its value, e.g. { wght: 600 }',
      })
      .optional(),
    fallback: z.enum(['serif', 'sans-serif'], {
      error: (issue) => `"${String(issue.input)}" is not a kind of face: write serif or sans-serif`,
    }),
  }),
  /**
   * The one primary action's label (the toolbar, the phone menu, the first
   * button of every page's closing row).
   */
  bookingLabel: text,
  emailLabel: text,
  closing: z.object({ heading: text, text }),
  /** A scheduling page the owner books consultations on; without it, the action goes to /contact. */
  bookingUrl: httpsUrl.optional(),
  /** Where this site is deployed (no trailing slash); used for canonical URLs. */
  siteUrl: httpsUrl
    .refine((value) => !value.endsWith('/'), { error: 'must not end with "/"' })
    // As browsers write it (lower case, an international domain in its xn-- form), so that
    // every address the site writes from it is this text with a path after it.
    .refine((value) => URL.parse(`${value}/`)?.href === `${value}/`, {
      error: (issue) =>
        `must be written as browsers write it: "${URL.parse(`${String(issue.input)}/`)?.href.slice(0, -1)}"`,
    }),
  /**
   * Whether you take new projects: "now", "booked", or the month you can
   * start, "2027-03". Shown on Home's first screen, on Contact and in the
   * menu; without it, nothing is said. A month that has come reads as "now".
   */
  availability: z
    .object({
      status: z.union([z.literal('now'), z.literal('booked'), month]),
      /** A short line after the statement ("Two slots for small sites."). */
      note: text.optional(),
      /** The day you last checked it, "YYYY-MM-DD": after 90 days the build asks again. */
      confirmed: day.optional(),
    })
    .optional(),
  /** The availability statement's words; `{month}` is the month, as "March 2027". */
  availabilityWords: z.object({ now: text, from: template('month'), booked: text }),
  /**
   * The words of the site's frame, which no page of the owner's says: the skip link, the menu
   * and its buttons, the error pages, the footer's sentences, and how a price per hour or month
   * and a running period are written. `{…}` marks where the site puts a value.
   */
  words: z.object({
    skipLink: text,
    /** The toolbar's button that opens the menu on a phone. */
    menuButton: text,
    /** The menu, as a dialog on a phone. */
    menu: text,
    closeMenu: text,
    /** The menu's list of pages. */
    navigation: text,
    /** After a link to another site, for screen readers. */
    externalSite: text,
    homeLink: text,
    /** The not-found page's sentence. */
    notFound: text,
    /** A page that could not be shown. */
    error: z.object({ heading: text, text }),
    /** The empty path's page, for a host that does not redirect it. */
    redirecting: text,
    builtWith: template('framework'),
    /** The footer's accessibility sentence, ending with the email address. */
    barrier: template('standard', 'email'),
    /** The subject of the email that sentence writes. */
    barrierSubject: text,
    perHour: template('price'),
    perMonth: template('price'),
    /** A retainer's hours and price, on Services. */
    retainer: template('hours', 'price'),
    /** The tier table's caption, with the rate its prices are at. */
    tiersCaption: template('caption', 'rate'),
    /** The end of a period that has not ended, as "2025–present". */
    present: text,
  }),
  /** Year in the footer's copyright line. */
  copyrightYear: z.number().int(),
  /** Years of web development, as About and Resume state them. */
  yearsOfExperience: z.number().int().positive(),
  /** Framework the site is built with, named in the footer. */
  builtWith: text,
  /** One sentence about the studio: the home page's description, for sharing and the app manifest. */
  description: searchDescription,
  /** The language of the site's words, as a BCP 47 tag ("en", "en-GB", "el"). */
  language: z.string().refine(isLanguageTag, {
    error: (issue) =>
      `"${String(issue.input)}" is not a language tag: write one such as en, en-GB, es or el`,
  }),
  /** The currency of every price, as ISO 4217 writes it ("USD", "EUR"). */
  currency: z.enum(Intl.supportedValuesOf('currency') as [string, ...string[]], {
    error: (issue) =>
      `"${String(issue.input)}" is not a currency code: write its three capitals, such as USD, EUR or GBP`,
  }),
  /** The paper the resume's PDF is set on. */
  paperSize: z.enum(['Letter', 'A4'], {
    error: (issue) => `"${String(issue.input)}" is not a paper size: write Letter or A4`,
  }),
});
export type SiteConfig = z.infer<typeof siteSchema>;

/**
 * What a language's own site.ts writes (app/content/<tag>/site.ts): the site's words. The owner's
 * details, the colour and the figures are site.ts's, the same in every language.
 */
export const siteWordsSchema = siteSchema
  .pick({
    language: true,
    designSiteLabel: true,
    bookingLabel: true,
    emailLabel: true,
    closing: true,
    availability: true,
    availabilityWords: true,
    words: true,
    description: true,
    paperSize: true,
  })
  .extend({
    /** The owner's name as this language spells it, where it spells it otherwise; else site.ts's. */
    ownerName: text.optional(),
    /** The city (and region) as this language names them, where it names them otherwise. */
    location: place.optional(),
  });
export type SiteWords = z.infer<typeof siteWordsSchema>;

// home.ts

/** Icons for the specialties, from Lucide (app/components/point-list.tsx). */
const iconName = z.enum(['code', 'blueprint', 'pen']);
export type IconName = z.infer<typeof iconName>;

export const homeSchema = z.object({
  heading: text,
  /** Alt text of the studio logo (`app/content/images/logo.svg`). */
  logoAlt: text,
  headline: text,
  intro: list(text),
  /** The hero's links, after the booking button. */
  heroActions: z.array(pageLink).readonly(),
  /** The words before the named clients, under the hero's buttons (projects.ts: namedClient). */
  clientsLabel: text,
  /** The strip of featured projects (marked `featured` in projects.ts). */
  selectedWork: z.object({
    heading: text,
    /** To the full portfolio; its text counts the projects in projects.ts. */
    link: z
      .object({
        to: pagePath,
        label: wordedFrom<number>('the number of projects, e.g. (count) => `All ${count}`'),
      })
      .optional(),
  }),
  /** Over the testimonials (testimonials.ts), shown once there is one. */
  testimonialsHeading: text,
  sellingPointsHeading: text,
  sellingPoints: list(point),
  specialtiesHeading: text,
  specialties: list(point.extend({ icon: iconName })),
  callToAction: z.object({ links: z.array(pageLink).readonly() }),
});
export type HomeContent = z.infer<typeof homeSchema>;

// about.ts

export const aboutSchema = (imageSize: ImageSizes) =>
  z.object({
    heading: text,
    /** The line in display type under the heading. */
    headline: text,
    portrait: contentImage(imageSize),
    lead: text,
    background: proseSection,
    /** Beside the background: the figures that sum it up; the portfolio's are added to them. */
    facts: sectionAside,
    /** The portfolio's facts, worded from projects.ts: how many projects, and the clients named. */
    portfolioFacts: z.object({
      /** Under the count, set large. */
      projects: wordedFrom<number>('the number of projects, e.g. (count) => `projects in all`'),
      clients: wordedFrom<readonly string[]>(
        'the clients’ names, e.g. (names) => `Clients include ${names.join(‘, ’)}`',
      ),
    }),
    valueStatement: proseSection,
    philosophy: proseSection,
    personalNote: proseSection,
    links: z.array(pageLink).readonly(),
  });
export type AboutContent = z.infer<ReturnType<typeof aboutSchema>>;

// services.ts

/** A positive whole number of hours. */
const wholeHours = z.number().refine((hours) => Number.isInteger(hours) && hours > 0, {
  error: (issue) => `must be a positive whole number (got ${String(issue.input)})`,
});

const tier = z.object({
  name: text,
  /** One line: what a project of this tier typically is. */
  summary: text,
  hours: z
    .object({ low: z.number(), high: z.number() })
    .refine(
      ({ low, high }) => Number.isInteger(low) && Number.isInteger(high) && low > 0 && low <= high,
      {
        error: (issue) => {
          const { low, high } = issue.input as { low: number; high: number };
          return `must be whole hours with 0 < low <= high (got ${low}–${high})`;
        },
      },
    ),
  /** Where most clients start: one tier at most says so, with tiers.popularLabel. */
  popular: z.literal(true).optional(),
});
export type Tier = z.infer<typeof tier>;

/** Work after launch, billed at the hourly rate or as a monthly retainer. */
const supportPlan = z.object({
  heading: text,
  text,
  /** What the hourly option is called ("On-demand support, …"). */
  hourly: text,
  retainer: z.object({ name: text, hoursPerMonth: wholeHours, text }),
  /** A condition that applies to the plan, said after it. */
  note: text.optional(),
});
export type SupportPlan = z.infer<typeof supportPlan>;

export const servicesSchema = z.object({
  heading: text,
  /** The line in display type under the heading. */
  headline: text,
  intro: text,
  /** The price of an hour, in site.ts's currency; every price on the site is computed from it. */
  hourlyRate: z
    .number()
    .positive({ error: 'must be a positive amount, in site.ts’s currency, for an hour’s work' }),
  hosting: z.object({ heading: text, text, includes: list(text) }),
  tiers: z
    .object({
      heading: text,
      intro: text,
      caption: text,
      /** The table's column headers, and the unit after an hour range where a phone lays a row out as lines. */
      columns: z.object({ tier: text, typically: text, hours: text, price: text }),
      hoursUnit: text,
      list: list(tier),
      /** What the popular tier's mark reads ("Where most clients start"), where one is marked. */
      popularLabel: text.optional(),
      note: text,
      /** After the tiers: what comes with every one. */
      included: z.object({ heading: text, items: list(text) }),
    })
    .superRefine(({ list: tiers, popularLabel }, context) => {
      const marked = tiers.flatMap((tier, index) => (tier.popular ? [index] : []));
      for (const index of marked.slice(1))
        context.addIssue(
          problem(
            `is marked popular, as list[${marked[0]}] is: one tier at most is where most clients start, so remove \`popular: true\` from all but one`,
            ['list', index, 'popular'],
          ),
        );
      if (marked.length > 0 && popularLabel === undefined)
        context.addIssue(
          problem(
            `is missing: list[${marked[0]}] is marked popular, and its mark needs the words it reads ("Where most clients start")`,
            ['popularLabel'],
          ),
        );
    }),
  improvement: supportPlan,
  design: supportPlan,
  consult: z.object({ heading: text, text, link: pageLink }),
  portfolioLink: pageLink.optional(),
});
export type ServicesContent = z.infer<typeof servicesSchema>;

// projects.ts

/** The home page's "Selected work" strip: a row of one to three (a fourth would start a row alone). */
const FEATURED_PROJECTS = { min: 1, max: 3 };
const FEATURED_RESULT_MAX = 80;

const projectSite = (imageSize: ImageSizes) =>
  z.object({
    /** Name of a sub-site ("Blog", "Issue 1"); omitted when the project is one site. */
    title: text.optional(),
    /** The live site: an absolute https URL. */
    url: httpsUrl,
    /** A picture of it; without one (work under agreement, a retired site), the card links it in words. */
    screenshot: contentImage(imageSize, { folder: 'screenshots/', shape: [16, 10] }).optional(),
  });
export type ProjectSite = z.infer<ReturnType<typeof projectSite>>;

/** A reported figure, shown prominently: "+25%" "page clicks". */
const metric = z.object({ value: text, label: text });

/** A further picture on a project's case study, with an optional caption under it. */
const galleryImage = (imageSize: ImageSizes) =>
  contentImage(imageSize, { folder: 'screenshots/' }).extend({ caption: text.optional() });

const project = (imageSize: ImageSizes) =>
  z.object({
    /** Unique, kebab-case; used as the card's anchor. */
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error: (issue) => `"${String(issue.input)}" must be lowercase words joined by hyphens`,
    }),
    title: text,
    /** Who it was for. */
    client: text,
    /** The client is an organisation named in the home page's strip of clients. */
    namedClient: z.literal(true).optional(),
    /** Its live sites, each with a screenshot where the owner may show one; none for internal work. */
    sites: z
      .array(projectSite(imageSize), { error: 'must be a list of sites, [] for none' })
      .readonly(),
    challenge: text,
    solution: text,
    results: text,
    metrics: list(metric).optional(),
    techStack: list(text),
    // Shown on the project's case study (/portfolio/<slug>) only, each when present.
    /** The part the owner played ("Design and front-end development"). */
    role: text.optional(),
    /** When, as a reader says it ("2019–2021", "Spring 2024"). */
    timeframe: text.optional(),
    /** The longer story, in titled sections ("Context", "Approach", "What was hard"). */
    story: list(proseSection).optional(),
    /** More pictures, after the sites' screenshots. */
    gallery: list(galleryImage(imageSize)).optional(),
    /** For search results; derived from the challenge and the results when left out. */
    description: searchDescription.optional(),
    /**
     * Shown in the home page's "Selected work" strip (exactly three projects
     * are), with its first screenshot and this one-line result.
     */
    featured: z
      .object({
        result: text.refine((result) => result.length <= FEATURED_RESULT_MAX, {
          error: (issue) =>
            `must fit on one line: at most ${FEATURED_RESULT_MAX} characters (got ${String(issue.input).length})`,
        }),
      })
      .optional(),
  });
export type Project = z.infer<ReturnType<typeof project>>;

export const portfolioSchema = (imageSize: ImageSizes) =>
  z
    .object({
      heading: text,
      /** The line in display type under the heading. */
      headline: text,
      intro: text,
      projects: list(project(imageSize)),
      callToAction: z.object({ heading: text, link: pageLink }),
      /** The words a card and a case study put around a project's own. */
      words: z.object({
        challenge: text,
        solution: text,
        results: text,
        techStack: text,
        /** The case study's facts: who it was for, and the links to its live sites. */
        client: text,
        role: text,
        timeframe: text,
        liveSites: text,
        /** A site's caption: `{host}` is its address, `{site}` its title in projects.ts. */
        liveSite: text,
        namedLiveSite: text,
        /** The name of the trail of links over a case study, for screen readers. */
        breadcrumb: text,
        previous: text,
        next: text,
        /** The closing row's heading on a case study, after the previous and next projects. */
        closing: text,
      }),
    })
    .superRefine(({ projects }, context) => {
      const slugs = new Map<string, number>();
      const titles = new Map<string, number>();
      projects.forEach(({ slug, title }, index) => {
        const first = slugs.get(slug);
        if (first !== undefined)
          context.addIssue(
            problem(
              `"${slug}" is the slug of projects[${first}] too: give this project a slug of its own (its case study's address, /portfolio/<slug>), or delete one of the two`,
              ['projects', index, 'slug'],
            ),
          );
        const firstTitle = titles.get(title);
        if (firstTitle !== undefined)
          context.addIssue(
            problem(
              `"${title}" is the title of projects[${firstTitle}] too: give each project a title of its own`,
              ['projects', index, 'title'],
            ),
          );
        if (first === undefined) slugs.set(slug, index);
        if (firstTitle === undefined) titles.set(title, index);
      });
      const featured = projects.filter((candidate) => candidate.featured).length;
      if (featured < FEATURED_PROJECTS.min || featured > FEATURED_PROJECTS.max)
        context.addIssue(
          problem(
            `mark ${FEATURED_PROJECTS.min} to ${FEATURED_PROJECTS.max} projects as featured for the home page (got ${featured})`,
            ['projects[]', 'featured'],
          ),
        );
    });
export type PortfolioContent = z.infer<ReturnType<typeof portfolioSchema>>;

// resume.ts

/** A year as a resume writes it, and as JSON Resume's dates accept it: four digits. */
const year = z
  .number()
  .int()
  .min(1000, { error: (issue) => `${String(issue.input)} is not a year: write all four digits` })
  .max(2999, { error: (issue) => `${String(issue.input)} is not a year: write all four digits` });

const position = z
  .object({
    role: text,
    organization: text,
    startYear: year,
    /** Omitted while the position is current ("present"). */
    endYear: year.optional(),
    summary: text,
    highlights: list(text),
  })
  .superRefine(({ startYear, endYear }, context) => {
    if ((endYear ?? startYear) < startYear)
      context.addIssue(problem(`ends (${endYear}) before it starts (${startYear})`));
  });
export type Position = z.infer<typeof position>;

export const resumeSchema = z.object({
  heading: text,
  /** The line in display type under the heading. */
  headline: text,
  bio: list(text),
  /** The links to the resume as files, made from this module at build time. */
  downloads: z.object({ pdf: text, json: text }),
  strengthsHeading: text,
  strengths: list(text),
  experienceHeading: text,
  experience: list(position),
  educationHeading: text,
  education: list(z.object({ credential: text, year })),
  /** The closing row's links, after the booking button. */
  links: z.array(pageLink).readonly(),
});
export type ResumeContent = z.infer<typeof resumeSchema>;

// contact.ts

// testimonials.ts

const testimonial = z.object({
  /** The words, as the client said them, without quotation marks. */
  quote: text,
  name: text,
  role: text,
  organisation: text,
  /** The slug of the project in projects.ts it is about: its card shows it too. */
  project: text.optional(),
});
export type Testimonial = z.infer<typeof testimonial>;

/** Quotes from clients: any number, none at all included. */
export const testimonialsSchema = z.array(testimonial).readonly();

// contact.ts

export const contactSchema = z.object({
  heading: text,
  /** The line in display type under the heading. */
  headline: text,
  intro: list(text),
  /** Label of the telephone link; the number comes from `site.ts`. */
  phoneLabel: text,
  /** Label of the email link; the address comes from `site.ts`. */
  /** The link that downloads the owner's contact card (vCard). */
  saveContactLabel: text,
  /** Said after it, in the same sentence. */
  saveContactNote: text,
  /** What follows a first message, in order. */
  nextSteps: z.object({ heading: text, steps: list(text) }),
  closing: text,
});
export type ContactContent = z.infer<typeof contactSchema>;
