import { z } from 'zod';

/** Who saved a section of settings last, and when: a staff member's name, null once they left. */
export const ZLastChange = z.object({ at: z.string(), by: z.string().nullable() });
export type TLastChange = z.infer<typeof ZLastChange>;
/** A shop's section may also be saved by the shop's own software (an Open Delivery import). */
export const ZShopLastChange = ZLastChange.extend({ by_software: z.boolean() });
export type TShopLastChange = z.infer<typeof ZShopLastChange>;
