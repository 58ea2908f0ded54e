import { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import { envelope } from '@delivery/contract/envelope';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { allowsPrivateAddresses } from '../../http/outbound.ts';
import { register } from '../../http/register.ts';
import { saveShopContact, shopContact } from './contact.ts';
import { saveShopDelivery, shopDelivery } from './delivery.ts';
import { saveShopPayments, shopPayments } from './payments-service.ts';
import { saveHalfPricing, saveShopHours, shopHours, type ShopSettingsContext } from './service.ts';

export async function shopSettingsRoutes(app: FastifyInstance): Promise<void> {
  const ctx: ShopSettingsContext = {
    db: app.db,
    catalog: app.catalog,
    secrets: app.pix.secrets,
    appEnv: app.config.APP_ENV,
    outbound: { allowPrivate: allowsPrivateAddresses(app.config) },
  };
  await register(app, shopSettingsCalls.shopHours, async (input, request) => ({
    ...envelope(ErrorType.OK, apiMessages.ok),
    ...(await shopHours(ctx, request.staff, input.shop_id)),
  }));
  await register(app, shopSettingsCalls.saveHalfPricing, (input, request) =>
    saveHalfPricing(ctx, request.staff, input),
  );
  await register(app, shopSettingsCalls.saveShopHours, (input, request) => saveShopHours(ctx, request.staff, input));
  await register(app, shopSettingsCalls.shopDelivery, async (input, request) => ({
    ...envelope(ErrorType.OK, apiMessages.ok),
    ...(await shopDelivery(ctx, request.staff, input.shop_id)),
  }));
  await register(app, shopSettingsCalls.saveShopDelivery, (input, request) =>
    saveShopDelivery(ctx, request.staff, input),
  );
  await register(app, shopSettingsCalls.shopPayments, async (input, request) => ({
    ...envelope(ErrorType.OK, apiMessages.ok),
    ...(await shopPayments(ctx, request.staff, input.shop_id)),
  }));
  await register(app, shopSettingsCalls.saveShopPayments, (input, request) =>
    saveShopPayments(ctx, request.staff, input),
  );
  await register(app, shopSettingsCalls.shopContact, (input, request) =>
    shopContact(ctx, request.staff, input.shop_id),
  );
  await register(app, shopSettingsCalls.saveShopContact, (input, request) =>
    saveShopContact(ctx, request.staff, input),
  );
}
