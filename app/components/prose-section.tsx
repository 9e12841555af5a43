import type { ProseSection as ProseSectionContent } from '../content/schema';
import { Section } from './section';
import { typeset } from './typeset';

/** A section of paragraphs, straight from a content module. */
export function ProseSection({ section }: { readonly section: ProseSectionContent }) {
  return (
    <Section heading={section.heading}>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{typeset(paragraph)}</p>
      ))}
    </Section>
  );
}
