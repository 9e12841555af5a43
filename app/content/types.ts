import type { PagePath } from './pages';

/** A link to another page of this site. */
export interface PageLink {
  readonly to: PagePath;
  /** Link text; says where it goes without its surroundings. */
  readonly label: string;
}

/**
 * A raster image in `app/content/images/`. The build turns it into AVIF and
 * JPEG at several widths; replace the file to replace the picture.
 */
export interface ContentImage {
  /** File name inside `app/content/images/`, e.g. "portrait.jpg". */
  readonly file: string;
  /** What the image shows, for people who can't see it. Never empty. */
  readonly alt: string;
}

/** A titled block of prose. */
export interface ProseSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

/** A short titled point, as in a list of strengths. */
export interface Point {
  readonly title: string;
  readonly text: string;
}
