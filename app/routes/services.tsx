import { Link } from 'react-router';
import { PageHeading } from '../components/page-heading';
import { pageMeta } from '../lib/meta';

export const meta = () => pageMeta('/services');

export default function ServicesPage() {
  return (
    <>
      <PageHeading>SERVICES</PageHeading>
      <ul>
        <li>
          <Link to="/portfolio">Portfolio</Link>
        </li>
        <li>
          <Link to="/contact">Free consult</Link>
        </li>
      </ul>
    </>
  );
}
