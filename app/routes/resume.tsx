import { PageHeading } from '../components/page-heading';
import { pageMeta } from '../lib/meta';

export const meta = () => pageMeta('/resume');

export default function ResumePage() {
  return (
    <>
      <PageHeading>Resume</PageHeading>
    </>
  );
}
