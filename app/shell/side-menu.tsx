import { useEffect, useRef } from 'react';
import actionLinks from '../components/action-links.module.css';
import { Availability } from '../components/availability.tsx';
import { BookingLink } from '../components/site-link.tsx';
import logoUrl from '../content/images/logo.svg';
import { useLanguage } from '../lib/languages.ts';
import { HANDSET_QUERY } from './handset.ts';
import { SiteNav } from './site-nav.tsx';
import { LanguageLinks } from './toolbar.tsx';
import { SIDE_MENU_ID, useModalMenu } from './menu-mode.ts';
import iconButton from './icon-button.module.css';
import styles from './side-menu.module.css';

/**
 * The menu in both of its modes. CSS picks the mode from the viewport before
 * any script runs: on handsets a `<dialog>` over the page, on larger screens
 * the permanent panel.
 *
 * The handset dialog works before the app starts, and without script, as a
 * popover: the toolbar's toggle shows it, and its close button, Escape or a
 * click outside it closes it, natively in every engine. Once the app runs it becomes a modal
 * dialog (`showModal()`: the page behind it inert), closed by its close
 * button, Escape or a click on the backdrop; script closes it when a link is followed or the
 * viewport leaves handset size, and keeps Tab inside it. Either way it is
 * exposed as a dialog.
 */
/** Closes the menu in whichever mode it is open. */
function closeMenu(dialog: HTMLDialogElement | null) {
  if (!dialog) return;
  if (dialog.hasAttribute('popover') && dialog.matches(':popover-open')) dialog.hidePopover();
  dialog.close();
}

export function SideMenu() {
  const { site } = useLanguage();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const modal = useModalMenu();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const handset = window.matchMedia(HANDSET_QUERY);
    const closeUnlessHandset = () => {
      if (!handset.matches) closeMenu(dialog);
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
        aria-label={site.words.menu}
        popover={modal ? undefined : 'auto'}
        closedby={modal ? 'any' : undefined}
      >
        <div className={styles.header}>
          {/* The studio's mark beside its name, which says it: the mark is read as nothing. */}
          <img src={logoUrl} alt="" width={32} height={32} loading="lazy" className={styles.mark} />
          <p className={`wordmark ${styles.name}`}>{site.studioName}</p>
          {/* Before the app runs (and without script) it hides the popover natively. */}
          <button
            type="button"
            className={`${iconButton.button} ${styles.close}`}
            aria-label={site.words.closeMenu}
            popoverTarget={modal ? undefined : SIDE_MENU_ID}
            popoverTargetAction={modal ? undefined : 'hide'}
            onClick={modal ? () => closeMenu(dialogRef.current) : undefined}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        <SiteNav onLinkClick={() => closeMenu(dialogRef.current)} />
        {/* On a phone the toolbar has no room for the switch: the other languages are here. */}
        <p className={styles.languages}>
          <LanguageLinks
            className={styles.language}
            onFollow={() => closeMenu(dialogRef.current)}
          />
        </p>
        <Availability className={styles.availability} />
        <p className={styles.action}>
          <BookingLink
            className={`${actionLinks.primary} ${styles.booking}`}
            onClick={() => closeMenu(dialogRef.current)}
          />
        </p>
      </dialog>
      <div className={styles.panel}>
        <SiteNav />
      </div>
    </>
  );
}
