import type { SVGProps } from 'react';

/**
 * An icon's props: any attribute of an `<svg>` (`className`, `width`, `height`, `strokeWidth`…),
 * laid over its defaults. The icons draw in `currentColor`, so they take the colour of the text
 * around them.
 */
export type IconProps = SVGProps<SVGSVGElement>;

/** The line icons' defaults: 24 px, drawn in `currentColor`, hidden from assistive technology. */
const base = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** A magnifying glass. Decorative (`aria-hidden`): the control around it carries the name. */
export function SearchIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

/** A shopping cart. Decorative (`aria-hidden`): the control around it carries the name. */
export function CartIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
      <circle cx="10" cy="20.5" r="1" />
      <circle cx="17" cy="20.5" r="1" />
    </svg>
  );
}

/** A heart (favourites). Decorative (`aria-hidden`): the control around it carries the name. */
export function HeartIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 6.9 4.5c2.1 0 3.6 1.2 5.1 3 1.5-1.8 3-3 5.1-3 3.5 0 5.5 3.5 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </svg>
  );
}

/** A head and shoulders. Decorative (`aria-hidden`): the control around it carries the name. */
export function UserIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}

/** A globe (language). Decorative (`aria-hidden`): the control around it carries the name. */
export function GlobeIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </svg>
  );
}

/**
 * The Matjar mark: a shopping bag with a crescent-shaped handle.
 * Decorative (`aria-hidden`): the control around it carries the name.
 */
export function BrandMark(props: IconProps) {
  return (
    <svg width={32} height={32} viewBox="0 0 32 32" aria-hidden focusable={false} {...props}>
      <rect x="4" y="9" width="24" height="20" rx="5" fill="currentColor" />
      <path
        d="M11 12V9a5 5 0 0 1 10 0v3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <path
        d="M12.5 19.5a3.5 3.5 0 0 0 7 0"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A house (home page). Decorative (`aria-hidden`): the control around it carries the name. */
export function HomeIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M3 11.5 12 4l9 7.5" />
      <path d="M5.5 9.8V20h4.5v-5.5h4V20h4.5V9.8" />
    </svg>
  );
}

/** Four squares in a grid. Decorative (`aria-hidden`): the control around it carries the name. */
export function CategoriesIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
    </svg>
  );
}

/**
 * A parcel: the customer's orders.
 * Decorative (`aria-hidden`): the control around it carries the name.
 */
export function OrdersIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M4 7.5 12 3l8 4.5v9L12 21l-8-4.5z" />
      <path d="m4 7.5 8 4.5 8-4.5M12 12v9M8 5.2l8 4.5" />
    </svg>
  );
}

/**
 * An arrow to the inline start: left to right, it points left (mirror it in right-to-left pages, e.g. `scale: -1 1`).
 * Decorative (`aria-hidden`): the control around it carries the name.
 */
export function BackIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M19 12H5m6-6-6 6 6 6" />
    </svg>
  );
}
