import { useId } from 'react';
import type { ServicesContent, Tier } from '../content/services.ts';
import { type Language, firstLanguage } from '../lib/languages.ts';
import { tierTable } from '../lib/pricing.ts';
import styles from './pricing-table.module.css';

interface PricingTableProps {
  readonly caption: string;
  /** US dollars per hour. */
  readonly rate: number;
  readonly tiers: readonly Tier[];
  /** The column headers and the hours' unit (services.ts: tiers). */
  readonly words: Pick<ServicesContent['tiers'], 'columns' | 'hoursUnit'>;
  /** The language its numbers and prices are written in. */
  readonly language?: Language;
}

/** Tiers with what each typically is, their hour ranges and the prices computed from them. */
export function PricingTable({
  caption,
  rate,
  tiers,
  words,
  language = firstLanguage,
}: PricingTableProps) {
  const captionId = useId();
  const { columns, hoursUnit } = words;
  return (
    // A data table keeps its columns: where text is enlarged past the screen's
    // width it scrolls sideways in this region, which names it and takes the
    // keyboard (WCAG 1.4.10), and never the page. Named, it is a region landmark.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the keyboard
    <section className={styles.region} aria-labelledby={captionId} tabIndex={0}>
      {/* The roles are the elements' own, written out: on a phone the rows are laid
          out as blocks, and WebKit then stops exposing them as a table. */}
      {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- a td is a cell here, not a grid cell */}
      <table className={styles.table} role="table">
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {columns.tier}
            </th>
            <th scope="col" role="columnheader">
              {columns.typically}
            </th>
            <th scope="col" role="columnheader" className={styles.figure}>
              {columns.hours}
            </th>
            <th scope="col" role="columnheader" className={styles.figure}>
              {columns.price}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {tierTable(rate, tiers, language).map(([name, hours, price], at) => (
            <tr key={name} role="row">
              <th scope="row" role="rowheader">
                {name}
              </th>
              <td role="cell" className={styles.summary}>
                {tiers[at]?.summary}
              </td>
              <td role="cell" className={`${styles.figure} ${styles.hours}`} data-unit={hoursUnit}>
                {hours}
              </td>
              <td role="cell" className={styles.figure}>
                {price}
              </td>
            </tr>
          ))}
        </tbody>
        {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
      </table>
    </section>
  );
}
