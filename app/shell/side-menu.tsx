import { useEffect, useRef } from 'react';
import { HANDSET_QUERY } from './handset';
import { SiteNav } from './site-nav';
import styles from './side-menu.module.css';

export const SIDE_MENU_ID = 'side-menu';

/**
 * The menu in both of its modes. CSS picks the mode from the viewport before
 * any script runs: on handsets the modal `<dialog>` (opened by the toolbar's
 * invoker button, closed by Escape or a backdrop click, all native), on larger
 * screens the permanent panel. Script only closes the dialog when a link is
 * followed or the viewport leaves handset size, and keeps Tab inside it.
 */
export function SideMenu() {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const handset = window.matchMedia(HANDSET_QUERY);
    const closeUnlessHandset = () => {
      if (!handset.matches) dialog.close();
    };
    // Browsers without `closedby` support: a click outside the panel lands on
    // the dialog element itself (its backdrop).
    const closeOnBackdropClick = (event: MouseEvent) => {
      if ('closedBy' in HTMLDialogElement.prototype || event.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) dialog.close();
    };
    // A modal dialog makes the page inert, but Tab still leaves it for the
    // browser's own controls; keep it cycling through the menu instead.
    const keepFocusInside = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    handset.addEventListener('change', closeUnlessHandset);
    dialog.addEventListener('click', closeOnBackdropClick);
    dialog.addEventListener('keydown', keepFocusInside);
    return () => {
      handset.removeEventListener('change', closeUnlessHandset);
      dialog.removeEventListener('click', closeOnBackdropClick);
      dialog.removeEventListener('keydown', keepFocusInside);
    };
  }, []);

  return (
    <>
      <dialog
        id={SIDE_MENU_ID}
        ref={dialogRef}
        className={styles.overlay}
        aria-labelledby="side-menu-title"
        closedby="any"
      >
        <p id="side-menu-title" className={styles.title}>
          Menu
        </p>
        <SiteNav onLinkClick={() => dialogRef.current?.close()} />
      </dialog>
      <div className={styles.panel}>
        <SiteNav />
      </div>
    </>
  );
}
