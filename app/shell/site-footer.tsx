import { BookingLink, SiteLink, useOnBookingPage } from '../components/site-link.tsx';
import { emailAddress } from '../components/typeset.tsx';
import { LanguageLinks } from './toolbar.tsx';
import { languages, useLanguage } from '../lib/languages.ts';
import logoUrl from '../content/images/logo.svg';
import styles from './site-footer.module.css';

/** What the site conforms to; docs/accessibility.md says how it is tested. */
const ACCESSIBILITY_STANDARD = 'WCAG 2.2 AA';

/** Every page's end, a band across the page: the studio, its pages, the ways to reach the owner, and the small print. */
export function SiteFooter() {
  const language = useLanguage();
  const { site } = language;
  const [barrier = '', afterAddress] = site.words.barrier.split('{email}');
  return (
    <footer className={styles.footer}>
      <p className={`wordmark ${styles.studio}`}>
        {/* Below the fold on every page: fetched only as it comes near. */}
        <img src={logoUrl} alt="" width={32} height={32} loading="lazy" className={styles.mark} />
        {site.studioName}
      </p>
      <ul className={styles.links}>
        {language.pages.map((page) => (
          <li key={page.path}>
            <SiteLink to={page.path}>{page.label}</SiteLink>
          </li>
        ))}
      </ul>
      <ul className={styles.links}>
        <li>
          <a href={`tel:${site.phone}`} className={styles.phone}>
            {site.phoneDisplay}
          </a>
        </li>
        <li>
          <a href={`mailto:${site.email}`}>{site.emailLabel}</a>
        </li>
        {languages.length > 1 && (
          <li>
            <LanguageLinks />
          </li>
        )}
        {useOnBookingPage() ? null : (
          <li>
            <BookingLink />
          </li>
        )}
      </ul>
      <div className={styles.smallPrint}>
        <p>{`© ${site.copyrightYear} ${site.ownerName}`}</p>
        <p>{site.words.builtWith.replace('{framework}', () => site.builtWith)}</p>
        <p>
          {barrier.replace('{standard}', () => ACCESSIBILITY_STANDARD)}
          {/* The address with what follows it, so that a line breaks before it, not inside. */}
          <span className={styles.address}>
            <a
              href={`mailto:${site.email}?subject=${encodeURIComponent(site.words.barrierSubject)}`}
            >
              {emailAddress(site.email)}
            </a>
            {afterAddress}
          </span>
        </p>
      </div>
    </footer>
  );
}
