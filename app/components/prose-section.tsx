import type { ProseSection as ProseSectionContent, SectionAside } from '../content/schema';
import { Section } from './section';
import { typeset } from './typeset';

/** A section of paragraphs, straight from a content module. */
export function ProseSection({
  section,
  aside,
}: {
  readonly section: ProseSectionContent;
  readonly aside?: SectionAside;
}) {
  return (
    <Section heading={section.heading} aside={aside}>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{typeset(paragraph)}</p>
      ))}
    </Section>
  );
}
