import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { toCents, toReais } from '@delivery/contract/pricing';
import {
  ZCashbackRequest,
  ZCashCheckoutResponse,
  ZDiscountInfoRequest,
  ZDiscountInfoResponse,
  ZExtratoCashResponse,
} from '@delivery/contract/rewards';
import { rewardPaths } from '@delivery/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerOfToken, readToken } from '../../http/session.ts';
import { shopOfProfile } from '../catalog/service.ts';
import { cashbackBalance } from './cashback-balance.ts';
import { checkCoupon, findCoupon, formatBrl } from './coupons.ts';
import { ledgerOf } from './ledger.ts';

export const rewardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    rewardPaths.getDiscountInfo,
    {
      schema: {
        tags: ['rewards'],
        summary: 'What a coupon takes off this cart at this shop, or why it does not apply',
        body: ZDiscountInfoRequest,
        response: { 200: ZDiscountInfoResponse },
      },
    },
    async (request) => {
      const customer = await customerOfToken(app.db, request.tenant.id, readToken(request));
      const bundle = await shopOfProfile(app.catalog, request.tenant.id, request.body.shop_id);
      const coupon = await findCoupon(app.db, request.tenant.id, request.body.code);
      const check = await checkCoupon(app.db, coupon, {
        customerId: customer.id,
        shopId: bundle.shop.id,
        productsCents: toCents(request.body.total_products),
      });
      if (!check.ok) return { error_type: ErrorType.NOT_ALLOWED, message: check.message };
      return {
        error_type: ErrorType.OK,
        message: formatMessage(apiMessages.couponApplied, { amount: formatBrl(check.discountCents) }),
        discount: {
          code: check.coupon.code,
          description: check.coupon.description,
          amount: toReais(check.discountCents),
        },
      };
    },
  );

  app.post(
    rewardPaths.getInfoCashCheckout,
    {
      schema: {
        tags: ['rewards'],
        summary: 'The cashback balance the customer can spend now',
        body: ZCashbackRequest,
        response: { 200: ZCashCheckoutResponse },
      },
    },
    async (request) => {
      const customer = await customerOfToken(app.db, request.tenant.id, readToken(request));
      const { balanceCents, nextExpiry } = cashbackBalance(await ledgerOf(app.db, customer.id), new Date());
      return {
        error_type: ErrorType.OK,
        message: apiMessages.ok,
        balance: toReais(balanceCents),
        next_expiry: nextExpiry?.toISOString() ?? null,
      };
    },
  );

  app.post(
    rewardPaths.getExtratoCash,
    {
      schema: {
        tags: ['rewards'],
        summary: 'The cashback statement, newest first',
        body: ZCashbackRequest,
        response: { 200: ZExtratoCashResponse },
      },
    },
    async (request) => {
      const customer = await customerOfToken(app.db, request.tenant.id, readToken(request));
      const ledger = await ledgerOf(app.db, customer.id);
      const { balanceCents, expired } = cashbackBalance(ledger, new Date());
      const entries = [
        ...ledger.map((e) => ({
          kind: e.kind,
          amount: toReais(e.amountCents),
          description: e.description,
          order_id: e.orderId,
          at: e.createdAt.toISOString(),
          expires_at: e.expiresAt?.toISOString() ?? null,
        })),
        ...expired.map((x) => ({
          kind: 'expire' as const,
          amount: -toReais(x.amountCents),
          description: apiMessages.cashbackExpired,
          order_id: null,
          at: x.at.toISOString(),
          expires_at: null,
        })),
      ].sort((a, b) => b.at.localeCompare(a.at));
      return { error_type: ErrorType.OK, message: apiMessages.ok, balance: toReais(balanceCents), entries };
    },
  );
};
