import { Link } from 'react-router';
import { homePath } from '../content/pages';
import { site } from '../content/site';
import { SIDE_MENU_ID } from './side-menu';
import styles from './toolbar.module.css';

/** Opens the menu where the browser lacks invoker commands (`commandfor`). */
function openMenuFallback() {
  if ('command' in HTMLButtonElement.prototype) return;
  const menu = document.getElementById(SIDE_MENU_ID);
  if (menu instanceof HTMLDialogElement) menu.showModal();
}

export function Toolbar() {
  return (
    <header className={styles.toolbar}>
      <button
        type="button"
        className={styles.toggle}
        aria-label="Toggle sidenav"
        aria-haspopup="dialog"
        aria-controls={SIDE_MENU_ID}
        commandfor={SIDE_MENU_ID}
        command="show-modal"
        onClick={openMenuFallback}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path d="M3 6h18M3 12h18M3 18h18" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <Link to={homePath} className={styles.brand} viewTransition>
        {site.studioName}
      </Link>
    </header>
  );
}
