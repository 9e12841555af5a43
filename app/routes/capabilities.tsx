import { Link } from 'react-router';
import { PageHeading } from '../components/page-heading';
import { pageMeta } from '../lib/meta';

export const meta = () => pageMeta('/capabilities');

export default function CapabilitiesPage() {
  return (
    <>
      <PageHeading>CAPABILITIES</PageHeading>
      <ul>
        <li>
          <Link to="/portfolio">Portfolio</Link>
        </li>
      </ul>
    </>
  );
}
