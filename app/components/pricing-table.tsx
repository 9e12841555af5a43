import { useId } from 'react';
import type { ServicesContent, Tier } from '../content/services.ts';
import { BookingLink, useBooking } from './site-link.tsx';
import { type Language, firstLanguage } from '../lib/languages.ts';
import { tierTable } from '../lib/pricing.ts';
import styles from './pricing-table.module.css';

interface PricingTableProps {
  readonly caption: string;
  /** The price of an hour, in site.ts's currency. */
  readonly rate: number;
  readonly tiers: readonly Tier[];
  /** The column headers, the hours' unit and the popular tier's mark (services.ts: tiers). */
  readonly words: Pick<ServicesContent['tiers'], 'columns' | 'hoursUnit' | 'popularLabel'>;
  /** The language its numbers and prices are written in. */
  readonly language?: Language;
}

/**
 * Tiers with what each typically is, their hour ranges, the prices computed from them and a way to
 * book each; the tier most clients start with, where one is marked, carries the mark.
 */
export function PricingTable({
  caption,
  rate,
  tiers,
  words,
  language = firstLanguage,
}: PricingTableProps) {
  const captionId = useId();
  const rowId = useId();
  const { columns, hoursUnit, popularLabel } = words;
  // As the toolbar's button: the label's first word shows, the whole label is the link's name.
  const booking = useBooking().label;
  return (
    // A data table keeps its columns: where text is enlarged past the screen's
    // width it scrolls sideways in this region, which names it and takes the
    // keyboard (WCAG 1.4.10), and never the page. Named, it is a region landmark.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the keyboard
    <section className={styles.region} aria-labelledby={captionId} tabIndex={0}>
      {/* No roles written out: laid out as blocks on a phone, the rows stay a table in
          every engine (docs/decisions/040-the-tier-table-needs-no-roles.md). */}
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{columns.tier}</th>
            <th scope="col">{columns.typically}</th>
            <th scope="col" className={styles.figure}>
              {columns.hours}
            </th>
            <th scope="col" className={styles.figure}>
              {columns.price}
            </th>
            <th scope="col">
              <span className="visually-hidden">{booking}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tierTable(rate, tiers, language).map(([name, hours, price], at) => {
            const popular = tiers[at]?.popular === true && popularLabel !== undefined;
            return (
              <tr key={name} className={popular ? styles.popular : undefined}>
                <th scope="row" id={`${rowId}-${at}`}>
                  {name}
                  {popular && <span className={styles.mark}>{popularLabel}</span>}
                </th>
                <td className={styles.summary}>{tiers[at]?.summary}</td>
                <td className={`${styles.figure} ${styles.hours}`} data-unit={hoursUnit}>
                  {hours}
                </td>
                <td className={`${styles.figure} ${styles.price}`}>{price}</td>
                <td className={styles.book}>
                  <BookingLink className={styles.bookLink} describedBy={`${rowId}-${at}`}>
                    {booking.split(' ')[0]}
                  </BookingLink>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
