/**
 * The catalog's fixed lists, with no zod: the apps import them without pulling the schemas into
 * their first screen (catalog.ts builds its schemas from these).
 */
export const segments = ['pizzaria', 'lanches', 'japonesa', 'floricultura', 'doceria', 'brasileira'] as const;
export type Segment = (typeof segments)[number];

/** How a half-and-half (2 to 4 flavours) is priced; 'average' is the default (CDC art. 39). */
export const halfPricingRules = ['average', 'proportional', 'highest'] as const;
export type HalfPricingRule = (typeof halfPricingRules)[number];

/**
 * How an order is paid. A shop switches the first three on in its settings; 'card_online' (a card
 * paid in the app) follows its connected card gateway account instead (decision 0084).
 */
export const paymentMethods = ['cash', 'card_on_delivery', 'pix', 'card_online'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const shopPaymentMethods = ['cash', 'card_on_delivery', 'pix'] as const satisfies readonly PaymentMethod[];
export type ShopPaymentMethod = (typeof shopPaymentMethods)[number];

/** Card on delivery: how the shop's machine charges a bank card. */
export const cardTypes = ['credit', 'debit'] as const;
export type CardType = (typeof cardTypes)[number];
