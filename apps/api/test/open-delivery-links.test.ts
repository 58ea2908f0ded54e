import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDeliveryLinks } from '../src/db/schema/open-delivery.ts';
import {
  findOpenDeliveryLink,
  issueOpenDeliveryCredentials,
  merchantSourceOf,
  updateOpenDeliveryLink,
} from '../src/modules/open-delivery/service.ts';
import { secretReader } from '../src/providers/secret-source.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { testSecretsKey } from './helpers/open-delivery.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { createTenant } from './helpers/tenants.ts';

/** What the panel will call: a shop's link, its credentials shown once, the software's addresses and apiKey. */

let t: TestApp;
let tenant: OrderingTenant;
const shop = () => ({ profileId: tenant.id, shopId: tenant.shopId });
const secrets = () => t.app.openDelivery.secrets;

beforeAll(async () => {
  t = await createTestApp({ SECRETS_KEY: testSecretsKey() });
  tenant = await orderingTenant(t.app, t.database.db);
});
afterAll(() => t.close());

describe('a shop link', () => {
  it('starts disabled, keeps only the hash and a sealed copy of the secret, and shows it once', async () => {
    expect(await findOpenDeliveryLink(t.database.db, shop())).toBeNull();
    const issued = await issueOpenDeliveryCredentials(t.database.db, secrets(), shop());
    expect(issued.clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.database.db
      .select()
      .from(openDeliveryLinks)
      .where(eq(openDeliveryLinks.shopId, tenant.shopId));
    expect(row!.enabled).toBe(false);
    expect(JSON.stringify(row)).not.toContain(issued.clientSecret);
    expect(await secrets().text(row!.clientSecretSealed)).toBe(issued.clientSecret);
    const view = await findOpenDeliveryLink(t.database.db, shop());
    expect(view).toEqual({
      merchantId: issued.merchantId,
      enabled: false,
      clientId: issued.clientId,
      webhookUrl: null,
      merchantUrl: null,
      hasMerchantApiKey: false,
      updatedAt: expect.any(Date),
    });
    expect(JSON.stringify(view)).not.toContain(issued.clientSecret);
  });

  it("sets the software's addresses and seals its apiKey, giving it back only to the menu import", async () => {
    const view = await updateOpenDeliveryLink(t.database.db, secrets(), shop(), {
      enabled: true,
      webhookUrl: 'https://pdv.example.com.br/od/v1/newEvent',
      merchantUrl: 'https://pdv.example.com.br/od/v1/merchant',
      merchantApiKey: 'chave-do-pdv',
    });
    expect(view).toMatchObject({
      enabled: true,
      hasMerchantApiKey: true,
      webhookUrl: 'https://pdv.example.com.br/od/v1/newEvent',
    });
    expect(JSON.stringify(view)).not.toContain('chave-do-pdv');
    const [row] = await t.database.db
      .select()
      .from(openDeliveryLinks)
      .where(eq(openDeliveryLinks.shopId, tenant.shopId));
    expect(row!.merchantApiKey).toMatch(/^enc:v1:/);
    expect(await merchantSourceOf(t.database.db, secrets(), shop())).toEqual({
      linkId: row!.id,
      merchantId: row!.merchantId,
      merchantUrl: 'https://pdv.example.com.br/od/v1/merchant',
      apiKey: 'chave-do-pdv',
    });
    await updateOpenDeliveryLink(t.database.db, secrets(), shop(), { merchantApiKey: null, webhookUrl: null });
    expect(await findOpenDeliveryLink(t.database.db, shop())).toMatchObject({
      hasMerchantApiKey: false,
      webhookUrl: null,
    });
  });

  it('refuses an address that is not https, or carries credentials', async () => {
    for (const webhookUrl of [
      'http://pdv.example.com.br/newEvent',
      'ftp://pdv.example.com.br',
      'not a url',
      'https://u:p@pdv.example.com.br/',
    ]) {
      await expect(updateOpenDeliveryLink(t.database.db, secrets(), shop(), { webhookUrl })).rejects.toMatchObject({
        reason: 'bad_url',
        url: webhookUrl,
      });
    }
    await expect(
      updateOpenDeliveryLink(t.database.db, secrets(), shop(), {
        webhookUrl: 'http://127.0.0.1:9/newEvent',
        allowPlainHttp: true,
      }),
    ).resolves.toMatchObject({ webhookUrl: 'http://127.0.0.1:9/newEvent' });
  });

  it("never reaches another profile's shop", async () => {
    const other = await createTenant(t.database.db);
    const theirs = { profileId: other.id, shopId: tenant.shopId };
    const noLink = { name: 'LinkRefusal', reason: 'no_link' };
    await expect(issueOpenDeliveryCredentials(t.database.db, secrets(), theirs)).rejects.toMatchObject(noLink);
    await expect(updateOpenDeliveryLink(t.database.db, secrets(), theirs, { enabled: false })).rejects.toMatchObject(
      noLink,
    );
    expect(await findOpenDeliveryLink(t.database.db, theirs)).toBeNull();
    // Nor links a shop of ours that has no link yet.
    const unlinked = await tenant.anotherShop(`sem-link-${Date.now()}`);
    await expect(
      issueOpenDeliveryCredentials(t.database.db, secrets(), { profileId: other.id, shopId: unlinked }),
    ).rejects.toMatchObject(noLink);
    expect(await findOpenDeliveryLink(t.database.db, { profileId: tenant.id, shopId: unlinked })).toBeNull();
    expect((await findOpenDeliveryLink(t.database.db, shop()))!.enabled).toBe(true);
  });

  it('issues no credentials where nothing can seal them', async () => {
    await expect(issueOpenDeliveryCredentials(t.database.db, secretReader(null), shop())).rejects.toThrow(
      /SECRETS_KEY/,
    );
  });
});
