import { Link } from 'react-router';
import { PageHeading } from '../components/page-heading';
import { homePath, notFoundPage } from '../content/pages';
import { notFoundMeta } from '../lib/meta';
import { viewTransition } from '../lib/view-transition';

export const meta = notFoundMeta;

export default function NotFound() {
  return (
    <>
      <PageHeading>{notFoundPage.title}</PageHeading>
      <p>
        Sorry, there is no page at this address. It may have moved, or the link may be mistyped.
      </p>
      <p>
        <Link to={homePath} viewTransition={viewTransition}>
          Go to the home page
        </Link>
      </p>
    </>
  );
}
