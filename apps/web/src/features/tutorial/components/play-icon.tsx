import { iconBase, type IconProps } from '../../../components/icons/icons';

/** A filled play triangle (decorative: the link around it carries the name). */
export const PlayIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" stroke="none" />
  </svg>
);
