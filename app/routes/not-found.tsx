import { Link } from 'react-router';
import { PageHeading } from '../components/page-heading';
import { homePath } from '../content/pages';
import { documentTitle } from '../lib/meta';

export function meta() {
  return [{ title: documentTitle('Page not found') }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return (
    <>
      <PageHeading>Page not found</PageHeading>
      <p>
        Sorry, there is no page at this address. It may have moved, or the link may be mistyped.
      </p>
      <p>
        <Link to={homePath}>Go to the home page</Link>
      </p>
    </>
  );
}
