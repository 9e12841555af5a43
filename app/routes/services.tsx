import { Closing } from '../components/action-links.tsx';
import { Lead } from '../components/lead.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { PricingTable } from '../components/pricing-table.tsx';
import { Section } from '../components/section.tsx';
import { type SupportPlan, services } from '../content/services.ts';
import { site } from '../content/site.ts';
import { pageMeta } from '../lib/meta.ts';
import { formatHourlyRate, formatMonthlyRetainer } from '../lib/pricing.ts';
import styles from './services.module.css';

export const meta = () => pageMeta('/services');

const rate = services.hourlyRate;

function SupportPlanSection({ plan }: { readonly plan: SupportPlan }) {
  const { retainer } = plan;
  return (
    <Section heading={plan.heading}>
      <p>{plan.text}</p>
      <ul className={styles.plans}>
        <li>
          <strong>{`${plan.hourly}:`}</strong>
          {` ${formatHourlyRate(rate)}`}
        </li>
        <li>
          <strong>{`${retainer.name}:`}</strong>
          {` ${site.words.retainer
            .replace('{hours}', () => String(retainer.hoursPerMonth))
            .replace('{price}', () =>
              formatMonthlyRetainer(rate, retainer.hoursPerMonth),
            )}, ${retainer.text}`}
        </li>
      </ul>
      {plan.note ? <p>{plan.note}</p> : null}
    </Section>
  );
}

export default function ServicesPage() {
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
      <Section heading={tiers.heading}>
        <p>{tiers.intro}</p>
        <PricingTable
          caption={site.words.tiersCaption
            .replace('{caption}', () => tiers.caption)
            .replace('{rate}', () => formatHourlyRate(rate))}
          rate={rate}
          tiers={tiers.list}
          words={tiers}
        />
        <p className={styles.note}>{tiers.note}</p>
        <h3 className={styles.includedHeading}>{tiers.included.heading}</h3>
        <ul>
          {tiers.included.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <SupportPlanSection plan={improvement} />
      <SupportPlanSection plan={design} />
      <Closing
        heading={consult.heading}
        text={consult.text}
        links={[consult.link, ...(services.portfolioLink ? [services.portfolioLink] : [])]}
      />
    </>
  );
}
