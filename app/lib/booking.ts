import { contactPath as firstContactPath } from '../content/pages.ts';
import type { SiteConfig } from '../content/schema.ts';

/** The one primary action: its label, and where it leads. */
export interface Booking {
  readonly label: string;
  /** The owner's scheduling page (an https address), or the contact page. */
  readonly href: string;
  /** True for a scheduling page on another site: an ordinary link, not a route of this one. */
  readonly external: boolean;
}

export function bookingOf(
  config: Pick<SiteConfig, 'bookingLabel' | 'bookingUrl'>,
  contactPath: string = firstContactPath,
): Booking {
  return config.bookingUrl
    ? { label: config.bookingLabel, href: config.bookingUrl, external: true }
    : { label: config.bookingLabel, href: contactPath, external: false };
}
