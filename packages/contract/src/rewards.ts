import { z } from 'zod';
import { ZEnvelope } from './envelope.ts';
import { zId, zMoney, zOrderNumber, zRowId, zSessionToken, zText, zValidate } from './fields.ts';

/** discount4api/getDiscountInfo: what a coupon takes off this cart, or why it does not apply. */
export const ZDiscountInfoRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  token: zSessionToken(),
  code: zText(40).min(1),
  shop_id: zId(),
  total_products: zMoney(),
  push_id: zText(512).optional(),
});
export const ZDiscountInfoResponse = ZEnvelope.extend({
  discount: z.object({ code: z.string(), description: z.string(), amount: z.number() }).optional(),
});
export type TDiscountInfoResponse = z.infer<typeof ZDiscountInfoResponse>;

export const ZCashbackRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  token: zSessionToken(),
});

/** cashback/getInfoCashCheckout: the balance the customer can spend now. */
export const ZCashCheckoutResponse = ZEnvelope.extend({
  balance: z.number(),
  /** ISO instant the oldest part of the balance expires, if any. */
  next_expiry: z.string().nullable(),
});
export type TCashCheckoutResponse = z.infer<typeof ZCashCheckoutResponse>;

/** cashback/getExtratoCash: the statement, newest first. */
export const ZExtratoCashResponse = ZEnvelope.extend({
  balance: z.number(),
  entries: z.array(
    z.object({
      /**
       * refund: what a cancelled order had spent, given back; forfeit: the balance the account's
       * deletion took (decision 0066).
       */
      kind: z.enum(['earn', 'spend', 'refund', 'expire', 'forfeit']),
      amount: z.number(),
      description: z.string(),
      order_id: zRowId().nullable(),
      order_number: zOrderNumber().nullable(),
      at: z.string(),
      expires_at: z.string().nullable(),
    }),
  ),
});
export type TExtratoCashResponse = z.infer<typeof ZExtratoCashResponse>;
