import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { cardFlags, cardTypesOfFlag, type TPaymentGroup } from '@delivery/contract/checkout';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { register } from '../../http/register.ts';
import { shopOfProfile } from '../catalog/service.ts';
import { isOpenNow, scheduleSlots } from './schedule.ts';
import { validateOrder } from './service.ts';

const groupLabels = {
  cash: apiMessages.paymentGroupCash,
  card_on_delivery: apiMessages.paymentGroupCard,
  pix: apiMessages.paymentGroupPix,
} as const;

export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  await register(app, checkoutCalls.validateOrderApp, (input, request) =>
    validateOrder(app.db, app.catalog, request.customer, input),
  );

  await register(app, checkoutCalls.getInfoHorarios, async (input, request) => {
    const bundle = await shopOfProfile(app.catalog, request.tenant.id, input.shop_id);
    return {
      error_type: ErrorType.OK,
      message: apiMessages.ok,
      now_available: isOpenNow(bundle),
      slots: scheduleSlots(bundle),
    };
  });

  await register(app, checkoutCalls.getGroupsPayment, async (input, request) => {
    const bundle = await shopOfProfile(app.catalog, request.tenant.id, input.shop_id);
    const groups: TPaymentGroup[] = bundle.shop.paymentMethods.map((group) => ({
      group,
      label: groupLabels[group],
      accepts_change: group === 'cash' && bundle.shop.cashChange,
      // The shop's own flags, by the platform's ids (decision 0037), in the platform's order.
      flags:
        group === 'card_on_delivery'
          ? cardFlags
              .map((name, i) => ({ flag_id: i + 1, name, card_types: [...cardTypesOfFlag(name)] }))
              .filter((flag) => bundle.shop.cardFlags.includes(flag.flag_id))
          : [],
    }));
    return { error_type: ErrorType.OK, message: apiMessages.ok, groups };
  });

  await register(app, checkoutCalls.getFlagsCardOnline, () => ({
    error_type: ErrorType.OK,
    message: apiMessages.noOnlineCardGateway,
    flags: [],
  }));
}
