interface ImportMetaEnv {
  /** The day the site is built, "YYYY-MM-DD" (UTC): set once per build by vite.config.ts. */
  readonly VITE_BUILD_DAY: string;
}
