import { iconBase as base, type IconProps } from '../../../components/icons/icons';

// Inline icons for the chat (decorative: the buttons carry the names).
export const SendIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </svg>
);
export const StopIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <rect x="7" y="7" width="10" height="10" rx="1.5" fill="currentColor" stroke="none" />
  </svg>
);
export const CopyIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h8" />
  </svg>
);
export const QuoteIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M4 6h16M4 12h10M4 18h7" />
  </svg>
);
export const RefreshIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
  </svg>
);
export const ThumbUpIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
  <svg {...base} {...p}>
    <path
      d="M7 11v9H4v-9h3zm0 0l4-7a2 2 0 0 1 3 2l-1 4h5.5a2 2 0 0 1 2 2.3l-1.2 6.5a2 2 0 0 1-2 1.7H7"
      fill={filled ? 'currentColor' : 'none'}
      fillOpacity={filled ? 0.15 : 0}
    />
  </svg>
);
export const ThumbDownIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
  <svg {...base} {...p} style={{ transform: 'rotate(180deg)' }}>
    <path
      d="M7 11v9H4v-9h3zm0 0l4-7a2 2 0 0 1 3 2l-1 4h5.5a2 2 0 0 1 2 2.3l-1.2 6.5a2 2 0 0 1-2 1.7H7"
      fill={filled ? 'currentColor' : 'none'}
      fillOpacity={filled ? 0.15 : 0}
    />
  </svg>
);
export const ChevronDownIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);
export const CloseIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
export const ArrowDownIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M12 5v14M5 12l7 7 7-7" />
  </svg>
);
