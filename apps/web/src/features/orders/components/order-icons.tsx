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

/* The courier's vehicles, side on, wheels on one line so they read alike at a glance. */
export const MotorbikeIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="5" cy="16.5" r="3" />
    <circle cx="19" cy="16.5" r="3" />
    <path d="M19 16.5 15.5 6.5H13" />
    <path d="M8 16.5h5l3.3-5.5" />
    <path d="M5 16.5 7 11h9" />
    <path d="M7 11h-2.5" />
  </Icon>
);

export const CarIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 16.5H3.5a1 1 0 0 1-1-1V13a2 2 0 0 1 1.6-2l2.4-.5 2.2-3a2 2 0 0 1 1.6-.8h4.2a2 2 0 0 1 1.6.8l2.4 3 1.9.5a2 2 0 0 1 1.5 2v2.5a1 1 0 0 1-1 1H19" />
    <path d="M10 16.5h4" />
    <path d="M6.5 10.5h12" />
    <circle cx="7.5" cy="16.5" r="2.3" />
    <circle cx="16.5" cy="16.5" r="2.3" />
  </Icon>
);

export const BicycleIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="5.5" cy="16" r="3.5" />
    <circle cx="18.5" cy="16" r="3.5" />
    <path d="M5.5 16 9 9.5h6.5L18.5 16" />
    <path d="M9 9.5 12 16l3.5-6.5" />
    <path d="M8 7h3M15.5 9.5 14.5 6H17" />
  </Icon>
);

export const ScooterIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="5" cy="17.5" r="2" />
    <circle cx="19" cy="17.5" r="2" />
    <path d="M7 17.5h10" />
    <path d="M19 17.5 16 4.5h-2.5" />
  </Icon>
);

export const VanIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 16.5H3.5a1 1 0 0 1-1-1V7a1.5 1.5 0 0 1 1.5-1.5h10.5a2 2 0 0 1 1.6.8l3.7 4.7 1.4.5a1 1 0 0 1 .8 1v3a1 1 0 0 1-1 1H19" />
    <path d="M10 16.5h4" />
    <path d="M14 5.5V11h5.5" />
    <circle cx="7.5" cy="16.5" r="2.3" />
    <circle cx="16.5" cy="16.5" r="2.3" />
  </Icon>
);

export const ChefHatIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6.5 14.5A4 4 0 0 1 7 6.6a5 5 0 0 1 10 0 4 4 0 0 1 .5 7.9V20h-11z" />
    <path d="M6.5 17h11" />
  </Icon>
);
