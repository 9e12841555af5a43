import { PageHeading } from '../components/page-heading.tsx';
import { SiteLink } from '../components/site-link.tsx';
import { homePath, notFoundPage } from '../content/pages.ts';
import { notFoundMeta } from '../lib/meta.ts';

export const meta = notFoundMeta;

export default function NotFound() {
  return (
    <>
      <PageHeading>{notFoundPage.title}</PageHeading>
      {/* The marker entry.client.tsx starts the app as this page by. */}
      <p data-not-found="">
        Sorry, there is no page at this address. It may have moved, or the link may be mistyped.
      </p>
      <p>
        <SiteLink to={homePath}>Go to the home page</SiteLink>
      </p>
    </>
  );
}
