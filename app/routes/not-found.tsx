import { PageHeading } from '../components/page-heading.tsx';
import { SiteLink } from '../components/site-link.tsx';
import { homePath, notFoundPage } from '../content/pages.ts';
import { site } from '../content/site.ts';
import { notFoundMeta } from '../lib/meta.ts';

export const meta = notFoundMeta;

export default function NotFound() {
  return (
    <>
      <PageHeading>{notFoundPage.title}</PageHeading>
      {/* The marker entry.client.tsx starts the app as this page by. */}
      <p data-not-found="">{site.words.notFound}</p>
      <p>
        <SiteLink to={homePath}>{site.words.homeLink}</SiteLink>
      </p>
    </>
  );
}
