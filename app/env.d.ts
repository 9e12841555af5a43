interface ImportMetaEnv {
  /** The day the site is built, "YYYY-MM-DD" (UTC): set once per build by vite.config.ts. */
  readonly VITE_BUILD_DAY: string;
  /** What the site says of the owner's availability as of that day, as JSON: set by a build only. */
  readonly VITE_AVAILABILITY?: string;
}
