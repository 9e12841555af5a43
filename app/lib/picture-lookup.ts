/**
 * Finds a content image among processed pictures by the file its content names, with its dark
 * theme's version: images.ts over app/content/images/, the components' tests over their own.
 */
import type { Picture } from './images.ts';

/** A content image as the content names it: its file, and its dark theme's where it has one. */
export interface ImageFiles {
  readonly file: string;
  readonly dark?: string | undefined;
}

/** The lookups over `pictures`, a glob's result whose keys start with `root`. */
export function pictureLookup(pictures: Readonly<Record<string, Picture>>, root: string) {
  const processed = (file: string, usedBy: string): Picture => {
    const picture = pictures[`${root}${file}`];
    if (!picture) throw new Error(`${usedBy}: there is no image "${file}" in app/content/images/`);
    return picture;
  };
  /**
   * The processed picture of `file` (relative to the images folder), with its dark theme's.
   * `usedBy` names the content module and field, for the error message.
   */
  const pictureFor = ({ file, dark }: ImageFiles, usedBy: string, folder = ''): Picture => {
    const picture = processed(folder + file, usedBy);
    if (dark === undefined) return picture;
    return { ...picture, dark: processed(folder + dark, usedBy).sources['avif'] };
  };
  /**
   * The processed screenshot `file` (in `screenshots/`). Its 16:10 shape is the content schema's
   * to check, before the build bundles anything (app/content/schema.ts).
   */
  const screenshotFor = (image: ImageFiles, usedBy: string): Picture =>
    pictureFor(image, usedBy, 'screenshots/');
  return { pictureFor, screenshotFor };
}
