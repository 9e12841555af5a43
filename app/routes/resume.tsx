import { ActionLinks } from '../components/action-links';
import { Lead } from '../components/lead';
import { PageHeading } from '../components/page-heading';
import { ResumeEntry } from '../components/resume-entry';
import { Section } from '../components/section';
import { resume } from '../content/resume';
import { site } from '../content/site';
import { pageMeta } from '../lib/meta';
import styles from './resume.module.css';
import { typeset } from '../components/typeset';

export const meta = () => pageMeta('/resume');

export default function ResumePage() {
  return (
    <>
      <PageHeading>{resume.heading}</PageHeading>
      <p className={styles.name}>{site.ownerName}</p>
      {resume.bio.map((paragraph) => (
        <Lead key={paragraph}>{paragraph}</Lead>
      ))}
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
      <ActionLinks links={resume.links} closing />
    </>
  );
}
