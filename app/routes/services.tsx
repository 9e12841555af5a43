import { ActionLinks } from '../components/action-links';
import { PageHeading } from '../components/page-heading';
import { PricingTable } from '../components/pricing-table';
import { Section } from '../components/section';
import { type Retainer, services } from '../content/services';
import { pageMeta } from '../lib/meta';
import { formatHourlyRate, formatMonthlyRetainer } from '../lib/pricing';
import styles from './services.module.css';

export const meta = () => pageMeta('/services');

const rate = services.hourlyRate;

function RetainerItem({ retainer }: { readonly retainer: Retainer }) {
  return (
    <li>
      <strong>{retainer.name}:</strong> from {retainer.hoursPerMonth} hours/month (
      {formatMonthlyRetainer(rate, retainer.hoursPerMonth)}), {retainer.text}
    </li>
  );
}

export default function ServicesPage() {
  const { hosting, tiers, improvement, design, consult } = services;
  return (
    <>
      <PageHeading>{services.heading}</PageHeading>
      <p className={styles.intro}>{services.intro}</p>
      <Section heading={hosting.heading}>
        <p>{hosting.text}</p>
        <ul className={styles.checklist}>
          {hosting.includes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <Section heading={tiers.heading}>
        <p>{tiers.intro}</p>
        <PricingTable
          caption={`${tiers.caption}, at ${formatHourlyRate(rate)}`}
          rate={rate}
          tiers={tiers.list}
        />
        <p className={styles.note}>{tiers.note}</p>
      </Section>
      <Section heading={improvement.heading}>
        <p>{improvement.text}</p>
        <ul className={styles.plans}>
          <li>
            <strong>{improvement.onDemand}:</strong> {formatHourlyRate(rate)}
          </li>
          <RetainerItem retainer={improvement.retainer} />
        </ul>
      </Section>
      <Section heading={design.heading}>
        <p>{design.text}</p>
        <ul className={styles.plans}>
          <li>
            <strong>{design.creativeSupport}:</strong> {formatHourlyRate(rate)}
          </li>
          <RetainerItem retainer={design.retainer} />
        </ul>
        <p>{design.assetsNote}</p>
      </Section>
      <Section heading={consult.heading}>
        <p>{consult.text}</p>
        <ActionLinks links={[consult.link, services.portfolioLink]} />
      </Section>
    </>
  );
}
