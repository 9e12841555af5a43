import type { MetaDescriptor } from 'react-router';
import { type PagePath, pageFor } from '../content/pages';
import { site } from '../content/site';

export function documentTitle(title: string): string {
  return `${title} | ${site.studioName}`;
}

/** The `meta` of a page in the page list. */
export function pageMeta(path: PagePath): MetaDescriptor[] {
  return [{ title: documentTitle(pageFor(path).title) }];
}
