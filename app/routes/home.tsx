import { Link } from 'react-router';
import { PageHeading } from '../components/page-heading';
import { pageMeta } from '../lib/meta';

export const meta = () => pageMeta('/home');

export default function HomePage() {
  return (
    <>
      <PageHeading>HOME</PageHeading>
      <ul>
        <li>
          <Link to="/services">Services</Link>
        </li>
        <li>
          <Link to="/capabilities">Capabilities</Link>
        </li>
        <li>
          <Link to="/contact">Contact</Link>
        </li>
      </ul>
    </>
  );
}
