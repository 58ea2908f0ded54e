import { Icon } from '../../../components/icons.tsx';

type IconProps = Parameters<typeof Icon>[0];

export const ChatIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4.5 19.5 6 15.8A7.5 7.5 0 1 1 9 18.7Z" />
    <path d="M9.5 9.5c0 2.5 2.5 5 5 5l1-1.3-1.8-1-1 .6a3.5 3.5 0 0 1-1.8-1.8l.6-1-1-1.8Z" />
  </Icon>
);

export const SendIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 12 20 4l-5 16-3-7Z" />
    <path d="m12 13 8-9" />
  </Icon>
);
