import { messages } from '../../lib/messages.ts';

/**
 * The sections of the shop's settings, each its own page under /loja/ and its own save.
 */
export const shopSettingsSections = [
  { path: 'horarios', label: messages.shopSettings.hours.tab },
  { path: 'entrega', label: messages.shopSettings.delivery.tab },
  { path: 'pagamentos', label: messages.shopSettings.payments.tab },
  { path: 'contato', label: messages.shopSettings.contact.tab },
  { path: 'integracao', label: messages.openDelivery.tab },
  { path: 'mesas', label: messages.tables.tab },
] as const;
export type ShopSettingsSection = (typeof shopSettingsSections)[number]['path'];

export const isShopSettingsSection = (path: string | undefined): path is ShopSettingsSection =>
  shopSettingsSections.some((section) => section.path === path);
