import { Closing } from '../components/action-links.tsx';
import { Lead } from '../components/lead.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { ResumeEntry } from '../components/resume-entry.tsx';
import { Section } from '../components/section.tsx';
import { inLanguage } from '../lib/content-in.ts';
import { languageOfUrl, pageMeta, sitePath } from '../lib/meta.ts';
import { useLanguage } from '../lib/languages.ts';
import { resumeFiles } from '../lib/vcard.ts';
import type { Route } from './+types/resume';
import styles from './resume.module.css';
import { typeset } from '../components/typeset.tsx';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname);

/** The page's words, in its language: in the prerendered page, or loaded for a navigation. */
export async function clientLoader({ request }: { readonly request: Request }) {
  return {
    resume: await inLanguage('resume', languageOfUrl(request.url)),
  };
}
export const loader = clientLoader;

export default function ResumePage({ loaderData }: Route.ComponentProps) {
  const { resume } = loaderData;
  const files = resumeFiles(useLanguage());
  return (
    <>
      <PageHeading headline={resume.headline}>{resume.heading}</PageHeading>
      {resume.bio.map((paragraph) => (
        <Lead key={paragraph}>{paragraph}</Lead>
      ))}
      {/* Made from this page's content at build time (scripts/build/resume-files.ts). */}
      <ul className={styles.downloads}>
        <li>
          <a
            href={sitePath(files.pdf)}
            type="application/pdf"
            download={files.pdf.split('/').at(-1)}
          >
            {resume.downloads.pdf}
          </a>
        </li>
        <li>
          <a href={sitePath(files.json)} type="application/json">
            {resume.downloads.json}
          </a>
        </li>
      </ul>
      <Section heading={resume.strengthsHeading}>
        <ul className={styles.strengths}>
          {resume.strengths.map((strength) => (
            <li key={strength}>{typeset(strength)}</li>
          ))}
        </ul>
      </Section>
      <Section heading={resume.experienceHeading}>
        {resume.experience.map((position) => (
          <ResumeEntry key={`${position.organization} ${position.startYear}`} position={position} />
        ))}
      </Section>
      <Section heading={resume.educationHeading}>
        <ul className={styles.education}>
          {resume.education.map((entry) => (
            <li key={entry.credential}>
              {entry.credential}, <span className={styles.year}>{entry.year}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Closing links={resume.links} />
    </>
  );
}
