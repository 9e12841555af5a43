import type { MetaDescriptor } from 'react-router';
import { type PagePath, notFoundPage, pageFor } from '../content/pages';
import { site } from '../content/site';

/** The share image the build makes from this site's own screenshot (scripts/build/site-files.ts). */
export const SHARE_IMAGE = { path: '/share.jpg', width: 1200, height: 630 } as const;

export function documentTitle(title: string): string {
  return `${title} | ${site.studioName}`;
}

/** A path of the site, or a link found on its pages, as an address on the deployed site. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.siteUrl}/`).href;
}

interface DocumentMeta {
  readonly title: string;
  readonly description: string;
  /** The page's own path, for its canonical URL; omitted where there is none. */
  readonly path?: string;
  readonly noindex?: boolean;
}

function documentMeta({ title, description, path, noindex }: DocumentMeta): MetaDescriptor[] {
  const fullTitle = documentTitle(title);
  const image = absoluteUrl(SHARE_IMAGE.path);
  const imageAlt = `The ${site.studioName} website`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(path
      ? [
          { tagName: 'link', rel: 'canonical', href: absoluteUrl(path) },
          // The page as Markdown, for AI assistants (scripts/build/agent-files.ts).
          { tagName: 'link', rel: 'alternate', type: 'text/markdown', href: `${path}.md` },
          { property: 'og:url', content: absoluteUrl(path) },
        ]
      : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.studioName },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
    { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
}

/** The `meta` of a page in the page list. */
export function pageMeta(path: PagePath): MetaDescriptor[] {
  const page = pageFor(path);
  return documentMeta({ title: page.title, description: page.description, path });
}

/** The `meta` of the not-found page: described, but kept out of search results. */
export function notFoundMeta(): MetaDescriptor[] {
  return documentMeta({ ...notFoundPage, noindex: true });
}
