/**
 * What the site says of the owner's availability (site.ts: availability), as
 * of the day the site was built: a start month that has come reads as "now".
 * Every page, the JSON-LD, llms.txt and the WebMCP tool say it from here.
 */
import type { SiteConfig } from '../content/schema.ts';

/** How long a confirmation holds before the build asks for a new one. */
export const CONFIRMATION_DAYS = 90;

export interface AvailabilityStatement {
  /** Taking projects now, from a month to come, or fully booked. */
  readonly kind: 'now' | 'from' | 'booked';
  /** The month, "YYYY-MM", when `kind` is "from". */
  readonly month?: string;
  /** The statement, in site.ts's words. */
  readonly text: string;
  readonly note?: string;
}

/** "2027-03" as a reader of `language` says it: "March 2027". */
const monthName = (month: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

/** The statement on `day` ("YYYY-MM-DD"); undefined when site.ts states none. */
export function availabilityOn(
  {
    availability,
    availabilityWords: words,
    language,
  }: Pick<SiteConfig, 'availability' | 'availabilityWords' | 'language'>,
  day: string,
): AvailabilityStatement | undefined {
  if (!availability) return undefined;
  const { status, note } = availability;
  const kind =
    status === 'booked' ? 'booked' : status === 'now' || status <= day.slice(0, 7) ? 'now' : 'from';
  return {
    kind,
    text:
      kind === 'from'
        ? words.from.replace('{month}', () => monthName(status, language))
        : words[kind],
    ...(kind === 'from' && { month: status }),
    ...(note && { note }),
  };
}

/**
 * The statement as of the day the site was built, which vite.config.ts fixes
 * for the whole build. A build writes the statement in (VITE_AVAILABILITY),
 * so the browser gets it without this module's code; the dev server and the
 * tests make it here.
 */
export function builtAvailability(
  config: Pick<SiteConfig, 'availability' | 'availabilityWords' | 'language'>,
): AvailabilityStatement | undefined {
  const built = import.meta.env.VITE_AVAILABILITY;
  if (built === undefined) return availabilityOn(config, import.meta.env.VITE_BUILD_DAY);
  const byLanguage = JSON.parse(built) as Record<string, AvailabilityStatement | null>;
  return byLanguage[config.language] ?? undefined;
}

/** Days between two days, "YYYY-MM-DD". */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
