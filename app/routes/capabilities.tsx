import { Closing } from '../components/action-links.tsx';
import { Lead } from '../components/lead.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { ProseSection } from '../components/prose-section.tsx';
import { Section } from '../components/section.tsx';
import type { CapabilitiesContent } from '../content/capabilities.schema.ts';
import { inLanguage } from '../lib/content-in.ts';
import { languageOfUrl, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/capabilities';
import styles from './capabilities.module.css';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname);

/** The page's words, in its language: in the prerendered page, or loaded for a navigation. */
export async function clientLoader({ request }: { readonly request: Request }) {
  const capabilities = await inLanguage('capabilities', languageOfUrl(request.url));
  return { capabilities: capabilities as CapabilitiesContent };
}
export const loader = clientLoader;

export default function CapabilitiesPage({ loaderData }: Route.ComponentProps) {
  const { capabilities } = loaderData;
  return (
    <>
      <PageHeading headline={capabilities.headline}>{capabilities.heading}</PageHeading>
      <Lead>{capabilities.intro}</Lead>
      <Section heading={capabilities.frameworksHeading}>
        <ul className={styles.technologies}>
          {capabilities.frameworks.map((technology) => (
            <li key={technology.name}>
              <strong className={styles.name}>{technology.name}</strong>
              <span className={styles.use}>{technology.use}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section heading={capabilities.uiLibrariesHeading}>
        <p>{capabilities.uiLibrariesIntro}</p>
        <ul className={styles.chips}>
          {capabilities.uiLibraries.map((library) => (
            <li key={library}>{library}</li>
          ))}
        </ul>
      </Section>
      <ProseSection section={capabilities.approach} />
      <Closing links={capabilities.portfolioLink ? [capabilities.portfolioLink] : []} />
    </>
  );
}
