import styles from './page-heading.module.css';
import { typeset } from './typeset.tsx';

interface PageHeadingProps {
  /** The page's heading, as the spec names it: every page's `h1` looks alike. */
  readonly children: string;
  /** The line in display type under it. */
  readonly headline?: string;
}

/**
 * A page's opening: its one `h1`, set as a label, over a headline. The
 * heading takes focus after client-side navigation, hence tabIndex -1:
 * focusable by script, not in the tab order.
 */
export function PageHeading({ children, headline }: PageHeadingProps) {
  return (
    <>
      <h1 tabIndex={-1} className={styles.heading}>
        {typeset(children)}
      </h1>
      {headline ? <p className={styles.headline}>{typeset(headline)}</p> : null}
    </>
  );
}
