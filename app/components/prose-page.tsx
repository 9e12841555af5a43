import type { ProsePageContent } from '../content/schema.ts';
import { Closing } from './action-links.tsx';
import { Lead } from './lead.tsx';
import { PageHeading } from './page-heading.tsx';
import { ProseSection } from './prose-section.tsx';

/**
 * A page of prose the owner adds (docs/content.md, "Adding a page of your own"): its heading,
 * lead and sections, closed by the row of actions every page ends with.
 * @public
 */
export function ProsePage({ content }: { readonly content: ProsePageContent }) {
  return (
    <>
      <PageHeading headline={content.headline}>{content.heading}</PageHeading>
      <Lead>{content.lead}</Lead>
      {content.sections.map((section) => (
        <ProseSection key={section.heading} section={section} />
      ))}
      <Closing links={content.links} />
    </>
  );
}
