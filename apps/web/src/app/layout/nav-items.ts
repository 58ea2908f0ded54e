import { HomeIcon, ReceiptIcon, UserIcon } from '../../components/icons.tsx';

/** Main destinations: bottom tabs on phones, header links on wider screens. */
export const navItems = [
  { to: '/', labelKey: 'nav.home', Icon: HomeIcon },
  { to: '/orders', labelKey: 'nav.orders', Icon: ReceiptIcon },
  { to: '/profile', labelKey: 'nav.profile', Icon: UserIcon },
] as const;
