import type { IconNode } from 'lucide';
import { createElement } from 'react';

/**
 * A decorative icon from Lucide (lucide.dev), one set for the whole site, drawn
 * into the page's HTML at prerender: it takes the text colour, and hides from
 * assistive technology, as the text beside it names the thing.
 */
export function Icon({
  icon,
  className,
}: {
  readonly icon: IconNode;
  readonly className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {icon.map(([element, attributes], index) =>
        createElement(element, { key: index, ...attributes }),
      )}
    </svg>
  );
}
