import type { IconName } from '../content/home.ts';

// 24×24 line icons, drawn for this site; they take the text colour.
const PATHS: Readonly<Record<IconName, readonly string[]>> = {
  // Angle brackets around a slash: code.
  code: ['M8 7 3 12l5 5', 'M16 7l5 5-5 5', 'M13.5 5l-3 14'],
  // Stacked layers: architecture.
  blueprint: ['M12 3 3 7.5 12 12l9-4.5L12 3Z', 'M3 12l9 4.5 9-4.5', 'M3 16.5 12 21l9-4.5'],
  // A pen nib over a baseline: design.
  pen: ['M4 20h16', 'M15.5 4.5l4 4L9 19H5v-4L15.5 4.5Z', 'M13 7l4 4'],
};

/** A decorative icon: hidden from assistive technology, the text beside it names the thing. */
export function Icon({
  name,
  className,
}: {
  readonly name: IconName;
  readonly className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
