import { Icon } from '../../../components/icons.tsx';

type HeartIconProps = Parameters<typeof Icon>[0] & { filled: boolean };

export const HeartIcon = ({ filled, ...props }: HeartIconProps) => (
  <Icon {...props} strokeWidth={2.2}>
    <path
      d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.5 4.5 7.2 4.5c2.1 0 3.6 1.2 4.8 2.9 1.2-1.7 2.7-2.9 4.8-2.9 3.7 0 5.7 3.7 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
      fill={filled ? 'currentColor' : 'none'}
    />
  </Icon>
);
