/**
 * The shape of capabilities.ts, the Capabilities page's own module: kept
 * beside it, so that removing the page removes its schema too. validate.ts
 * finds it from the page's entry in pages.ts.
 */
import { z } from 'zod';
import { list, pageLink, proseSection, text } from './schema.ts';

/** @public validate.ts imports it by the page's module name. */
export const schema = z.object({
  heading: text,
  /** The line in display type under the heading. */
  headline: text,
  intro: text,
  frameworksHeading: text,
  frameworks: list(
    z.object({
      name: text,
      /** What I use it for, in a sentence. */
      use: text,
    }),
  ),
  uiLibrariesHeading: text,
  uiLibrariesIntro: text,
  uiLibraries: list(text),
  approach: proseSection,
  portfolioLink: pageLink.optional(),
});
export type CapabilitiesContent = z.infer<typeof schema>;
