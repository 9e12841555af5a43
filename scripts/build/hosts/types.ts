import type { HeaderRule } from '../http-rules.ts';

/** What the build hands each host target once the site is prerendered. */
export interface BuiltSite {
  /** The build folder, `build/`. */
  readonly buildDir: string;
  /** The site as most hosts serve it, `build/client`. */
  readonly clientDir: string;
  /** The header rules, with each page's Content-Security-Policy. */
  readonly rules: readonly HeaderRule[];
  /**
   * For hosts that send no headers: each document with its policy in a meta
   * element, by its file, the page for "/" among them (`rootRedirectDocument`).
   */
  readonly withPolicyInPage: ReadonlyMap<string, string>;
}

/** One kind of host: the configuration files it reads, made from the rules in http-rules.ts. */
export interface HostTarget {
  readonly name: string;
  /** Files to write, by path under `build/`. */
  files(site: BuiltSite): Record<string, string>;
  /** Work beyond writing files, run after every target's files are written. */
  finish?(site: BuiltSite): Promise<void>;
}
