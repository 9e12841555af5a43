import { PageHeading } from '../components/page-heading.tsx';
import { SiteLink } from '../components/site-link.tsx';
import { notFoundPath } from '../content/pages.ts';
import { homeOf, useLanguage } from '../lib/languages.ts';
import { notFoundMeta } from '../lib/meta.ts';
import type { Route } from './+types/not-found';

export const meta = ({ location }: Route.MetaArgs) => notFoundMeta(location.pathname);

export default function NotFound() {
  const language = useLanguage();
  return (
    <>
      <PageHeading>{language.notFoundPage.title}</PageHeading>
      {/* The marker entry.client.tsx starts the app as this page by: where it is prerendered. */}
      <p data-not-found={`${language.prefix}${notFoundPath}`}>{language.site.words.notFound}</p>
      <p>
        <SiteLink to={homeOf(language)}>{language.site.words.homeLink}</SiteLink>
      </p>
    </>
  );
}
