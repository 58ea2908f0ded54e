import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { onlineCardTypesOf } from '@delivery/contract/card-payments';
import { cardFlags, cardTypesOfFlag, type TPaymentGroup } from '@delivery/contract/checkout';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, paymentMethodWords } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { register } from '../../http/register.ts';
import { shopOfProfile } from '../catalog/service.ts';
import { isOpenNow, scheduleSlots } from './schedule.ts';
import { validateOrder } from './service.ts';

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
      label: paymentMethodWords[group],
      accepts_change: group === 'cash' && bundle.shop.cashChange,
      // The shop's own flags, by the platform's ids (decision 0037), in the platform's order.
      flags:
        group === 'card_on_delivery'
          ? cardFlags
              .map((name, i) => ({ flag_id: i + 1, name, card_types: [...cardTypesOfFlag(name)] }))
              .filter((flag) => bundle.shop.cardFlags.includes(flag.flag_id))
          : [],
    }));
    // A card in the app follows the shop's connected account, offered first as the apps that take most orders do.
    const online = await onlineBrands(request.tenant.id, input.shop_id);
    if (online.flags.length > 0) {
      groups.unshift({
        group: 'card_online',
        label: apiMessages.paymentGroupCardOnline,
        accepts_change: false,
        flags: online.flags.map((flag) => ({ ...flag, card_types: [...onlineCardTypesOf(flag.name)] })),
      });
    }
    return { error_type: ErrorType.OK, message: apiMessages.ok, groups };
  });

  /** The brands of the account that charges the shop's cards, and what its browser script needs. */
  async function onlineBrands(profileId: number, shopId: number) {
    const account = app.cards.gateway ? await app.cards.accountOf(profileId, shopId) : null;
    const settings = app.cards.settings;
    if (!account || !settings) return { flags: [], gateway: null };
    return {
      flags: cardFlags
        .map((name, i) => ({ flag_id: i + 1, name }))
        .filter((flag) => account.brands.includes(flag.flag_id)),
      gateway: { gateway: account.gateway, script_url: settings.scriptUrl, public_key: account.publicKey },
    };
  }

  await register(app, checkoutCalls.getFlagsCardOnline, async (input, request) => {
    if (input.shop_id === undefined) {
      return { error_type: ErrorType.OK, message: apiMessages.noOnlineCardGateway, flags: [], gateway: null };
    }
    await shopOfProfile(app.catalog, request.tenant.id, input.shop_id);
    const online = await onlineBrands(request.tenant.id, input.shop_id);
    return {
      error_type: ErrorType.OK,
      message: online.flags.length ? apiMessages.ok : apiMessages.noOnlineCardGateway,
      ...online,
    };
  });
}
