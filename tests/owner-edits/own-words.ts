/** The README's edits of the owner's own words, in a copy of the project. */
import { existsSync } from 'node:fs';
import type { ProjectCopy } from './project-copy.ts';

/**
 * The owner's own words where the template's stand: each page's heading and
 * headline, About's lead and story, the portfolio's introduction and the
 * contact page's labels, none of them the specification's.
 */
export function rewriteWords(project: ProjectCopy) {
  // A page removed before may have taken its module with it.
  const own = (file: string, field: string, text: string) => {
    if (existsSync(project.file(`app/content/${file}`)))
      project.edit(
        `app/content/${file}`,
        new RegExp(`\\n {2}${field}:\\s*(['\`])[^\\n]*?\\1,`),
        `\n  ${field}: ${JSON.stringify(text)},`,
      );
  };
  for (const [file, heading, headline] of [
    ['home.ts', 'WELCOME', 'Websites for bakeries, choirs and small museums'],
    ['about.ts', 'WHO I AM', 'A bookbinder who learned to write code'],
    ['projects.ts', 'Things I have made', 'Work for neighbours and friends'],
    ['contact.ts', 'Write to me', 'A reply within two working days'],
  ]) {
    own(file!, 'heading', heading!);
    own(file!, 'headline', headline!);
  }
  own('about.ts', 'lead', 'I bound books for twelve years before I built my first website.');
  own('projects.ts', 'intro', 'A few of the sites I have built for people nearby.');
  own('contact.ts', 'phoneLabel', 'Ring me');
  own('contact.ts', 'saveContactLabel', 'Keep my card');
  own('site.ts', 'emailLabel', 'Send an email');
  if (existsSync(project.file('app/content/about.ts')))
    project.edit(
      'app/content/about.ts',
      /\n {4}heading: 'From music[^\n]*\n {4}paragraphs: \[[\s\S]*?\n {4}\],/,
      `\n    heading: 'From paper to pixels',\n    paragraphs: ['Paper taught me patience; the web taught me to share it.'],`,
    );
}
