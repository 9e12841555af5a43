import type { MouseEvent, ReactNode } from 'react';
import { Link, type LinkProps, useMatch } from 'react-router';
import { type Booking, bookingOf } from '../lib/booking.ts';
import { type Language, firstLanguage, pageOf, useLanguage } from '../lib/languages.ts';

/**
 * Whether a followed link cross-fades to its page: only where the browser has
 * the View Transitions API. Elsewhere (Firefox before 144, Safari before 18)
 * React Router would warn in the console on every navigation, and the page
 * changes the same without the fade. False while prerendering; it changes no
 * markup, so hydration matches.
 */
export const viewTransition = typeof document !== 'undefined' && 'startViewTransition' in document;

/** A click the app handles itself: the main button, no key held to open a new tab or window. */
export function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A link to one of the site's own pages: once the app runs, followed in place, with the cross-fade.
 * With no server to ask (`ssr: false`) the app has every route from the start, so a link marks
 * nothing for discovery (`discover="none"`): the mark was bytes in every page's first round trip.
 */
export function SiteLink(props: LinkProps) {
  const language = useLanguage();
  // A first-language page's address, on another language's page (a module it keeps in the first
  // language by choice), leads to that language's version; a link that names its language
  // (hrefLang: the switch) leads where it says.
  const to =
    typeof props.to === 'string' && !props.hrefLang ? inLanguageOf(language, props.to) : props.to;
  return <Link {...props} to={to} viewTransition={viewTransition} discover="none" />;
}

/** `path`, a page of the first language's (with any #fragment), as `language` has it. */
function inLanguageOf(language: Language, path: string): string {
  if (language === firstLanguage) return path;
  const [page = '', fragment] = path.split('#');
  const module = firstLanguage.pages.find((entry) => entry.path === page)?.module;
  const own = module && pageOf(language, module)?.path;
  return own ? `${own}${fragment === undefined ? '' : `#${fragment}`}` : path;
}

/** The site's one primary action (site.ts: bookingLabel, bookingUrl). */
/** Where booking leads in the language of the page: its contact page, or the owner's scheduling page. */
export function useBooking(): Booking {
  const language = useLanguage();
  return bookingOf(language.site, pageOf(language, 'contact')?.path);
}

/** Whether this is the page booking leads to (the contact page, unless booking is elsewhere). */
export function useOnBookingPage() {
  return useMatch(useBooking().href) !== null;
}

/**
 * A link to book a consultation. `children` may shorten what shows, never its
 * start; the link's name is always the whole label. On the page booking leads
 * to, it would lead nowhere: there it writes an email instead.
 */
export function BookingLink({
  className,
  children,
  onClick,
  describedBy,
}: {
  readonly className?: string;
  readonly children?: ReactNode;
  /** Called as the link is followed (the phone menu closes itself). */
  readonly onClick?: () => void;
  /** The element that says what this booking is for (a tier's row header). */
  readonly describedBy?: string;
}) {
  const booking = useBooking();
  const { site } = useLanguage();
  const name = children === undefined ? undefined : booking.label;
  if (useOnBookingPage())
    return (
      <a
        href={`mailto:${site.email}`}
        className={className}
        onClick={onClick}
        aria-describedby={describedBy}
      >
        {site.emailLabel}
      </a>
    );
  return booking.external ? (
    <a
      href={booking.href}
      className={className}
      onClick={onClick}
      aria-label={name}
      aria-describedby={describedBy}
    >
      {children ?? booking.label}
    </a>
  ) : (
    <SiteLink
      to={booking.href}
      className={className}
      onClick={onClick}
      aria-label={name}
      aria-describedby={describedBy}
    >
      {children ?? booking.label}
    </SiteLink>
  );
}
