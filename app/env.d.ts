interface ImportMetaEnv {
  /** The day the site is built, "YYYY-MM-DD" (UTC): set once per build by vite.config.ts. */
  readonly VITE_BUILD_DAY: string;
  /** What the site says of the owner's availability as of that day, as JSON: set by a build only. */
  readonly VITE_AVAILABILITY?: string;
  /** The tags of the languages with a post published, space-separated: set by vite.config.ts. */
  readonly VITE_WRITING?: string;
  /** 'unlisted' when no language lists its services page: set by vite.config.ts. */
  readonly VITE_SERVICES?: 'listed' | 'unlisted';
}

/** The URLs of the faces after Figtree's own, where the site needs any (scripts/build/font-subset.ts). */
declare module 'virtual:more-fonts' {
  /** Each face after Figtree's own, and the languages whose words it draws. */
  export const moreFonts: readonly { href: string; languages: readonly string[] }[];
}

/** Each language's published posts, newest first, and each one's HTML by its path (scripts/build/writing.ts). */
declare module 'virtual:writing' {
  // An ambient module cannot import by a relative path; a type import can name one.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const posts: import('./lib/writing.ts').PostLists;
  export const bodies: Readonly<Record<string, () => Promise<{ default: string }>>>;
}

/** SmartyPants (smartypants.js), which ships no types: the one function the site uses. */
declare module 'smartypants' {
  /** `text` (plain, or HTML whose code it leaves be) typeset as `attributes` ask ('q': quotes), in Unicode. */
  export function smartypantsu(text: string, attributes: string): string;
}
