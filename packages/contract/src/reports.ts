import { z } from 'zod';
import { paymentMethods } from './catalog.ts';
import { ZEnvelope } from './envelope.ts';
import { zDay, zId, zSessionToken, zValidate } from './fields.ts';

/**
 * The day's numbers of the merchant panel (issue 12): what a shop (or an operator, across shops)
 * sold in a range of days, in the shop's time zone.
 */

/** The longest range asked at once, in days: a quarter. */
export const reportRangeMaxDays = 92;

export const ZSalesSummaryRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  /** One shop; omitted: every shop the staff member runs. */
  shop_id: zId().optional(),
  /** First and last day, both included (local dates of the shops' time zone). */
  from: zDay(),
  to: zDay(),
});

const ZCountAndRevenue = { orders: z.number().int(), revenue: z.number() };

export const ZSalesSummary = z
  .object({
    from: z.string(),
    to: z.string(),
    /** Every order placed in the range. */
    orders: z.number().int(),
    /** Delivered or picked up. */
    completed: z.number().int(),
    cancelled: z.number().int(),
    /** Sum of the totals of the orders not cancelled, in reais. */
    revenue: z.number(),
    /** Revenue per order not cancelled; 0 when none. */
    average_ticket: z.number(),
    by_payment: z.array(z.object({ method: z.enum(paymentMethods), ...ZCountAndRevenue })),
    /** 24 entries, hour 0 to 23, local time: when orders come in. */
    by_hour: z.array(z.object({ hour: z.number().int(), ...ZCountAndRevenue })),
    /** One entry per day of the range, in order. */
    by_day: z.array(z.object({ date: z.string(), ...ZCountAndRevenue })),
    /** Why orders were cancelled, most frequent first. */
    cancellations: z.array(z.object({ reason: z.string(), count: z.number().int() })),
    /**
     * Pix paid for orders of the range that were then cancelled (decision 0054): what went back to
     * customers, and what is still to go back (asked of the provider, or the shop's to send).
     */
    refunds: z.object({
      refunded: z.number(),
      refunded_orders: z.number().int(),
      pending: z.number(),
      pending_orders: z.number().int(),
    }),
  })
  .meta({ id: 'SalesSummary' });
export type TSalesSummary = z.infer<typeof ZSalesSummary>;

export const ZSalesSummaryResponse = ZEnvelope.extend({ summary: ZSalesSummary });

/**
 * The range's orders for the accountant: a CSV (';' between fields, ',' in amounts, as Brazilian
 * spreadsheets read them) of one line per item, with its order's columns, and its file's name.
 */
export const ZSalesExportResponse = ZEnvelope.extend({ filename: z.string(), csv: z.string() });
