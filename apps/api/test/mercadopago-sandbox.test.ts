import type { FastifyInstance } from 'fastify';
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardholderOutcomes,
  sandboxTestCards,
  type SandboxTestCard,
} from '../src/modules/mercadopago-sandbox/service.ts';
import { SANDBOX_PATH, sandboxApplication } from '../src/providers/mercadopago-settings.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

/**
 * The stand-in of Mercado Pago (modules/mercadopago-sandbox) as the API's adapter and a shop's
 * browser use it: over HTTP, in Mercado Pago's own shapes.
 */
let t: TestApp;
let app: FastifyInstance;

type Notification = { url: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };
let hooks: Server;
let hookUrl = '';
const received: Notification[] = [];
const waiting: ((notification: Notification) => void)[] = [];

/** The next notification the local server gets (or one it already got and nobody took). */
function nextNotification(): Promise<Notification> {
  const ready = received.shift();
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    waiting.push(resolve);
    setTimeout(() => reject(new Error('no notification within 5 s')), 5000);
  });
}

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox' });
  app = t.app;
  hooks = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      res.writeHead(200).end('ok');
      const notification = {
        url: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(text) as Record<string, unknown>,
      };
      const taker = waiting.shift();
      if (taker) taker(notification);
      else received.push(notification);
    });
  });
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/webhooks/mercadopago`;
});
afterAll(async () => {
  await new Promise((resolve) => hooks.close(resolve));
  await t.close();
});

const REDIRECT = 'https://loja.example/painel/mercadopago/retorno';
const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const json = (payload: unknown, headers: Record<string, string> = {}) => ({
  payload: JSON.stringify(payload),
  headers: { 'content-type': 'application/json', ...headers },
});

type Tokens = { access_token: string; refresh_token: string; user_id: number; public_key: string };

/** Authorize in the browser's page, come back with the code, trade it: what the API's adapter does. */
async function connectSeller(name = 'Vendedor de teste'): Promise<Tokens> {
  const state = randomUUID();
  const allowed = await app.inject({
    method: 'POST',
    url: `${SANDBOX_PATH}/authorization`,
    ...form({ client_id: sandboxApplication.clientId, redirect_uri: REDIRECT, state, name, decision: 'allow' }),
  });
  expect(allowed.statusCode).toBe(302);
  const back = new URL(allowed.headers.location as string);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  expect(back.searchParams.get('state')).toBe(state);
  const code = back.searchParams.get('code')!;
  expect(code).toMatch(/^TG-/);
  const res = await app.inject({
    method: 'POST',
    url: `${SANDBOX_PATH}/oauth/token`,
    ...form({
      grant_type: 'authorization_code',
      client_id: sandboxApplication.clientId,
      client_secret: sandboxApplication.clientSecret,
      code,
      redirect_uri: REDIRECT,
    }),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const bearer = (seller: Tokens) => ({ authorization: `Bearer ${seller.access_token}` });

async function cardToken(seller: Tokens, card: SandboxTestCard = 'master', name = 'APRO') {
  const test = sandboxTestCards[card];
  return app.inject({
    method: 'POST',
    url: `${SANDBOX_PATH}/v1/card_tokens?public_key=${encodeURIComponent(seller.public_key)}`,
    ...json({
      card_number: test.number,
      security_code: test.securityCode,
      expiration_month: test.expirationMonth,
      expiration_year: test.expirationYear,
      cardholder: { name, identification: { type: 'CPF', number: '19119119100' } },
    }),
  });
}

const methodOf: Record<SandboxTestCard, string> = {
  master: 'master',
  visa: 'visa',
  amex: 'amex',
  debelo: 'debelo',
  challenge: 'master',
};

async function pay(
  seller: Tokens,
  token: string,
  extra: Record<string, unknown> = {},
  key: string = randomUUID(),
  host = 'localhost:80',
) {
  return app.inject({
    method: 'POST',
    url: `${SANDBOX_PATH}/v1/payments`,
    ...json(
      {
        transaction_amount: 100,
        token,
        description: 'Pedido 42',
        installments: 1,
        payment_method_id: 'master',
        payer: { email: 'cliente@example.com' },
        external_reference: 'order-42',
        ...extra,
      },
      { ...bearer(seller), 'x-idempotency-key': key, host },
    ),
  });
}

/** A payment of 100 reais with a fresh token of the test card, paid by `name`. */
async function paid(
  seller: Tokens,
  name = 'APRO',
  extra: Record<string, unknown> = {},
  card: SandboxTestCard = 'master',
) {
  const token = (await cardToken(seller, card, name)).json<{ id: string }>().id;
  return pay(seller, token, { payment_method_id: methodOf[card], ...extra });
}

describe('OAuth', () => {
  it('shows the authorization page for the application, and refuses an unknown one', async () => {
    const query = new URLSearchParams({
      client_id: sandboxApplication.clientId,
      response_type: 'code',
      platform_id: 'mp',
      state: 's1',
      redirect_uri: REDIRECT,
    });
    const page = await app.inject({ method: 'GET', url: `${SANDBOX_PATH}/authorization?${query.toString()}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Mercado Pago (sandbox)');
    expect(page.body).toContain('value="Vendedor de teste"');
    expect(page.body).toMatch(/>Autorizar<\/button>/);
    expect(page.body).toMatch(/>Cancelar<\/button>/);
    // The form's redirect goes to the shop: the page's policy must let it.
    expect(page.headers['content-security-policy']).toContain("form-action 'self' https://loja.example");
    query.set('client_id', '999');
    const unknown = await app.inject({ method: 'GET', url: `${SANDBOX_PATH}/authorization?${query.toString()}` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Nenhuma aplicação tem o client_id 999');
  });

  it('sends the seller back with access_denied when they cancel', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${SANDBOX_PATH}/authorization`,
      ...form({
        client_id: sandboxApplication.clientId,
        redirect_uri: `${REDIRECT}?shop=7`,
        state: 'xyz',
        decision: 'deny',
      }),
    });
    expect(res.statusCode).toBe(302);
    const back = new URL(res.headers.location as string);
    expect(Object.fromEntries(back.searchParams)).toEqual({ shop: '7', error: 'access_denied', state: 'xyz' });
  });

  it('trades a code once for tokens, and refuses a wrong client, code or redirect_uri', async () => {
    const allowed = await app.inject({
      method: 'POST',
      url: `${SANDBOX_PATH}/authorization`,
      ...form({ client_id: sandboxApplication.clientId, redirect_uri: REDIRECT, decision: 'allow', name: 'Loja A' }),
    });
    const code = new URL(allowed.headers.location as string).searchParams.get('code')!;
    const trade = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `${SANDBOX_PATH}/oauth/token`,
        ...json({
          grant_type: 'authorization_code',
          client_id: sandboxApplication.clientId,
          client_secret: sandboxApplication.clientSecret,
          code,
          redirect_uri: REDIRECT,
          ...fields,
        }),
      });
    const wrongSecret = await trade({ client_secret: 'nope' });
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json()).toMatchObject({ error: 'invalid_client', status: 401, cause: [] });
    const wrongRedirect = await trade({ redirect_uri: 'https://elsewhere.example/' });
    expect(wrongRedirect.statusCode).toBe(400);
    expect(wrongRedirect.json()).toMatchObject({ error: 'invalid_grant', status: 400, cause: [] });
    const tokens = await trade({});
    expect(tokens.statusCode).toBe(200);
    expect(tokens.json()).toMatchObject({
      access_token: expect.stringMatching(/^APP_USR-\d+-/),
      token_type: 'Bearer',
      expires_in: 15_552_000,
      scope: 'offline_access read write',
      user_id: expect.any(Number),
      refresh_token: expect.stringMatching(/^TG-/),
      public_key: expect.stringMatching(/^APP_USR-[0-9a-f-]{36}$/),
      live_mode: false,
    });
    const again = await trade({});
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_grant');
  });

  it('refreshes into new tokens, after which the old access and refresh tokens stop working', async () => {
    const seller = await connectSeller();
    const search = (token: string) =>
      app.inject({
        method: 'GET',
        url: `${SANDBOX_PATH}/v1/payments/search`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await search(seller.access_token)).statusCode).toBe(200);
    const expired = await app.inject({ method: 'POST', url: `${SANDBOX_PATH}/accounts/${seller.user_id}/expire` });
    expect(expired.statusCode).toBe(200);
    const refused = await search(seller.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'invalid access token', error: 'unauthorized', status: 401, cause: [] });

    const refresh = (refreshToken: string) =>
      app.inject({
        method: 'POST',
        url: `${SANDBOX_PATH}/oauth/token`,
        ...form({
          grant_type: 'refresh_token',
          client_id: sandboxApplication.clientId,
          client_secret: sandboxApplication.clientSecret,
          refresh_token: refreshToken,
        }),
      });
    const renewed = await refresh(seller.refresh_token);
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json<Tokens>();
    expect(fresh.user_id).toBe(seller.user_id);
    expect(fresh.public_key).toBe(seller.public_key);
    expect(fresh.access_token).not.toBe(seller.access_token);
    expect(fresh.refresh_token).not.toBe(seller.refresh_token);
    expect((await search(fresh.access_token)).statusCode).toBe(200);
    expect((await search(seller.access_token)).statusCode).toBe(401);
    const stale = await refresh(seller.refresh_token);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ error: 'invalid_grant', status: 400 });
  });
});

describe('card tokens and payment methods', () => {
  it('makes a token that carries no card number, and refuses bad cards in Mercado Pago codes', async () => {
    const seller = await connectSeller();
    const made = await cardToken(seller, 'visa', 'APRO');
    expect(made.statusCode).toBe(201);
    const token = made.json();
    expect(token).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      public_key: seller.public_key,
      card_id: null,
      first_six_digits: '423564',
      last_four_digits: '5682',
      cardholder: { name: 'APRO', identification: { type: 'CPF', number: '19119119100' } },
      status: 'active',
      luhn_validation: true,
      security_code_length: 3,
    });
    expect(new Date(token.date_due).getTime() - new Date(token.date_created).getTime()).toBe(7 * 86_400_000);
    expect(made.body).not.toContain(sandboxTestCards.visa.number);

    const url = `${SANDBOX_PATH}/v1/card_tokens?public_key=${seller.public_key}`;
    const card = { card_number: '4235647728025683', security_code: '123', expiration_month: 11, expiration_year: 2099 };
    const tokenOf = (body: object) =>
      app.inject({ method: 'POST', url, ...json({ ...card, cardholder: { name: 'APRO' }, ...body }) });
    expect((await tokenOf({})).json().cause[0].code).toBe('E301');
    const amexWithThree = await tokenOf({ card_number: sandboxTestCards.amex.number, security_code: '123' });
    expect(amexWithThree.statusCode).toBe(400);
    expect(amexWithThree.json().cause[0].code).toBe('E302');
    const past = await tokenOf({ card_number: sandboxTestCards.visa.number, expiration_year: 2020 });
    expect(past.json()).toMatchObject({ status: 400, error: 'bad_request', cause: [{ code: '326' }] });
    const noKey = await app.inject({
      method: 'POST',
      url: `${SANDBOX_PATH}/v1/card_tokens?public_key=APP_USR-x`,
      ...json(card),
    });
    expect(noKey.statusCode).toBe(401);
  });

  it('tells the brand of a BIN', async () => {
    const seller = await connectSeller();
    const search = async (bins: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `${SANDBOX_PATH}/v1/payment_methods/search?public_key=${seller.public_key}&bins=${bins}`,
        })
      ).json();
    expect((await search('503143')).results[0]).toMatchObject({
      id: 'master',
      name: 'Mastercard',
      payment_type_id: 'credit_card',
    });
    expect((await search('50677667')).results[0]).toMatchObject({
      id: 'debelo',
      name: 'Elo Débito',
      payment_type_id: 'debit_card',
    });
    expect((await search('375365')).results[0]).toMatchObject({
      id: 'amex',
      settings: [{ security_code: { length: 4 } }],
    });
    expect((await search('636368')).results[0].id).toBe('elo');
    expect((await search('606282')).results[0].id).toBe('hipercard');
    expect((await search('22300000')).results[0].id).toBe('master');
    expect((await search('41111111')).results[0].id).toBe('visa');
    expect(await search('999999')).toMatchObject({ results: [], paging: { total: 0 } });
  });
});

describe('payments', () => {
  it('approves a payment of an APRO card, answering Mercado Pago’s payment', async () => {
    const seller = await connectSeller();
    const res = await paid(seller, 'APRO', { application_fee: 5, external_reference: 'order-approve' });
    expect(res.statusCode).toBe(201);
    const payment = res.json();
    expect(payment).toMatchObject({
      id: expect.any(Number),
      status: 'approved',
      status_detail: 'accredited',
      transaction_amount: 100,
      transaction_amount_refunded: 0,
      currency_id: 'BRL',
      payment_method_id: 'master',
      payment_type_id: 'credit_card',
      external_reference: 'order-approve',
      description: 'Pedido 42',
      installments: 1,
      collector_id: seller.user_id,
      payer: { id: null, email: 'cliente@example.com' },
      card: { id: null, first_six_digits: '503143', last_four_digits: '6351', cardholder: { name: 'APRO' } },
      application_fee: 5,
      live_mode: false,
      refunds: [],
    });
    expect(payment.date_approved).not.toBeNull();
    expect(payment.fee_details).toContainEqual(expect.objectContaining({ type: 'mercadopago_fee' }));
    expect(payment).not.toHaveProperty('three_ds_info');

    const read = await app.inject({
      method: 'GET',
      url: `${SANDBOX_PATH}/v1/payments/${payment.id}`,
      headers: bearer(seller),
    });
    expect(read.json()).toMatchObject({ id: payment.id, status: 'approved' });
    const other = await connectSeller('Outro vendedor');
    const hidden = await app.inject({
      method: 'GET',
      url: `${SANDBOX_PATH}/v1/payments/${payment.id}`,
      headers: bearer(other),
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({
      message: 'Payment not found',
      error: 'not_found',
      status: 404,
      cause: [{ code: 2000, description: 'Payment not found' }],
    });
    const found = await app.inject({
      method: 'GET',
      url: `${SANDBOX_PATH}/v1/payments/search?external_reference=order-approve`,
      headers: bearer(seller),
    });
    expect(found.json()).toMatchObject({ paging: { total: 1 }, results: [{ id: payment.id }] });
  });

  it('refuses a wrong or missing access token', async () => {
    const seller = await connectSeller();
    const token = (await cardToken(seller)).json().id;
    const res = await pay({ ...seller, access_token: 'APP_USR-0-nope' }, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'invalid access token', error: 'unauthorized', status: 401, cause: [] });
    const bare = await app.inject({ method: 'GET', url: `${SANDBOX_PATH}/v1/payments/search` });
    expect(bare.statusCode).toBe(401);
  });

  it('decides each payment by the cardholder’s name, as Mercado Pago’s test cards do', async () => {
    const seller = await connectSeller();
    for (const [name, outcome] of Object.entries({ ...cardholderOutcomes, 'Maria Silva': cardholderOutcomes.APRO })) {
      const payment = (await paid(seller, name)).json();
      expect([name, payment.status, payment.status_detail]).toEqual([name, outcome.status, outcome.statusDetail]);
    }
  });

  it('answers the same payment for the same idempotency key, and asks for one', async () => {
    const seller = await connectSeller();
    const token = (await cardToken(seller)).json().id;
    const key = randomUUID();
    const first = await pay(seller, token, { external_reference: 'order-idem' }, key);
    expect(first.statusCode).toBe(201);
    const second = await pay(seller, token, { external_reference: 'order-idem' }, key);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    const search = await app.inject({
      method: 'GET',
      url: `${SANDBOX_PATH}/v1/payments/search?external_reference=order-idem`,
      headers: bearer(seller),
    });
    expect(search.json().paging.total).toBe(1);
    const keyless = await app.inject({
      method: 'POST',
      url: `${SANDBOX_PATH}/v1/payments`,
      ...json(
        { transaction_amount: 1, token, installments: 1, payment_method_id: 'master', payer: {} },
        bearer(seller),
      ),
    });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json()).toMatchObject({ status: 400, error: 'bad_request' });
  });

  it('refuses a used or unknown token, and a payment_method_id that is not the card’s', async () => {
    const seller = await connectSeller();
    const token = (await cardToken(seller)).json().id;
    const mismatch = await pay(seller, token, { payment_method_id: 'visa' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().cause[0].code).toBe(10102);
    expect((await pay(seller, token)).statusCode).toBe(201);
    for (const used of [token, 'f'.repeat(32)]) {
      const res = await pay(seller, used);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Card Token not found',
        error: 'bad_request',
        status: 400,
        cause: [{ code: 2006, description: 'Card Token not found' }],
      });
    }
  });

  it('cancels a payment in process, and only that', async () => {
    const seller = await connectSeller();
    const waiting = (await paid(seller, 'CONT')).json();
    const cancel = (id: number) =>
      app.inject({
        method: 'PUT',
        url: `${SANDBOX_PATH}/v1/payments/${id}`,
        ...json({ status: 'cancelled' }, bearer(seller)),
      });
    const cancelled = await cancel(waiting.id);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', status_detail: 'by_collector' });
    const approved = (await paid(seller, 'APRO')).json();
    expect((await cancel(approved.id)).statusCode).toBe(400);
  });
});

describe('refunds', () => {
  it('refunds in part, then the rest, refuses more than what is left, and keeps each key’s refund', async () => {
    const seller = await connectSeller();
    const payment = (await paid(seller)).json();
    const refund = (body: object, key = randomUUID()) =>
      app.inject({
        method: 'POST',
        url: `${SANDBOX_PATH}/v1/payments/${payment.id}/refunds`,
        ...json(body, { ...bearer(seller), 'x-idempotency-key': key }),
      });
    const read = async () =>
      (
        await app.inject({ method: 'GET', url: `${SANDBOX_PATH}/v1/payments/${payment.id}`, headers: bearer(seller) })
      ).json();

    const key = randomUUID();
    const part = await refund({ amount: 30.5 }, key);
    expect(part.statusCode).toBe(201);
    expect(part.json()).toMatchObject({
      id: expect.any(Number),
      payment_id: payment.id,
      amount: 30.5,
      status: 'approved',
    });
    expect(await read()).toMatchObject({
      status: 'approved',
      status_detail: 'partially_refunded',
      transaction_amount_refunded: 30.5,
    });
    const repeated = await refund({ amount: 30.5 }, key);
    expect(repeated.json().id).toBe(part.json().id);
    expect((await read()).transaction_amount_refunded).toBe(30.5);

    const tooMuch = await refund({ amount: 70 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ status: 400, error: 'bad_request' });

    const rest = await refund({});
    expect(rest.json().amount).toBe(69.5);
    expect(await read()).toMatchObject({
      status: 'refunded',
      status_detail: 'refunded',
      transaction_amount_refunded: 100,
    });
    expect((await refund({})).statusCode).toBe(400);
    const list = await app.inject({
      method: 'GET',
      url: `${SANDBOX_PATH}/v1/payments/${payment.id}/refunds`,
      headers: bearer(seller),
    });
    expect(list.json().map((r: { amount: number }) => r.amount)).toEqual([30.5, 69.5]);
  });

  it('refunds only an approved payment', async () => {
    const seller = await connectSeller();
    const rejected = (await paid(seller, 'OTHE')).json();
    const res = await app.inject({
      method: 'POST',
      url: `${SANDBOX_PATH}/v1/payments/${rejected.id}/refunds`,
      ...json({}, { ...bearer(seller), 'x-idempotency-key': randomUUID() }),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('customers and saved cards', () => {
  it('saves a card once per number, pays with it, and deletes it', async () => {
    const seller = await connectSeller();
    const created = await app.inject({
      method: 'POST',
      url: `${SANDBOX_PATH}/v1/customers`,
      ...json({ email: 'Fulano@Example.com' }, bearer(seller)),
    });
    expect(created.statusCode).toBe(201);
    const customer = created.json();
    expect(customer).toMatchObject({ id: expect.stringMatching(/^\d+-\w+$/), email: 'fulano@example.com' });
    const twice = await app.inject({
      method: 'POST',
      url: `${SANDBOX_PATH}/v1/customers`,
      ...json({ email: 'fulano@example.com' }, bearer(seller)),
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().cause).toEqual([{ code: 101, description: 'the customer already exist' }]);
    const search = await app.inject({
      method: 'GET',
      url: `${SANDBOX_PATH}/v1/customers/search?email=fulano@example.com`,
      headers: bearer(seller),
    });
    expect(search.json()).toMatchObject({ paging: { total: 1 }, results: [{ id: customer.id }] });

    const save = async () =>
      app.inject({
        method: 'POST',
        url: `${SANDBOX_PATH}/v1/customers/${customer.id}/cards`,
        ...json({ token: (await cardToken(seller, 'master', 'APRO')).json().id }, bearer(seller)),
      });
    const saved = await save();
    expect(saved.statusCode).toBe(200);
    const card = saved.json();
    expect(card).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      customer_id: customer.id,
      first_six_digits: '503143',
      last_four_digits: '6351',
      payment_method: { id: 'master', name: 'Mastercard', payment_type_id: 'credit_card' },
      cardholder: { name: 'APRO' },
    });
    expect((await save()).json().id).toBe(card.id);
    const cards = await app.inject({
      method: 'GET',
      url: `${SANDBOX_PATH}/v1/customers/${customer.id}/cards`,
      headers: bearer(seller),
    });
    expect(cards.json()).toHaveLength(1);

    const savedToken = await app.inject({
      method: 'POST',
      url: `${SANDBOX_PATH}/v1/card_tokens?public_key=${seller.public_key}`,
      ...json({ card_id: card.id, security_code: '123' }),
    });
    expect(savedToken.statusCode).toBe(201);
    expect(savedToken.json()).toMatchObject({ card_id: card.id, last_four_digits: '6351' });
    const payment = await pay(seller, savedToken.json().id, { payer: { type: 'customer', id: customer.id } });
    expect(payment.json()).toMatchObject({ status: 'approved', card: { id: card.id }, payer: { id: customer.id } });

    const other = await connectSeller('Outro vendedor');
    const foreign = await app.inject({
      method: 'GET',
      url: `${SANDBOX_PATH}/v1/customers/${customer.id}/cards`,
      headers: bearer(other),
    });
    expect(foreign.statusCode).toBe(404);
    const foreignToken = await app.inject({
      method: 'POST',
      url: `${SANDBOX_PATH}/v1/card_tokens?public_key=${other.public_key}`,
      ...json({ card_id: card.id, security_code: '123' }),
    });
    expect(foreignToken.statusCode).toBe(400);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `${SANDBOX_PATH}/v1/customers/${customer.id}/cards/${card.id}`,
      headers: bearer(seller),
    });
    expect(deleted.json().id).toBe(card.id);
    const after = await app.inject({
      method: 'GET',
      url: `${SANDBOX_PATH}/v1/customers/${customer.id}/cards`,
      headers: bearer(seller),
    });
    expect(after.json()).toEqual([]);
  });
});

describe('3-D Secure', () => {
  it('asks for a challenge with the 3DS test card, which approves the payment when the payer authenticates', async () => {
    const seller = await connectSeller();
    const token = (await cardToken(seller, 'challenge', 'APRO')).json().id;
    const res = await pay(seller, token, { three_d_secure_mode: 'optional' }, randomUUID(), 'loja.example:3000');
    expect(res.statusCode).toBe(201);
    const payment = res.json();
    expect(payment).toMatchObject({
      status: 'pending',
      status_detail: 'pending_challenge',
      three_ds_info: { external_resource_url: `http://loja.example:3000${SANDBOX_PATH}/3ds/challenge` },
    });
    const creq = payment.three_ds_info.creq as string;

    const page = await app.inject({ method: 'POST', url: `${SANDBOX_PATH}/3ds/challenge`, ...form({ creq }) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Autenticação do cartão (sandbox)');
    expect(page.body).toMatch(/>Autenticar<\/button>/);
    expect(page.body).toMatch(/>Não autenticar<\/button>/);
    expect(page.headers['content-security-policy']).toContain('frame-ancestors * capacitor:');

    const done = await app.inject({
      method: 'POST',
      url: `${SANDBOX_PATH}/3ds/challenge/decision`,
      ...form({ creq, decision: 'authenticate' }),
    });
    expect(done.body).toContain('Autenticação concluída');
    expect(done.body).toContain('data-status="approved"');
    const script = await app.inject({ method: 'GET', url: `${SANDBOX_PATH}/js/3ds-done.js` });
    expect(script.body).toContain("type: 'mercadopago-3ds'");
    const read = await app.inject({
      method: 'GET',
      url: `${SANDBOX_PATH}/v1/payments/${payment.id}`,
      headers: bearer(seller),
    });
    expect(read.json()).toMatchObject({ status: 'approved', status_detail: 'accredited' });
    expect(read.json()).not.toHaveProperty('three_ds_info');

    const again = await app.inject({ method: 'POST', url: `${SANDBOX_PATH}/3ds/challenge`, ...form({ creq }) });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('não está aguardando');
  });

  it('rejects the payment when the payer does not authenticate; without 3DS the card pays directly', async () => {
    const seller = await connectSeller();
    const token = (await cardToken(seller, 'challenge', 'APRO')).json().id;
    const payment = (await pay(seller, token, { three_d_secure_mode: 'optional' })).json();
    await app.inject({
      method: 'POST',
      url: `${SANDBOX_PATH}/3ds/challenge/decision`,
      ...form({ creq: payment.three_ds_info.creq, decision: 'refuse' }),
    });
    const read = await app.inject({
      method: 'GET',
      url: `${SANDBOX_PATH}/v1/payments/${payment.id}`,
      headers: bearer(seller),
    });
    expect(read.json()).toMatchObject({ status: 'rejected', status_detail: 'cc_rejected_3ds_challenge' });
    const direct = (await paid(seller, 'APRO', {}, 'challenge')).json();
    expect(direct).toMatchObject({ status: 'approved' });
  });
});

describe('notifications and the sandbox controls', () => {
  it('notifies the notification_url, signed with the application’s secret, and again on a chargeback', async () => {
    const seller = await connectSeller();
    const payment = (await paid(seller, 'APRO', { notification_url: `${hookUrl}?shop=9` })).json();
    const created = await nextNotification();
    const url = new URL(created.url, 'http://x');
    expect(url.pathname).toBe('/webhooks/mercadopago');
    expect(Object.fromEntries(url.searchParams)).toEqual({ shop: '9', 'data.id': String(payment.id), type: 'payment' });
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      live_mode: false,
      type: 'payment',
      user_id: seller.user_id,
      api_version: 'v1',
      action: 'payment.created',
      data: { id: String(payment.id) },
    });
    const requestId = created.headers['x-request-id'] as string;
    const [, ts, v1] = /^ts=(\d+),v1=([0-9a-f]{64})$/.exec(created.headers['x-signature'] as string)!;
    expect(Math.abs(Date.now() - Number(ts))).toBeLessThan(10_000);
    const expected = createHmac('sha256', sandboxApplication.webhookSecret)
      .update(`id:${payment.id};request-id:${requestId};ts:${ts};`)
      .digest('hex');
    expect(v1).toBe(expected);
    const forged = createHmac('sha256', 'another-secret').update(`id:${payment.id};request-id:${requestId};ts:${ts};`);
    expect(v1).not.toBe(forged.digest('hex'));

    const chargeback = await app.inject({ method: 'POST', url: `${SANDBOX_PATH}/payments/${payment.id}/chargeback` });
    expect(chargeback.json()).toMatchObject({
      status: 'charged_back',
      status_detail: 'settled',
      notification_result: 'HTTP 200',
    });
    const updated = await nextNotification();
    expect(updated.body).toMatchObject({ action: 'payment.updated', data: { id: String(payment.id) } });
    expect(
      (await app.inject({ method: 'POST', url: `${SANDBOX_PATH}/payments/${payment.id}/chargeback` })).statusCode,
    ).toBe(409);

    const listed = await app.inject({ method: 'GET', url: SANDBOX_PATH });
    expect(listed.json().payments).toContainEqual(
      expect.objectContaining({ id: payment.id, status: 'charged_back', notification_result: 'HTTP 200' }),
    );
  });

  it('approves a payment under review from the page, going back to it with a notice', async () => {
    const seller = await connectSeller('Revisão');
    const payment = (await paid(seller, 'CONT', { notification_url: hookUrl })).json();
    expect(payment.status).toBe('in_process');
    await nextNotification();
    const page = await app.inject({ method: 'GET', url: SANDBOX_PATH, headers: { accept: 'text/html' } });
    expect(page.body).toContain(`action="${SANDBOX_PATH}/payments/${payment.id}/approve"`);
    expect(page.body).toContain('R$');
    const approved = await app.inject({
      method: 'POST',
      url: `${SANDBOX_PATH}/payments/${payment.id}/approve`,
      headers: { accept: 'text/html' },
    });
    expect(approved.statusCode).toBe(303);
    const notice = new URL(approved.headers.location as string, 'http://x').searchParams.get('notice');
    expect(notice).toBe('Pagamento aprovado pela análise; notificação: HTTP 200.');
    expect((await nextNotification()).body.action).toBe('payment.updated');
    const read = await app.inject({
      method: 'GET',
      url: `${SANDBOX_PATH}/v1/payments/${payment.id}`,
      headers: bearer(seller),
    });
    expect(read.json()).toMatchObject({ status: 'approved', status_detail: 'accredited' });
    const index = await app.inject({ method: 'GET', url: '/dev' });
    expect(index.body).toContain(`<a href="${SANDBOX_PATH}">`);
  });
});

describe('MercadoPago.js', () => {
  it('serves the script and its field page as a browser needs them', async () => {
    const script = await app.inject({ method: 'GET', url: `${SANDBOX_PATH}/js/v2` });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('application/javascript');
    expect(script.body).toContain('window.MercadoPago = MercadoPago');
    // It parses as a script (a syntax error would throw here).
    expect(() => new Function(script.body)).not.toThrow();
    const fieldScript = await app.inject({ method: 'GET', url: `${SANDBOX_PATH}/js/field.js` });
    expect(() => new Function(fieldScript.body)).not.toThrow();

    const query = new URLSearchParams({
      type: 'cardNumber',
      origin: 'http://loja.example:3000',
      group: 'abc123',
      style: JSON.stringify({ fontSize: '18px', color: '#123456' }),
    });
    const field = await app.inject({ method: 'GET', url: `${SANDBOX_PATH}/js/field?${query.toString()}` });
    expect(field.statusCode).toBe(200);
    expect(field.body).toContain('autocomplete="cc-number"');
    expect(field.body).toContain('input{color:#123456;font-size:18px}');
    expect(field.headers['content-security-policy']).toContain("frame-ancestors 'self' http://loja.example:3000");
    query.set('style', JSON.stringify({ color: 'red;}body{display:none' }));
    expect((await app.inject({ method: 'GET', url: `${SANDBOX_PATH}/js/field?${query.toString()}` })).statusCode).toBe(
      400,
    );
  });

  it("is framed by the iOS app's page (capacitor://localhost), and by no other scheme's", async () => {
    const field = (origin: string) =>
      app.inject({
        method: 'GET',
        url: `${SANDBOX_PATH}/js/field?${new URLSearchParams({ type: 'cardNumber', origin, group: 'abc123' }).toString()}`,
      });
    const ios = await field('capacitor://localhost');
    expect(ios.statusCode).toBe(200);
    expect(ios.headers['content-security-policy']).toContain("frame-ancestors 'self' capacitor://localhost");
    expect((await field('https://localhost')).statusCode).toBe(200);
    for (const origin of ['file://localhost', 'javascript://localhost', 'ionic://localhost', 'capacitor:localhost']) {
      expect((await field(origin)).statusCode, origin).toBe(400);
    }
  });
});
