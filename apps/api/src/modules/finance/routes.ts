import { financeCalls } from '@delivery/contract/calls/finance';
import { ErrorType } from '@delivery/contract/errors';
import type { TCommissionPlansResponse } from '@delivery/contract/finance';
import { apiMessages } from '@delivery/contract/messages';
import { toCents } from '@delivery/contract/pricing';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { register } from '../../http/register.ts';
import { shopNamesOfProfile } from '../catalog/service.ts';
import { currentPlans, savePlan } from './plans.ts';
import { scheduleStatements } from './statement-job.ts';
import { statementRoutes } from './statement-routes.ts';
import { announcePlansChanged } from './terms-cache.ts';
import { requireMarketplaceOperator } from './statement-views.ts';

/** A shop of the tenant, or NOT_FOUND: an id of another tenant's reads as none. */
async function requireShopOfProfile(db: Database, profileId: number, shopId: number): Promise<void> {
  const [shop] = await shopNamesOfProfile(db, profileId, [shopId]);
  if (!shop) throw new AppError(ErrorType.NOT_FOUND, apiMessages.shopNotFound);
}

async function plansAnswer(db: Database, profileId: number, message: string): Promise<TCommissionPlansResponse> {
  const [shops, plans] = await Promise.all([shopNamesOfProfile(db, profileId), currentPlans(db, profileId)]);
  return {
    error_type: ErrorType.OK,
    message,
    default_plan: plans.defaultPlan,
    shops: shops.map((shop) => ({ shop_id: shop.id, name: shop.name, plan: plans.shops.get(shop.id) ?? null })),
  };
}

const basisPoints = (percent: number) => Math.round(percent * 100);

const planRefusals = { singleShop: apiMessages.financeSingleShop, notOperator: apiMessages.financeOperatorsOnly };

export async function financeRoutes(app: FastifyInstance): Promise<void> {
  await statementRoutes(app);
  await scheduleStatements(app);
  await register(app, financeCalls.commissionPlans, async (_input, request) => {
    requireMarketplaceOperator(request.tenant, request.staff, planRefusals);
    return plansAnswer(app.db, request.tenant.id, apiMessages.ok);
  });
  await register(app, financeCalls.saveCommissionPlan, async (input, request) => {
    requireMarketplaceOperator(request.tenant, request.staff, planRefusals);
    if (input.shop_id !== undefined) await requireShopOfProfile(app.db, request.tenant.id, input.shop_id);
    await savePlan(app.db, {
      profileId: request.tenant.id,
      shopId: input.shop_id ?? null,
      setBy: request.staff.member.id,
      deliveryBp: basisPoints(input.delivery_percent),
      pickupBp: basisPoints(input.pickup_percent),
      openDeliveryBp: basisPoints(input.open_delivery_percent),
      appPaymentBp: basisPoints(input.app_payment_percent),
      onDeliveryPaymentBp: basisPoints(input.on_delivery_payment_percent),
      orderFeeCents: toCents(input.order_fee),
      monthlyFeeCents: toCents(input.monthly_fee),
      gatewayFeePayer: input.gateway_fee_payer,
      statementPeriod: input.statement_period,
    });
    await announcePlansChanged(app.db, app.orderTerms);
    return plansAnswer(app.db, request.tenant.id, apiMessages.commissionPlanSaved);
  });
  await register(app, financeCalls.followDefaultPlan, async (input, request) => {
    requireMarketplaceOperator(request.tenant, request.staff, planRefusals);
    await requireShopOfProfile(app.db, request.tenant.id, input.shop_id);
    await savePlan(app.db, {
      profileId: request.tenant.id,
      shopId: input.shop_id,
      setBy: request.staff.member.id,
      followsDefault: true,
    });
    await announcePlansChanged(app.db, app.orderTerms);
    return plansAnswer(app.db, request.tenant.id, apiMessages.commissionPlanDefault);
  });
}
