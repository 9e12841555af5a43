import type { ReactNode } from 'react';
import type { ProseSection as ProseSectionContent } from '../content/schema.ts';
import { Section } from './section.tsx';
import { typeset } from './typeset.tsx';

/** A section of paragraphs, straight from a content module. */
export function ProseSection({
  section,
  aside,
}: {
  readonly section: ProseSectionContent;
  readonly aside?: ReactNode;
}) {
  return (
    <Section heading={section.heading} aside={aside}>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{typeset(paragraph)}</p>
      ))}
    </Section>
  );
}
