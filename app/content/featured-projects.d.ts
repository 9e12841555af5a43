declare module 'virtual:featured-projects' {
  import type { Picture } from '../lib/images.ts';

  /** A project marked `featured` in projects.ts (scripts/build/featured-projects.ts). */
  export interface FeaturedProject {
    readonly slug: string;
    readonly title: string;
    /** One line: what changed for the client. */
    readonly result: string;
    /** The first screenshot and its alt text. */
    readonly alt: string;
    readonly picture: Picture;
  }

  const featured: readonly FeaturedProject[];
  export default featured;
}

declare module 'virtual:portfolio-facts' {
  /** How many projects projects.ts lists, for copy that counts them. */
  export const projectCount: number;
  /** The clients marked `namedClient` in projects.ts, in its order. */
  export const clients: readonly string[];
}
