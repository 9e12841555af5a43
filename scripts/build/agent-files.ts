/**
 * What the site offers AI assistants, written at build time next to the
 * pages: a Markdown twin of every page (`/services.md` beside `/services`)
 * and `/llms.txt` (llmstxt.org), which introduces the studio and links them.
 *
 * A twin is the page's own prerendered content turned into Markdown: the
 * `<main>` that React rendered from the content modules, so its headings,
 * prose, computed prices and links are the page's, never a second copy that
 * could drift. The site's furniture (toolbar, menu, footer) and decorative
 * marks are left out.
 */
import { NodeHtmlMarkdown } from 'node-html-markdown';
import type { HTMLElement } from 'node-html-parser';
import { home } from '../../app/content/home.ts';
import type { SitePage } from '../../app/content/pages.ts';
import { services } from '../../app/content/services.ts';
import { site } from '../../app/content/site.ts';
import { buildDay } from '../../app/content/validate.ts';
import { availabilityOn } from '../../app/lib/availability.ts';
import { absoluteUrl } from '../../app/lib/meta.ts';
import { firstLanguage, languages, nameOf, pageOf } from '../../app/lib/languages.ts';
import {
  caseStudyPages,
  caseStudyPagesOf,
  menuPages,
  menuPagesOf,
  postPagesOf,
} from '../../app/lib/site-pages.ts';
import { vcardPath } from '../../app/lib/vcard.ts';
import { formatHourlyRate, formatPrice, priceRange } from '../../app/lib/pricing.ts';

/** The twin of a page: `/services` → `/services.md`. */
export const twinPath = (pagePath: string) => `${pagePath}.md`;

const markdown = new NodeHtmlMarkdown({ bulletMarker: '-' });

/** The Markdown twin of a page, from its prerendered <main>, which it changes. */
export function markdownTwin(main: HTMLElement | null, page: SitePage): string {
  if (!main) throw new Error(`${page.path}: the prerendered page has no <main>`);
  // Decoration, pictures (their links and captions stay), what only makes sense on screen,
  // and the trail of links over a page (the twin's last line links every page).
  for (const element of main.querySelectorAll(
    '[aria-hidden="true"], svg, picture, img, style, script, nav',
  ))
    element.remove();
  // A table's caption becomes the paragraph before it: Markdown tables have none.
  for (const caption of main.querySelectorAll('table > caption')) {
    caption.parentNode?.insertAdjacentHTML('beforebegin', `<p>${caption.innerHTML}</p>`);
    caption.remove();
  }
  for (const link of main.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    if (!/^(mailto|tel):/.test(href)) link.setAttribute('href', new URL(href, site.siteUrl).href);
  }
  const body = markdown.translate(main.innerHTML).trim();
  const source = `The web page: <${absoluteUrl(page.path)}>. Every page of the site: <${absoluteUrl('/llms.txt')}>.`;
  return `${body}\n\n---\n\n${source}\n`;
}

/** `/llms.txt`: who the studio is, then a link to every page's twin, case studies and posts after. */
export function llmsTxt(): string {
  const availability = availabilityOn(site, buildDay());
  const pricing = pageOf(firstLanguage, 'services') !== undefined;
  const cheapest = Math.min(
    ...services.tiers.list.map((tier) => priceRange(services.hourlyRate, tier.hours).low),
  );
  const link = (name: string, url: string, note: string) =>
    `- [${name}](${absoluteUrl(url)}): ${note}`;
  const section = (heading: string, list: readonly SitePage[]) =>
    list.length > 0
      ? [
          `## ${heading}`,
          '',
          ...list.map((page) => link(page.label, twinPath(page.path), page.description)),
          '',
        ]
      : [];
  return [
    `# ${site.studioName}`,
    '',
    `> ${site.description}`,
    '',
    `${site.studioName} is the one-person web development studio of ${site.ownerName}. ${home.intro.join(' ')}`,
    '',
    ...(availability
      ? [`${availability.text}.${availability.note ? ` ${availability.note}` : ''}`, '']
      : []),
    // The prices, while the site publishes them on its services page.
    pricing
      ? `Work is priced by the hour at ${formatHourlyRate(services.hourlyRate)}; project tiers start at ${formatPrice(cheapest)}, hosting is included, and the first consultation is free. Contact: ${site.email}, ${site.phoneDisplay}.`
      : `Hosting is included, and the first consultation is free. Contact: ${site.email}, ${site.phoneDisplay}.`,
    '',
    `Each page below is also served as Markdown, generated from the same content as the web page. Browsers that support WebMCP can also ask the pages for ${pricing ? 'the services, a price estimate, ' : ''}the projects and the contact details as tools.`,
    '',
    '## Pages',
    '',
    ...menuPages.map((page) => link(page.label, twinPath(page.path), page.description)),
    '',
    ...section('Case studies', caseStudyPages),
    ...section('Writing', postPagesOf(firstLanguage)),
    // Each other language's pages, under its name in itself ("Español").
    ...languages
      .slice(1)
      .flatMap((language) =>
        section(nameOf(language.tag), [
          ...menuPagesOf(language),
          ...caseStudyPagesOf(language),
          ...postPagesOf(language),
        ]),
      ),
    '## Optional',
    '',
    link(
      'Contact card',
      vcardPath(firstLanguage),
      `${site.ownerName}'s vCard, for an address book`,
    ),
    link('Sitemap', '/sitemap.xml', 'the address of every web page'),
    ...(site.designSiteUrl
      ? [
          `- [${site.designSiteLabel}](${site.designSiteUrl}): ${site.ownerName}'s graphic design work`,
        ]
      : []),
    '',
  ].join('\n');
}
