import { Mail, MapPin, Phone } from 'lucide';
import { Fragment, useId } from 'react';
import { ActionLinks } from '../components/action-links.tsx';
import { Availability } from '../components/availability.tsx';
import { Icon } from '../components/icon.tsx';
import { useBooking } from '../components/site-link.tsx';
import { Lead } from '../components/lead.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { emailAddress, typeset } from '../components/typeset.tsx';
import { inLanguage } from '../lib/content-in.ts';
import { useLanguage } from '../lib/languages.ts';
import { languageOfUrl, pageMeta, sitePath } from '../lib/meta.ts';
import { placeName } from '../lib/place.ts';
import { vcardFileName, vcardPath } from '../lib/vcard.ts';
import type { Route } from './+types/contact';
import styles from './contact.module.css';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname);

/** The page's words, in its language: in the prerendered page, or loaded for a navigation. */
export async function clientLoader({ request }: { readonly request: Request }) {
  return {
    contact: await inLanguage('contact', languageOfUrl(request.url)),
  };
}
export const loader = clientLoader;

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { contact } = loaderData;
  const language = useLanguage();
  const { site } = language;
  const stepsId = useId();
  return (
    <>
      <PageHeading headline={contact.headline}>{contact.heading}</PageHeading>
      <div className={styles.layout}>
        <div>
          {contact.intro.map((paragraph) => (
            <Lead key={paragraph}>{paragraph}</Lead>
          ))}
          <Availability />
          <ul className={styles.methods}>
            <li>
              <a href={`tel:${site.phone}`} className={styles.method}>
                <Icon icon={Phone} className={styles.icon} />
                <span className={styles.label}>{contact.phoneLabel}</span>{' '}
                <span className={styles.value}>
                  {site.phoneDisplay.split(' ').map((group, index) => (
                    // Each group of digits whole: the number breaks only at its spaces.
                    <Fragment key={index}>
                      {index > 0 && ' '}
                      <span className={styles.unbroken}>{group}</span>
                    </Fragment>
                  ))}
                </span>
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={styles.method}>
                <Icon icon={Mail} className={styles.icon} />
                <span className={styles.label}>{site.emailLabel}</span>{' '}
                <span className={styles.value}>{emailAddress(site.email)}</span>
              </a>
            </li>
          </ul>
          {site.location && (
            <p className={styles.place}>
              <Icon icon={MapPin} className={styles.icon} />
              {placeName(site.location, site.language)}
            </p>
          )}
          <p className={styles.save}>
            <a href={sitePath(vcardPath(language))} download={vcardFileName(site)}>
              {contact.saveContactLabel}
            </a>
            {` ${contact.saveContactNote}`}
          </p>
          <p>{contact.closing}</p>
        </div>
        <section aria-labelledby={stepsId} className={styles.steps}>
          <h2 id={stepsId} className={styles.stepsHeading}>
            {contact.nextSteps.heading}
          </h2>
          <ol className={styles.stepList}>
            {contact.nextSteps.steps.map((step) => (
              <li key={step}>{typeset(step)}</li>
            ))}
          </ol>
        </section>
      </div>
      {/* This page is where booking leads, unless the owner books on a scheduling page. */}
      {useBooking().external && <ActionLinks links={[]} closing />}
    </>
  );
}
