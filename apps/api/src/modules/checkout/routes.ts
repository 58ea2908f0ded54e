import {
  cardFlags,
  ZFlagsCardOnlineResponse,
  ZGroupsPaymentResponse,
  ZInfoHorariosResponse,
  ZShopRequest,
  ZValidateOrderRequest,
  ZValidateOrderResponse,
  type TPaymentGroup,
} from '@delivery/contract/checkout';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { checkoutPaths } from '@delivery/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerOfToken, readToken } from '../../http/session.ts';
import { shopOfProfile } from '../catalog/service.ts';
import { isOpenNow, scheduleSlots } from './schedule.ts';
import { validateOrder } from './service.ts';

const groupLabels = {
  cash: apiMessages.paymentGroupCash,
  card_on_delivery: apiMessages.paymentGroupCard,
  pix: apiMessages.paymentGroupPix,
} as const;

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['checkout'];

  app.post(
    checkoutPaths.validateOrderApp,
    {
      schema: {
        tags,
        summary: 'Recomputes the order on the server: 0 go on, 9 confirm first, 2 back to the shop, 15 prices changed',
        body: ZValidateOrderRequest,
        response: { 200: ZValidateOrderResponse },
      },
    },
    async (request) => {
      const customer = await customerOfToken(app.db, request.tenant.id, readToken(request));
      return validateOrder(app.db, app.catalog, customer, request.body);
    },
  );

  app.post(
    checkoutPaths.getInfoHorarios,
    {
      schema: {
        tags,
        summary: 'Whether the shop takes orders for now, and its half-hour slots for scheduled orders',
        body: ZShopRequest,
        response: { 200: ZInfoHorariosResponse },
      },
    },
    async (request) => {
      const bundle = await shopOfProfile(app.catalog, request.tenant.id, request.body.shop_id);
      return {
        error_type: ErrorType.OK,
        message: apiMessages.ok,
        now_available: isOpenNow(bundle),
        slots: scheduleSlots(bundle),
      };
    },
  );

  app.post(
    checkoutPaths.getGroupsPayment,
    {
      schema: {
        tags,
        summary: 'How the shop takes payment: cash (with change), card on delivery (its flags), Pix',
        body: ZShopRequest,
        response: { 200: ZGroupsPaymentResponse },
      },
    },
    async (request) => {
      const bundle = await shopOfProfile(app.catalog, request.tenant.id, request.body.shop_id);
      const groups: TPaymentGroup[] = bundle.shop.paymentMethods.map((group) => ({
        group,
        label: groupLabels[group],
        accepts_change: group === 'cash',
        flags: group === 'card_on_delivery' ? cardFlags.map((name, i) => ({ flag_id: i + 1, name })) : [],
      }));
      return { error_type: ErrorType.OK, message: apiMessages.ok, groups };
    },
  );

  app.post(
    checkoutPaths.getFlagsCardOnline,
    {
      schema: {
        tags,
        summary: 'Card flags for online payment: none until an online gateway is configured',
        body: ZShopRequest.partial({ shop_id: true }),
        response: { 200: ZFlagsCardOnlineResponse },
      },
    },
    async () => ({ error_type: ErrorType.OK, message: apiMessages.noOnlineCardGateway, flags: [] }),
  );
};
