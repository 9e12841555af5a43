import type { Testimonial } from '../content/testimonials.ts';
import styles from './testimonial.module.css';
import { typeset } from './typeset.tsx';

/** A client's words, and who said them: in a panel, or set large as a pull quote (`pull`). */
export function TestimonialQuote({
  testimonial,
  pull = false,
}: {
  readonly testimonial: Testimonial;
  readonly pull?: boolean;
}) {
  return (
    <figure className={pull ? styles.pull : styles.testimonial}>
      <blockquote className={styles.quote}>
        <p>{typeset(`“${testimonial.quote}”`)}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <span className={styles.name}>{testimonial.name}</span>{' '}
        <span className={styles.role}>
          {testimonial.role}, {testimonial.organisation}
        </span>
      </figcaption>
    </figure>
  );
}
