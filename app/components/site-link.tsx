import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { site } from '../content/site';
import { bookingOf } from '../lib/booking';
import { viewTransition } from '../lib/view-transition';

/** The site's one primary action (site.ts: bookingLabel, bookingUrl). */
export const booking = bookingOf(site);

/**
 * A link to book a consultation. `children` may shorten what shows, never its
 * start; the link's name is always the whole label.
 */
export function BookingLink({
  className,
  children = booking.label,
  onClick,
}: {
  readonly className?: string;
  readonly children?: ReactNode;
  /** Called as the link is followed (the phone menu closes itself). */
  readonly onClick?: () => void;
}) {
  const name = children === booking.label ? undefined : booking.label;
  return booking.external ? (
    <a href={booking.href} className={className} onClick={onClick} aria-label={name}>
      {children}
    </a>
  ) : (
    <Link
      to={booking.href}
      className={className}
      onClick={onClick}
      aria-label={name}
      viewTransition={viewTransition}
    >
      {children}
    </Link>
  );
}
