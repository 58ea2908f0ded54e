import { Icon } from '../../../components/icons.tsx';

/** Icons of the order screens, kept here so no other page carries them. */
type IconProps = Parameters<typeof Icon>[0];

export const CopyIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h9" />
  </Icon>
);

export const RepeatIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M17 2.5 20.5 6 17 9.5" />
    <path d="M3.5 11V9.5A3.5 3.5 0 0 1 7 6h13.5" />
    <path d="M7 21.5 3.5 18 7 14.5" />
    <path d="M20.5 13v1.5A3.5 3.5 0 0 1 17 18H3.5" />
  </Icon>
);

export const PartyIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 20 9 7l8 8z" />
    <path d="M14 4v2M19 9h2M17.5 5.5 16 7M20 14l-1.5-.5M10 3l.5 1.5" />
  </Icon>
);

export const XCircleIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m9 9 6 6M15 9l-6 6" />
  </Icon>
);
