import { iconBase as base, type IconProps } from '../../../components/icons/icons';

/** The paperclip (decorative): only the lazy attachment chunks draw it, so it stays off the first screen. */
export const AttachIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M20 11.5l-8.2 8.2a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.8-7.8" />
  </svg>
);
