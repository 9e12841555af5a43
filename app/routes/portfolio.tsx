import { Link } from 'react-router';
import { PageHeading } from '../components/page-heading';
import { pageMeta } from '../lib/meta';

export const meta = () => pageMeta('/portfolio');

export default function PortfolioPage() {
  return (
    <>
      <PageHeading>Craftsmanship in Action — Selected Projects</PageHeading>
      <ul>
        <li>
          <Link to="/contact">Want to see what I can build for you?</Link>
        </li>
      </ul>
    </>
  );
}
