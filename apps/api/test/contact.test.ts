import { contactCalls } from '@delivery/contract/calls/contact';
import { catalogCalls } from '@delivery/contract/calls/catalog';
import { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import { tenantSettingsCalls } from '@delivery/contract/calls/tenant-settings';
import { profileCalls } from '@delivery/contract/calls/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShop } from '../src/db/seed/insert-shop.ts';
import { lastMessageTo } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { testShop } from './helpers/shops.ts';
import { addStaff } from './helpers/staff.ts';
import { addCity, createTenant, type TestTenant } from './helpers/tenants.ts';

/*
 * The contact page (issue 16): the shop's and the marketplace's phone, WhatsApp and e-mail, kept
 * from the panel, and the message form that mails the shop's staff or the marketplace.
 */

let t: TestApp;
let market: TestTenant;
let other: TestTenant;
let shopId: number;
let otherShopId: number;
let owner: { email: string; token: string };
let attendant: { email: string };
let operator: { email: string; token: string };

beforeAll(async () => {
  // Three messages an hour, so the limit is reached in a few calls.
  t = await createTestApp({ APP_ENV: 'sandbox', CONTACT_MESSAGES_PER_HOUR: '3' });
  market = await createTenant(t.database.db, 'MARKETPLACE');
  const city = await addCity(t.database.db, market.id, 'Campinas', ['Cambuí']);
  const place = { profileId: market.id, cityId: city.id, districts: city.districts };
  shopId = await insertShop(t.database.db, place, testShop());
  owner = await addStaff(t.app, t.database.db, market, [{ role: 'owner', shopId }]);
  attendant = await addStaff(t.app, t.database.db, market, [{ role: 'attendant', shopId }]);
  operator = await addStaff(t.app, t.database.db, market, [{ role: 'operator', shopId: null }]);
  other = await createTenant(t.database.db, 'MARKETPLACE');
  const otherCity = await addCity(t.database.db, other.id, 'Campinas', ['Cambuí']);
  otherShopId = await insertShop(
    t.database.db,
    { profileId: other.id, cityId: otherCity.id, districts: otherCity.districts },
    testShop(),
  );
});
afterAll(() => t.close());

const send = async (path: string, fields: Record<string, unknown>, domain = market.domain, ip = '10.0.0.1') => {
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { host: domain, 'content-type': 'application/json' },
    remoteAddress: ip,
    payload: JSON.stringify({ validate: 1, ...fields }),
  });
  return { status: res.statusCode, body: res.json() };
};
const message = (fields: Record<string, unknown> = {}) => ({
  name: 'Joana Souza',
  reply_to: '(19) 98765-4321',
  message: 'Vocês fazem pizza sem glúten para uma festa no sábado?',
  ...fields,
});

describe("a shop's contact, from the panel", () => {
  it('is saved by its owner at the version read, and the shop page shows it', async () => {
    const read = await send(shopSettingsCalls.shopContact.path, { token: owner.token, shop_id: shopId });
    expect(read.body).toMatchObject({
      error_type: 0,
      contact: { phone: '', whatsapp: '', email: '' },
      version: 1,
      last_change: null,
    });
    // Before any, the shop page carries no contact.
    const before = await send(catalogCalls.getShop.path, { shop_id: shopId });
    expect(before.body.shop.contact).toBeUndefined();

    const saved = await send(shopSettingsCalls.saveShopContact.path, {
      token: owner.token,
      shop_id: shopId,
      version: 1,
      phone: '(19) 3234-5678',
      whatsapp: '(19) 98765-4321',
      email: 'Contato@PizzariaTeste.com.br',
    });
    expect(saved.body).toMatchObject({
      error_type: 0,
      message: 'Contato salvo. A página de contato da loja já mostra os novos dados',
      contact: { phone: '1932345678', whatsapp: '19987654321', email: 'contato@pizzariateste.com.br' },
      version: 2,
      last_change: { by: 'Pessoa da Equipe', by_software: false },
    });
    const after = await send(catalogCalls.getShop.path, { shop_id: shopId });
    expect(after.body.shop.contact).toEqual({
      phone: '1932345678',
      whatsapp: '19987654321',
      email: 'contato@pizzariateste.com.br',
    });

    // A save at the old version is refused.
    const stale = await send(shopSettingsCalls.saveShopContact.path, {
      token: owner.token,
      shop_id: shopId,
      version: 1,
      phone: '',
      whatsapp: '',
      email: '',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error_type).toBe(17);
  });

  it('refuses a phone without its area code, in pt-BR', async () => {
    const refused = await send(shopSettingsCalls.saveShopContact.path, {
      token: owner.token,
      shop_id: shopId,
      version: 2,
      phone: '3234-5678',
      whatsapp: '',
      email: '',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error_type).toBe(1);
    expect(refused.body.message).toContain('informe o telefone com DDD');
  });
});

describe("the marketplace's contact, from the panel", () => {
  it('is saved with the links and read by the customer app in the profile', async () => {
    const now = (await send(tenantSettingsCalls.tenantSettings.path, { token: operator.token })).body;
    const saved = await send(tenantSettingsCalls.saveTenantLinks.path, {
      token: operator.token,
      version: now.versions.links,
      ...now.links,
      contact_phone: '(19) 3030-4000',
      contact_whatsapp: '(19) 99000-1234',
      contact_email: 'atendimento@pedeja.com.br',
      contact_address: 'Avenida Norte-Sul, 1500 - Cambuí, Campinas - SP',
    });
    expect(saved.body.error_type).toBe(0);
    expect(saved.body.links).toMatchObject({ contact_phone: '1930304000', contact_whatsapp: '19990001234' });
    const profile = (await send(profileCalls.getProfile.path, {})).body;
    expect(profile.contact).toEqual({
      phone: '1930304000',
      whatsapp: '19990001234',
      email: 'atendimento@pedeja.com.br',
      address: 'Avenida Norte-Sul, 1500 - Cambuí, Campinas - SP',
    });
  });
});

describe('a message from the contact page', () => {
  it("reaches the shop's owner and attendant, and not the operator", async () => {
    const sent = await send(
      contactCalls.sendContactMessage.path,
      { shop_id: shopId, ...message() },
      market.domain,
      '10.0.1.1',
    );
    expect(sent).toEqual({
      status: 200,
      body: { error_type: 0, message: 'Mensagem enviada! Pizzaria Teste vai responder pelo contato que você deixou.' },
    });
    for (const to of [owner.email, attendant.email]) {
      const mail = await lastMessageTo(t.app, to);
      expect(mail).toMatchObject({ channel: 'email', subject: `Mensagem de Joana Souza (${market.title})` });
      expect(mail!.text).toContain('Vocês fazem pizza sem glúten');
      expect(mail!.text).toContain('Responder para: (19) 98765-4321');
    }
    expect(await lastMessageTo(t.app, operator.email)).toBeUndefined();
  });

  it("without a shop, reaches the marketplace's contact e-mail", async () => {
    const sent = await send(
      contactCalls.sendContactMessage.path,
      message({ reply_to: 'joana@example.com' }),
      market.domain,
      '10.0.2.1',
    );
    expect(sent.body).toEqual({
      error_type: 0,
      message: `Mensagem enviada! ${market.title} vai responder pelo contato que você deixou.`,
    });
    const mail = await lastMessageTo(t.app, 'atendimento@pedeja.com.br');
    expect(mail!.text).toContain('Responder para: joana@example.com');
  });

  it("refuses another tenant's shop as not found", async () => {
    const refused = await send(
      contactCalls.sendContactMessage.path,
      { shop_id: otherShopId, ...message() },
      market.domain,
      '10.0.3.1',
    );
    expect(refused).toEqual({ status: 404, body: { error_type: 3, message: 'Loja não encontrada' } });
  });

  it('refuses what the contract refuses, naming the field', async () => {
    const noReply = await send(
      contactCalls.sendContactMessage.path,
      message({ reply_to: 'amanhã' }),
      market.domain,
      '10.0.4.1',
    );
    expect(noReply.status).toBe(400);
    expect(noReply.body.error_type).toBe(1);
    expect(noReply.body.message).toContain('informe um e-mail ou um telefone com DDD');
    const short = await send(
      contactCalls.sendContactMessage.path,
      message({ message: 'Oi' }),
      market.domain,
      '10.0.4.1',
    );
    expect(short.body.error_type).toBe(1);
    expect(short.body.message).toContain('ao menos 10 caracteres');
    const long = await send(
      contactCalls.sendContactMessage.path,
      message({ message: 'a'.repeat(1001) }),
      market.domain,
      '10.0.4.1',
    );
    expect(long.body.error_type).toBe(1);
  });

  it('is limited per IP, with a pt-BR message', async () => {
    const ip = '10.0.5.1';
    for (let i = 0; i < 3; i++) {
      expect((await send(contactCalls.sendContactMessage.path, message(), market.domain, ip)).body.error_type).toBe(0);
    }
    const limited = await send(contactCalls.sendContactMessage.path, message(), market.domain, ip);
    expect(limited).toEqual({
      status: 429,
      body: {
        error_type: 6,
        message: 'Você já enviou várias mensagens agora há pouco. Aguarde um pouco e tente novamente',
      },
    });
    // Another caller is not held back by it.
    expect(
      (await send(contactCalls.sendContactMessage.path, message(), market.domain, '10.0.5.2')).body.error_type,
    ).toBe(0);
  });

  it('says so when nobody can read it', async () => {
    const refused = await send(contactCalls.sendContactMessage.path, message(), other.domain, '10.0.6.1');
    expect(refused.body).toEqual({
      error_type: 14,
      message: 'Esta loja ainda não tem como receber mensagens. Use o telefone ou o WhatsApp',
    });
  });
});
