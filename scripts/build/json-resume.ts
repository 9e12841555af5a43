/** The resume as JSON Resume (jsonresume.org), made at build time from resume.ts and site.ts. */
import { type Position, resume as firstResume } from '../../app/content/resume.ts';
import type { ResumeContent } from '../../app/content/schema.ts';
import { type Language, firstLanguage, homeOf } from '../../app/lib/languages.ts';
import { absoluteUrl } from '../../app/lib/meta.ts';

/** The owner's role now: the current (first) position's. */
export const currentRole = (resume: ResumeContent) => resume.experience[0]?.role;

/** The resume as JSON Resume (its schema: @jsonresume/schema), in `language`'s words. */
export function jsonResume(language: Language = firstLanguage, resume = firstResume) {
  const { site } = language;
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: site.ownerName,
      ...(currentRole(resume) && { label: currentRole(resume) }),
      email: site.email,
      phone: site.phoneDisplay,
      url: absoluteUrl(homeOf(language)),
      summary: resume.bio.join(' '),
      ...(site.location && {
        location: {
          city: site.location.city,
          ...(site.location.region && { region: site.location.region }),
          countryCode: site.location.country,
        },
      }),
      ...(site.designSiteUrl && {
        profiles: [{ network: site.designSiteLabel, url: site.designSiteUrl }],
      }),
    },
    work: resume.experience.map((position: Position) => ({
      name: position.organization,
      position: position.role,
      startDate: String(position.startYear),
      ...(position.endYear !== undefined && { endDate: String(position.endYear) }),
      summary: position.summary,
      highlights: position.highlights,
    })),
    education: resume.education.map((entry) => ({
      studyType: entry.credential,
      endDate: String(entry.year),
    })),
    skills: resume.strengths.map((name) => ({ name })),
  };
}
