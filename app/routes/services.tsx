import { Closing } from '../components/action-links.tsx';
import { Lead } from '../components/lead.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { PricingTable } from '../components/pricing-table.tsx';
import { Section } from '../components/section.tsx';
import type { SupportPlan } from '../content/services.ts';
import { inLanguage } from '../lib/content-in.ts';
import { useLanguage } from '../lib/languages.ts';
import { languageOfUrl, pageMeta } from '../lib/meta.ts';
import { formatHourlyRate, formatMonthlyRetainer } from '../lib/pricing.ts';
import type { Route } from './+types/services';
import styles from './services.module.css';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname);

/** The page's words, in its language: in the prerendered page, or loaded for a navigation. */
export async function clientLoader({ request }: { readonly request: Request }) {
  return {
    services: await inLanguage('services', languageOfUrl(request.url)),
  };
}
export const loader = clientLoader;

function SupportPlanSection({ plan, rate }: { readonly plan: SupportPlan; readonly rate: number }) {
  const { retainer } = plan;
  const language = useLanguage();
  const { site } = language;
  return (
    <Section heading={plan.heading}>
      <p>{plan.text}</p>
      <ul className={styles.plans}>
        <li>
          <strong>{`${plan.hourly}:`}</strong>
          {` ${formatHourlyRate(rate, language)}`}
        </li>
        <li>
          <strong>{`${retainer.name}:`}</strong>
          {` ${site.words.retainer
            .replace('{hours}', () => String(retainer.hoursPerMonth))
            .replace('{price}', () =>
              formatMonthlyRetainer(rate, retainer.hoursPerMonth, language),
            )}, ${retainer.text}`}
        </li>
      </ul>
      {plan.note ? <p>{plan.note}</p> : null}
    </Section>
  );
}

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { services } = loaderData;
  const language = useLanguage();
  const { site } = language;
  const rate = services.hourlyRate;
  const { hosting, tiers, improvement, design, consult } = services;
  return (
    <>
      <PageHeading headline={services.headline}>{services.heading}</PageHeading>
      <Lead>{services.intro}</Lead>
      <Section heading={hosting.heading}>
        <p>{hosting.text}</p>
        <ul>
          {hosting.includes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <Section heading={tiers.heading} layout="wide">
        <p>{tiers.intro}</p>
        <PricingTable
          caption={site.words.tiersCaption
            .replace('{caption}', () => tiers.caption)
            .replace('{rate}', () => formatHourlyRate(rate, language))}
          rate={rate}
          tiers={tiers.list}
          words={tiers}
          language={language}
        />
        <p className={styles.note}>{tiers.note}</p>
        <h3 className={styles.includedHeading}>{tiers.included.heading}</h3>
        <ul>
          {tiers.included.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <SupportPlanSection plan={improvement} rate={rate} />
      <SupportPlanSection plan={design} rate={rate} />
      <Closing
        heading={consult.heading}
        text={consult.text}
        links={[consult.link, ...(services.portfolioLink ? [services.portfolioLink] : [])]}
      />
    </>
  );
}
