import { ActionLinks } from '../components/action-links.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { notFoundPath } from '../content/pages.ts';
import { homeOf, pageOf, useLanguage } from '../lib/languages.ts';
import { notFoundMeta } from '../lib/meta.ts';
import type { Route } from './+types/not-found';

export const meta = ({ location }: Route.MetaArgs) => notFoundMeta(location.pathname);

/** The status, set as the page's display line: a figure every language reads alike. */
const STATUS = '404';

export default function NotFound() {
  const language = useLanguage();
  const portfolio = pageOf(language, 'portfolio');
  return (
    <>
      <PageHeading headline={STATUS}>{language.notFoundPage.title}</PageHeading>
      {/* The marker entry.client.tsx starts the app as this page by: where it is prerendered. */}
      <p data-not-found={`${language.prefix}${notFoundPath}`}>{language.site.words.notFound}</p>
      {/* Ways on: booking (the contact page, or the owner's scheduling page), home, the work. */}
      <ActionLinks
        links={[
          { to: homeOf(language), label: language.site.words.homeLink },
          ...(portfolio ? [{ to: portfolio.path, label: portfolio.label }] : []),
        ]}
      />
    </>
  );
}
