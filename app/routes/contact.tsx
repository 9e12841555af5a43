import { PageHeading } from '../components/page-heading';
import { pageMeta } from '../lib/meta';

export const meta = () => pageMeta('/contact');

export default function ContactPage() {
  return (
    <>
      <PageHeading>Let&apos;s Build Something Worth Keeping</PageHeading>
    </>
  );
}
