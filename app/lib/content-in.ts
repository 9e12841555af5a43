/**
 * A page's words in its language: a content module's export, loaded by a route's loader, so that
 * each language's words come with its own pages (in the prerendered page, or in a chunk of their
 * own for a navigation), never with another language's. The maps live here, not in the routes:
 * React Router splits a route's client loader into a chunk of its own only while it does not
 * read `import.meta`, whose `meta` it takes for the route's `meta` export.
 */
import type {
  AboutContent,
  ContactContent,
  HomeContent,
  PortfolioContent,
  ResumeContent,
  ServicesContent,
  Testimonial,
  WritingContent,
} from '../content/schema.ts';
import type { Language } from './languages.ts';

/** Each module a page loads, in every language's folder, by the name it exports. */
// Vite reads these calls at build time and needs literals: mutating them only breaks the parse.
// Stryker disable all
const modules = {
  about: import.meta.glob<AboutContent>(['../content/about.ts', '../content/*/about.ts'], {
    import: 'about',
  }),
  // Typed by its route: its schema is the page's own (capabilities.schema.ts), which goes with it.
  capabilities: import.meta.glob(['../content/capabilities.ts', '../content/*/capabilities.ts'], {
    import: 'capabilities',
  }),
  contact: import.meta.glob<ContactContent>(['../content/contact.ts', '../content/*/contact.ts'], {
    import: 'contact',
  }),
  home: import.meta.glob<HomeContent>(['../content/home.ts', '../content/*/home.ts'], {
    import: 'home',
  }),
  portfolio: import.meta.glob<PortfolioContent>(
    ['../content/projects.ts', '../content/*/projects.ts'],
    { import: 'portfolio' },
  ),
  resume: import.meta.glob<ResumeContent>(['../content/resume.ts', '../content/*/resume.ts'], {
    import: 'resume',
  }),
  // Left out of the build while no language lists its services page: the prices are then in no
  // file the site publishes (vite.config.ts).
  services:
    import.meta.env.VITE_SERVICES === 'unlisted'
      ? ({} as Record<string, () => Promise<ServicesContent>>)
      : import.meta.glob<ServicesContent>(['../content/services.ts', '../content/*/services.ts'], {
          import: 'services',
        }),
  writing: import.meta.glob<WritingContent>(['../content/writing.ts', '../content/*/writing.ts'], {
    import: 'writing',
  }),
  testimonials: import.meta.glob<readonly Testimonial[]>(
    ['../content/testimonials.ts', '../content/*/testimonials.ts'],
    { import: 'testimonials' },
  ),
};

/**
 * Every other module of every language's folder, for a page of the owner's own (docs/content.md):
 * its words come with its pages as the shipped pages' do, with no entry to add here.
 */
const ownPages = import.meta.glob([
  '../content/*.ts',
  '../content/*/*.ts',
  // Not a page's words: the frame, the checks, and the modules the map above loads.
  '!../content/**/*.{test,schema}.ts',
  '!../content/{schema,validate,translations,languages}.ts',
  '!../content/**/{site,pages,about,capabilities,contact,home,projects,resume,services,writing,testimonials}.ts',
]);
// Stryker restore all

type Modules = typeof modules;

/** What `language`'s folder exports as `name`. */
export async function inLanguage<Name extends keyof Modules>(
  name: Name,
  { folder }: Language,
): Promise<Awaited<ReturnType<Modules[Name][string]>>> {
  const load = Object.entries(modules[name]).find(
    ([file]) => file.split('/').at(-2) === (folder === '' ? 'content' : folder),
  )?.[1];
  if (!load) throw new Error(`app/content/${folder}: a content module is missing`);
  return (await load()) as Awaited<ReturnType<Modules[Name][string]>>;
}

/** What `language`'s folder exports as `name` from its `<name>.ts`: a page of the owner's own. */
export async function pageContent<Content>(name: string, { folder }: Language): Promise<Content> {
  const file = `../content/${folder === '' ? '' : `${folder}/`}${name}.ts`;
  const load = ownPages[file];
  if (!load)
    throw new Error(
      `app/content/${file.slice('../content/'.length)} is missing: write the page's words there`,
    );
  return ((await load()) as Record<string, Content>)[name] as Content;
}
