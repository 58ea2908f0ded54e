import type { OrderChannel } from '@delivery/contract/finance';
import type { commissionPlans, LedgerKind, LedgerParty } from '../../db/schema/finance.ts';

/*
 * What an order's money is and whose (decision 0085), as entries of the ledger: each names whose
 * income or cost it is (`party`) and who holds the money (`holder`). An order's entries add up to
 * what its customer paid; moving money from one party to another (a commission) is two entries
 * that add up to nothing.
 */

export type CommissionPlan = typeof commissionPlans.$inferSelect;

export type LedgerEntry = { kind: LedgerKind; party: LedgerParty; holder: LedgerParty; amountCents: number };

/** What an order is placed under: its marketplace's plan for its shop, and how it reaches the shop. */
export type OrderTerms = {
  /** False on a SINGLE tenant: no commission, every discount the shop's. */
  marketplace: boolean;
  /** Null: the marketplace set none, no commission. */
  plan: CommissionPlan | null;
  /** The shop's software takes its orders through Open Delivery. */
  openDelivery: boolean;
};

/** An order's money as it is placed. */
export type OrderMoney = {
  productsCents: number;
  deliveryCents: number;
  discountCents: number;
  cashbackCents: number;
  /** Whose coupon took `discountCents` off: a shop's own, or the marketplace's (one of every shop). */
  couponSponsor: 'shop' | 'marketplace';
  pickup: boolean;
  /** Paid in the app (Pix, card) or on delivery (cash, card machine). */
  paidInApp: boolean;
  /** Who the customer's money goes to: the shop (cash, its own Pix key or account) or the marketplace. */
  collector: 'shop' | 'marketplace';
  /**
   * The marketplace's part is kept at the gateway as the payment is made (a card paid in the app
   * through the shop's own account): the marketplace holds it from the start.
   */
  split: boolean;
};

function channelOf(terms: OrderTerms, money: Pick<OrderMoney, 'pickup'>): OrderChannel {
  if (money.pickup) return 'pickup';
  return terms.openDelivery ? 'open_delivery' : 'delivery';
}

const channelRate = (plan: CommissionPlan, channel: OrderChannel): number =>
  ({ delivery: plan.deliveryBp, pickup: plan.pickupBp, open_delivery: plan.openDeliveryBp })[channel];

/**
 * The commission: the plan's percentage for the order's channel plus the one for how it was paid,
 * of the products less the shop's own discount (the delivery fee is the shop's, and a discount the
 * marketplace pays for does not lower what the shop sold), rounded to the nearest cent.
 */
export function commissionCents(terms: OrderTerms, money: OrderMoney): number {
  if (!terms.marketplace || !terms.plan) return 0;
  const { plan } = terms;
  const basisPoints =
    channelRate(plan, channelOf(terms, money)) + (money.paidInApp ? plan.appPaymentBp : plan.onDeliveryPaymentBp);
  const shopDiscount = money.couponSponsor === 'shop' ? money.discountCents : 0;
  return Math.round((Math.max(0, money.productsCents - shopDiscount) * basisPoints) / 10_000);
}

/**
 * The entries an order is placed with. On a SINGLE tenant everything is the shop's. In a
 * MARKETPLACE the marketplace's coupon and the cashback (its program across shops) are its own
 * costs, and the commission and the fixed fee move from the shop to it: held by whoever collected
 * the payment, or by the marketplace when the gateway split it.
 */
export function placementEntries(terms: OrderTerms, money: OrderMoney): LedgerEntry[] {
  const holder = terms.marketplace ? money.collector : 'shop';
  const sponsor = terms.marketplace ? 'marketplace' : 'shop';
  const marketplaceHolds = money.split ? 'marketplace' : holder;
  const fee = terms.marketplace ? (terms.plan?.orderFeeCents ?? 0) : 0;
  const commission = commissionCents(terms, money);
  const entries: LedgerEntry[] = [
    { kind: 'products', party: 'shop', holder, amountCents: money.productsCents },
    { kind: 'delivery', party: 'shop', holder, amountCents: money.deliveryCents },
    {
      kind: money.couponSponsor === 'marketplace' && terms.marketplace ? 'marketplace_discount' : 'shop_discount',
      party: money.couponSponsor === 'marketplace' ? sponsor : 'shop',
      holder,
      amountCents: -money.discountCents,
    },
    { kind: 'cashback', party: sponsor, holder, amountCents: -money.cashbackCents },
    { kind: 'commission', party: 'shop', holder, amountCents: -commission },
    { kind: 'commission', party: 'marketplace', holder: marketplaceHolds, amountCents: commission },
    { kind: 'order_fee', party: 'shop', holder, amountCents: -fee },
    { kind: 'order_fee', party: 'marketplace', holder: marketplaceHolds, amountCents: fee },
  ];
  return entries.filter((entry) => entry.amountCents !== 0);
}

/** The marketplace's part of an order: its commission and its fixed fee. */
export function marketplacePartCents(entries: LedgerEntry[]): number {
  return entries
    .filter((entry) => entry.party === 'marketplace' && (entry.kind === 'commission' || entry.kind === 'order_fee'))
    .reduce((sum, entry) => sum + entry.amountCents, 0);
}
