import { emailAddress } from '../components/typeset.tsx';
import { site } from '../content/site.ts';
import styles from './site-footer.module.css';

/** What the site conforms to; docs/accessibility.md says how it is tested. */
const ACCESSIBILITY_STANDARD = 'WCAG 2.2 AA';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <p>
        © {site.copyrightYear} {site.ownerName}
      </p>
      <p>This site was built with {site.builtWith}.</p>
      <p>
        Built to {ACCESSIBILITY_STANDARD}. Found a barrier? Email{' '}
        <a href={`mailto:${site.email}?subject=${encodeURIComponent('Accessibility problem')}`}>
          {emailAddress(site.email)}
        </a>
        .
      </p>
    </footer>
  );
}
