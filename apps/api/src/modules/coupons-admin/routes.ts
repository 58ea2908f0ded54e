import { couponCalls } from '@delivery/contract/calls/coupons';
import { envelope } from '@delivery/contract/envelope';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { register } from '../../http/register.ts';
import {
  couponUses,
  endCoupon,
  saveCoupon,
  saveShopCashback,
  setCouponPaused,
  shopCashback,
  shopCoupons,
  type CouponsContext,
} from './service.ts';

export async function couponsAdminRoutes(app: FastifyInstance): Promise<void> {
  const ctx: CouponsContext = { db: app.db, cashbackDays: app.config.CASHBACK_DAYS };
  await register(app, couponCalls.shopCoupons, async (input, request) => ({
    ...envelope(ErrorType.OK, apiMessages.ok),
    coupons: await shopCoupons(ctx, request.staff, input.shop_id),
  }));
  await register(app, couponCalls.saveCoupon, (input, request) => saveCoupon(ctx, request.staff, input));
  await register(app, couponCalls.setCouponPaused, (input, request) => setCouponPaused(ctx, request.staff, input));
  await register(app, couponCalls.endCoupon, (input, request) => endCoupon(ctx, request.staff, input));
  await register(app, couponCalls.couponUses, async (input, request) => ({
    ...envelope(ErrorType.OK, apiMessages.ok),
    uses: await couponUses(ctx, request.staff, input),
  }));
  await register(app, couponCalls.shopCashback, async (input, request) => ({
    ...envelope(ErrorType.OK, apiMessages.ok),
    cashback: await shopCashback(ctx, request.staff, input.shop_id),
  }));
  await register(app, couponCalls.saveShopCashback, (input, request) => saveShopCashback(ctx, request.staff, input));
}
