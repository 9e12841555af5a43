import { CodeXml, type IconNode, Layers, PenTool } from 'lucide';
import type { IconName } from '../content/home.ts';
import type { Point } from '../content/schema.ts';
import { Icon } from './icon.tsx';
import styles from './point-list.module.css';
import { typeset } from './typeset.tsx';

// Each icon a point may name (schema.ts: iconName), as Lucide draws it.
const ICONS = { code: CodeXml, blueprint: Layers, pen: PenTool } satisfies Record<
  IconName,
  IconNode
>;

interface PointListProps {
  readonly points: readonly (Point & { readonly icon?: IconName })[];
  /** "list": stacked with a rule between; "cards": a grid of tiles. */
  readonly variant?: 'list' | 'cards';
}

/** Titled points (selling points, specialties) under a section's `h2`. */
export function PointList({ points, variant = 'list' }: PointListProps) {
  return (
    <ul className={variant === 'cards' ? styles.cards : styles.list}>
      {points.map((point) => (
        <li key={point.title} className={styles.item}>
          {point.icon ? (
            <span className={styles.icon}>
              <Icon icon={ICONS[point.icon]} />
            </span>
          ) : null}
          <h3 className={styles.title}>{typeset(point.title)}</h3>
          <p className={styles.text}>{typeset(point.text)}</p>
        </li>
      ))}
    </ul>
  );
}
