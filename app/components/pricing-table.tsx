import { useId } from 'react';
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
  const captionId = useId();
  return (
    // A data table keeps its columns: where text is enlarged past the screen's
    // width it scrolls sideways in this region, which names it and takes the
    // keyboard (WCAG 1.4.10), and never the page. Named, it is a region landmark.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the keyboard
    <section className={styles.region} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
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
    </section>
  );
}
