import type { Tier } from '../content/services';
import { formatHourRange, formatPriceRange, priceRange } from '../lib/pricing';
import styles from './pricing-table.module.css';

interface PricingTableProps {
  readonly caption: string;
  /** US dollars per hour. */
  readonly rate: number;
  readonly tiers: readonly Tier[];
}

/** Tiers with their hour ranges and the prices computed from them. */
export function PricingTable({ caption, rate, tiers }: PricingTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Tier</th>
          <th scope="col">Hours</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.name}>
            <th scope="row">{tier.name}</th>
            <td>{formatHourRange(tier.hours)}</td>
            <td>{formatPriceRange(priceRange(rate, tier.hours))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
