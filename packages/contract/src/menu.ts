import { z } from 'zod';
import { ZCategory } from './catalog.ts';
import { ZEnvelope } from './envelope.ts';
import { zFlag, zId, zSessionToken, zValidate } from './fields.ts';

/**
 * The shop's menu as its staff run it (issue 13). Marking a product or an option sold out
 * ("Acabou") is the counter's, so whoever runs the shop's orders may; every change is written with
 * who made it, and every API process shows it to customers at once.
 */

/** What "Acabou" switches: a product, or one option (a flavour, an extra) of a product. */
export const menuItemKinds = ['product', 'option'] as const;
export type TMenuItemKind = (typeof menuItemKinds)[number];

export const ZShopMenuRequest = z.object({ validate: zValidate(), token: zSessionToken(), shop_id: zId() });
/** Every category, product and option of the shop, those sold out included (with `available` false). */
export const ZShopMenuResponse = ZEnvelope.extend({ categories: z.array(ZCategory) });

export const ZSetMenuItemAvailableRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  shop_id: zId(),
  item: z.enum(menuItemKinds),
  /** The product's `product_id` or the option's `option_id`. */
  item_id: zId(),
  /** '0': sold out, customers cannot order it; '1': back on the menu. */
  available: zFlag(),
});
export const ZSetMenuItemAvailableResponse = ZEnvelope.extend({ available: z.boolean() });
