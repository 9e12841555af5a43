import { site } from '../content/site';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <p>
        © {site.copyrightYear} {site.ownerName}
      </p>
      <p>This site was built with {site.builtWith}.</p>
    </footer>
  );
}
