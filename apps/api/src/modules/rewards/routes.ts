import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { toCents, toReais } from '@delivery/contract/pricing';
import { rewardCalls } from '@delivery/contract/calls/rewards';
import type { FastifyInstance } from 'fastify';
import { register } from '../../http/register.ts';
import { shopOfProfile } from '../catalog/service.ts';
import { cashbackBalance } from './cashback-balance.ts';
import { checkCoupon, findCoupon } from './coupons.ts';
import { ledgerOf } from './ledger.ts';
import { formatMoney } from '@delivery/contract/money';

export async function rewardRoutes(app: FastifyInstance): Promise<void> {
  await register(app, rewardCalls.getDiscountInfo, async (input, request) => {
    const { customer } = request;
    const bundle = await shopOfProfile(app.catalog, request.tenant.id, input.shop_id);
    const coupon = await findCoupon(app.db, request.tenant.id, input.code);
    const check = await checkCoupon(app.db, coupon, {
      customerId: customer.id,
      shopId: bundle.shop.id,
      productsCents: toCents(input.total_products),
    });
    if (!check.ok) return { error_type: ErrorType.NOT_ALLOWED, message: check.message };
    return {
      error_type: ErrorType.OK,
      message: formatMessage(apiMessages.couponApplied, { amount: formatMoney(check.discountCents) }),
      discount: {
        code: check.coupon.code,
        description: check.coupon.description,
        amount: toReais(check.discountCents),
      },
    };
  });

  await register(app, rewardCalls.getInfoCashCheckout, async (_input, request) => {
    const { customer } = request;
    const { balanceCents, nextExpiry } = cashbackBalance(await ledgerOf(app.db, customer.id), new Date());
    return {
      error_type: ErrorType.OK,
      message: apiMessages.ok,
      balance: toReais(balanceCents),
      next_expiry: nextExpiry?.toISOString() ?? null,
    };
  });

  await register(app, rewardCalls.getExtratoCash, async (_input, request) => {
    const { customer } = request;
    const ledger = await ledgerOf(app.db, customer.id);
    const { balanceCents, expired } = cashbackBalance(ledger, new Date());
    const entries = [
      ...ledger.map((e) => ({
        kind: e.kind,
        amount: toReais(e.amountCents),
        description: e.description,
        order_id: e.orderId,
        order_number: e.orderNumber,
        at: e.createdAt.toISOString(),
        expires_at: e.expiresAt?.toISOString() ?? null,
      })),
      ...expired.map((x) => ({
        kind: 'expire' as const,
        amount: -toReais(x.amountCents),
        description: apiMessages.cashbackExpired,
        order_id: null,
        order_number: null,
        at: x.at.toISOString(),
        expires_at: null,
      })),
    ].sort((a, b) => b.at.localeCompare(a.at));
    return { error_type: ErrorType.OK, message: apiMessages.ok, balance: toReais(balanceCents), entries };
  });
}
