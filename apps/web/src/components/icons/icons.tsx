import type { SVGProps } from 'react';

// Small inline icons (no icon font, nothing fetched). Decorative: the button around each one carries
// the accessible name.
export type IconProps = SVGProps<SVGSVGElement>;

/** The shared look of every inline icon; feature icon sets spread it too. */
export const iconBase: IconProps = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
};

export const BackIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <path d="M15 5l-7 7 7 7" />
  </svg>
);

export const CloseIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const NewChatIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <path d="M20 12.5V18a2 2 0 0 1-2 2H8l-4 3V6a2 2 0 0 1 2-2h6.5" />
    <path d="M18 2v6M15 5h6" />
  </svg>
);

export const MenuIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export const ChevronRightIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <path d="M9 5l7 7-7 7" />
  </svg>
);

export const CheckIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);

export const EyeIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

export const EyeOffIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <path d="M3 3l18 18M10.6 6.1A10.7 10.7 0 0 1 12 6c6.4 0 10 6 10 6a17 17 0 0 1-3.3 3.9M6.3 7.6A17 17 0 0 0 2 12s3.6 6 10 6a9.8 9.8 0 0 0 4.2-.9M9.9 10a3 3 0 0 0 4.2 4.2" />
  </svg>
);
