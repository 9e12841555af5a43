import { BookingLink, SiteLink, useBooking } from '../components/site-link.tsx';
import { homeOf, nameOf, useAlternates, useLanguage } from '../lib/languages.ts';
import { SIDE_MENU_ID, useModalMenu } from './menu-mode.ts';
import iconButton from './icon-button.module.css';
import styles from './toolbar.module.css';

// On a phone the button shows the label's first word; the whole label stays its name.
function openMenu() {
  const menu = document.getElementById(SIDE_MENU_ID);
  if (menu instanceof HTMLDialogElement) menu.showModal();
}

/**
 * The toolbar. Before the app starts (or without script) the toggle shows the
 * menu as a popover, which every engine supports; once it runs, it opens the
 * menu as a modal dialog instead (see SideMenu).
 */
export function Toolbar() {
  const modal = useModalMenu();
  const language = useLanguage();
  const { site } = language;
  const [firstWord, ...others] = useBooking().label.split(' ');
  const rest = others.join(' ');
  return (
    <header className={styles.toolbar}>
      <button
        type="button"
        className={`${iconButton.button} ${styles.toggle}`}
        aria-label={site.words.menuButton}
        aria-haspopup="dialog"
        aria-controls={SIDE_MENU_ID}
        popoverTarget={modal ? undefined : SIDE_MENU_ID}
        onClick={modal ? openMenu : undefined}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path d="M3 6h18M3 12h18M3 18h18" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <SiteLink to={homeOf(language)} className={`wordmark ${styles.brand}`}>
        {site.studioName}
      </SiteLink>
      <LanguageLinks className={styles.language} />
      <BookingLink className={styles.booking}>
        {firstWord}
        <span className={styles.rest}>{` ${rest}`}</span>
      </BookingLink>
    </header>
  );
}

/**
 * The same page in each other language, or its nearest: a plain link, named in that language
 * (in the toolbar from a tablet's width, in the phone's menu, and in every page's footer).
 * @param onFollow called as one is followed (the phone menu closes itself)
 */
export function LanguageLinks({
  className,
  onFollow,
}: {
  readonly className?: string;
  readonly onFollow?: () => void;
}) {
  const { tag: current } = useLanguage();
  return useAlternates()
    .filter(({ tag }) => tag !== current)
    .map(({ tag, path }) => (
      <SiteLink
        key={tag}
        to={path}
        lang={tag}
        hrefLang={tag}
        className={className}
        onClick={onFollow}
      >
        {nameOf(tag)}
      </SiteLink>
    ));
}
