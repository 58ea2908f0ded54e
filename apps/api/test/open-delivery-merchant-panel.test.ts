import { ErrorType } from '@delivery/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../src/http/app-error.ts';
import { importMerchantNow, lastMerchantImport } from '../src/modules/open-delivery-merchant/service.ts';
import { findOpenDeliveryLink, LinkRefusal, updateOpenDeliveryLink } from '../src/modules/open-delivery/service.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { linkShop, testSecretsKey } from './helpers/open-delivery.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { SOFTWARE_API_KEY, startSoftwareService } from './helpers/software-service.ts';

/** What the panel calls: the software's address and apiKey, an import now, the last import's report. */

let t: TestApp;
let tenant: OrderingTenant;
let other: OrderingTenant;
let software: Awaited<ReturnType<typeof startSoftwareService>>;

beforeAll(async () => {
  // Sandbox: the local software answers plain http, which production refuses.
  t = await createTestApp({ SECRETS_KEY: testSecretsKey(), APP_ENV: 'sandbox' });
  tenant = await orderingTenant(t.app, t.database.db);
  other = await orderingTenant(t.app, t.database.db);
  await linkShop(t.app, t.database.db, { profileId: tenant.id, shopId: tenant.shopId, domain: tenant.domain });
  software = await startSoftwareService();
});
afterAll(async () => {
  await software.close();
  await t.close();
});

const shop = () => ({ profileId: tenant.id, shopId: tenant.shopId });
const refusal = (errorType: number, message?: string) =>
  expect.objectContaining({ errorType, ...(message ? { message } : {}) }) as unknown as AppError;

describe('the panel’s Open Delivery menu import', () => {
  it('has nothing to show or import before the software’s address is set', async () => {
    expect(await lastMerchantImport(t.app, shop())).toBeNull();
    await expect(importMerchantNow(t.app, shop())).rejects.toEqual(
      refusal(ErrorType.NOT_FOUND, 'Cadastre primeiro o endereço do sistema da loja.'),
    );
  });

  it('keeps the address and a sealed apiKey, refusing an address that is not http(s)', async () => {
    const setSource = (merchantUrl: string, merchantApiKey?: string) =>
      updateOpenDeliveryLink(t.database.db, t.app.openDelivery.secrets, shop(), {
        allowPlainHttp: true,
        merchantUrl,
        ...(merchantApiKey ? { merchantApiKey } : {}),
      });
    await expect(setSource('file:///etc/passwd')).rejects.toBeInstanceOf(LinkRefusal);
    const view = await setSource(software.url, SOFTWARE_API_KEY);
    expect(view).toMatchObject({ merchantUrl: software.url, hasMerchantApiKey: true });
    expect(JSON.stringify(await findOpenDeliveryLink(t.database.db, shop()))).not.toContain(SOFTWARE_API_KEY);
  });

  it('imports now and shows the last import with its report', async () => {
    const result = await importMerchantNow(t.app, shop());
    expect(result.outcome).toBe('success');
    const last = await lastMerchantImport(t.app, shop());
    expect(last).toMatchObject({ outcome: 'success', failure: '', report: result.report });
    expect(last!.report).toContain(
      '“Picanha” é vendido por quilo (KG) no seu sistema; aqui só vendemos por unidade, então ele não foi importado.',
    );
  });

  it('never reaches another profile’s shop', async () => {
    const crossed = { profileId: other.id, shopId: tenant.shopId };
    await expect(lastMerchantImport(t.app, crossed)).rejects.toEqual(refusal(ErrorType.NOT_FOUND));
    await expect(importMerchantNow(t.app, crossed)).rejects.toEqual(refusal(ErrorType.NOT_FOUND));
  });
});
