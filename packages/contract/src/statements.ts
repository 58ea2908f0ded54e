import { z } from 'zod';
import { paymentMethods } from './catalog.ts';
import { ZEnvelope } from './envelope.ts';
import { zId, zRowId, zSessionToken, zText, zValidate } from './fields.ts';

/**
 * A shop's statements in a marketplace (issue 35, decision 0085): each period's money from the
 * ledger, what each side received, what the marketplace charged, and the balance either way.
 */

export const statementStatuses = ['open', 'closed', 'paid'] as const;
export type StatementStatus = (typeof statementStatuses)[number];

/** How long a statement runs: a week from Monday, or a calendar month, in the shop's time zone. */
export const statementPeriods = ['weekly', 'monthly'] as const;
export type StatementPeriod = (typeof statementPeriods)[number];

/** Amounts in reais; what is taken off is negative, as the lines add up. */
export const ZStatementFigures = z
  .object({
    /** Products and delivery fees of the period's orders, less those cancelled. */
    sales: z.number(),
    shop_discounts: z.number(),
    /** Coupons the marketplace pays for: taken off the customer's total, not the shop's. */
    marketplace_discounts: z.number(),
    cashback: z.number(),
    /** Refunds the shop gave and chargebacks. */
    given_back: z.number(),
    /** What customers paid, net of what went back to them. */
    paid_by_customers: z.number(),
    /** Of it, what the shop received itself: cash, card machine, its own Pix key or account. */
    received_by_shop: z.number(),
    /** Of it, what the marketplace received for the shop: payments in the app to its accounts. */
    received_by_marketplace: z.number(),
    commission: z.number(),
    order_fees: z.number(),
    monthly_fee: z.number(),
    /** The card gateway's fees the shop bears. */
    gateway_fees: z.number(),
    /** What the shop keeps of the period: sales less its discounts, commission and fees. */
    shop_net: z.number(),
    /** Positive: the marketplace pays it to the shop ('a receber'); negative: the shop pays it ('a pagar'). */
    balance: z.number(),
  })
  .meta({ id: 'StatementFigures' });
export type TStatementFigures = z.infer<typeof ZStatementFigures>;

/** What each figure is called, on the panel and in the exported statement alike. */
export const statementFigureLabels: Record<keyof TStatementFigures, string> = {
  sales: 'Vendas (produtos e entrega, sem os cancelados)',
  shop_discounts: 'Descontos da loja',
  marketplace_discounts: 'Descontos pagos pelo marketplace',
  cashback: 'Cashback usado',
  given_back: 'Devoluções e chargebacks',
  paid_by_customers: 'Pago pelos clientes',
  received_by_shop: 'Recebido pela loja',
  received_by_marketplace: 'Recebido pelo marketplace',
  commission: 'Comissão',
  order_fees: 'Taxas por pedido',
  monthly_fee: 'Mensalidade',
  gateway_fees: 'Taxas do cartão',
  shop_net: 'Líquido da loja',
  balance: 'Saldo com o marketplace',
};

export const ZStatement = z
  .object({
    statement_id: zRowId(),
    shop_id: zRowId(),
    shop_name: z.string(),
    /** The shop's time zone (IANA): the period's days are its. */
    time_zone: z.string(),
    /** The period: from its first instant to the first of the next (ISO 8601). */
    from: z.string(),
    to: z.string(),
    status: z.enum(statementStatuses),
    closed_at: z.string().nullable(),
    /** The transfer that settled it, as the operator marked it. */
    paid: z.object({ on: z.string(), reference: z.string(), by: z.string().nullable(), at: z.string() }).nullable(),
    /** Orders with money in the period. */
    orders: z.number().int(),
    figures: ZStatementFigures,
  })
  .meta({ id: 'Statement' });
export type TStatement = z.infer<typeof ZStatement>;

/** One order's money in a statement's period. */
export const ZStatementLine = z
  .object({
    order_id: zRowId(),
    number: z.number().int(),
    placed_at: z.string(),
    payment_method: z.enum(paymentMethods),
    /** Who received the customer's payment. */
    held_by: z.enum(['shop', 'marketplace']),
    paid_by_customer: z.number(),
    /** Commission and fees (negative). */
    charges: z.number(),
    shop_net: z.number(),
    /** Cancelled, refunded in part, or charged back within the period. */
    given_back: z.boolean(),
  })
  .meta({ id: 'StatementLine' });
export type TStatementLine = z.infer<typeof ZStatementLine>;

export const ZStatementsRequest = z.object({ validate: zValidate(), token: zSessionToken(), shop_id: zId() });
export const ZStatementsResponse = ZEnvelope.extend({
  /** Newest first: the open one, then those closed. */
  statements: z.array(ZStatement),
});

export const ZStatementRequest = z.object({ validate: zValidate(), token: zSessionToken(), statement_id: zId() });
export const ZStatementResponse = ZEnvelope.extend({ statement: ZStatement, lines: z.array(ZStatementLine) });
export type TStatementResponse = z.infer<typeof ZStatementResponse>;

/** The statement's orders for the accountant, as the sales export (';', decimal comma). */
export const ZStatementExportResponse = ZEnvelope.extend({ filename: z.string(), csv: z.string() });

export const ZShopBalancesRequest = z.object({ validate: zValidate(), token: zSessionToken() });
export const ZShopBalance = z
  .object({
    shop_id: zRowId(),
    name: z.string(),
    /** The period running now; null before the shop's first. */
    open: ZStatement.nullable(),
    /** Closed and not yet settled, oldest first. */
    unpaid: z.array(ZStatement),
    /** The sum of the unpaid balances, as `balance` reads. */
    due: z.number(),
  })
  .meta({ id: 'ShopBalance' });
export const ZShopBalancesResponse = ZEnvelope.extend({ shops: z.array(ZShopBalance) });
export type TShopBalancesResponse = z.infer<typeof ZShopBalancesResponse>;

const zDay = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use o formato AAAA-MM-DD');

/** The operator settles a closed statement: the transfer's day and its reference (a Pix id, a receipt). */
export const ZMarkStatementPaidRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  statement_id: zId(),
  paid_on: zDay(),
  reference: zText(100).min(1, 'informe a referência da transferência'),
});

/** The sandbox ends a shop's open period now (`/dev/closeStatementPeriod`). */
export const ZCloseStatementPeriodRequest = z.object({ shop_id: zId() });
