import { devCalls } from '@delivery/contract/calls/orders';
import { formatMoney } from '@delivery/contract/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../src/db/schema/catalog.ts';
import { customers } from '../src/db/schema/customers.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { JOB_TEST_ENV, jobsKeyed, settle } from './helpers/jobs.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';

/**
 * Receipts by e-mail (issue 37): one when an order is placed, one when its customer has it, each
 * written as a job with the order's change and sent through the messenger (the sandbox outbox).
 */
let t: TestApp;
let tenant: OrderingTenant;
let shopName: string;

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox', ...JOB_TEST_ENV });
  tenant = await orderingTenant(t.app, t.database.db);
  await t.database.db
    .update(shops)
    .set({ phone: '1932345678', whatsapp: '19987654321', street: 'Rua Maria Monteiro', streetNumber: '820' })
    .where(eq(shops.id, tenant.shopId));
  t.app.catalog.invalidate(tenant.shopId);
  shopName = (await t.database.db.select({ name: shops.name }).from(shops).where(eq(shops.id, tenant.shopId)))[0]!.name;
});
afterAll(() => t.close());

type Mail = { channel: string; to: string; subject: string; text: string; html: string | null };

/** The receipts in the outbox for `email`. */
async function receiptsTo(email: string): Promise<Mail[]> {
  const res = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` });
  return (res.json() as { messages: Mail[] }).messages.filter((m) => m.subject.startsWith('Pedido nº'));
}

const advance = (orderId: number) => post(t.app, tenant.domain, devCalls.advanceOrder.path, { order_id: orderId });

describe('receipts by e-mail', () => {
  it("sends the order's lines, totals, payment, address and the shop's contact when placed, and again once delivered", async () => {
    const customer = await tenant.customer({ name: 'Ana Souza' });
    const orderId = await customer.order();
    const number = await tenant.numberOf(orderId);

    await expect.poll(() => receiptsTo(customer.signup.email), { timeout: 10_000 }).toHaveLength(1);
    const [placed] = await receiptsTo(customer.signup.email);
    expect(placed!.subject).toBe(`Pedido nº ${number} recebido — ${shopName}`);
    const lines = placed!.text.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'Olá, Ana!',
      '',
      `Recebemos o seu pedido nº ${number} em ${shopName}. Você acompanha cada etapa pelo app.`,
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        `2x Pizza Margherita  ${formatMoney(12_980)}`,
        `   Tamanho: Grande (+${formatMoney(2000)})`,
        '   Obs.: sem manjericão',
        `Produtos  ${formatMoney(12_980)}`,
        `Entrega  ${formatMoney(590)}`,
        `Total  ${formatMoney(13_570)}`,
        `Pagamento: Dinheiro · troco para ${formatMoney(15_000)}`,
        expect.stringMatching(/^Entrega em: Rua Coronel Quirino, 1200 - Apto 52 - Cambuí, Campinas/),
        shopName,
        'Telefone (19) 3234-5678',
        'WhatsApp (19) 98765-4321',
      ]),
    );
    expect(lines.some((line) => line.startsWith(`Ver o pedido: https://${tenant.domain}/orders/${orderId}`))).toBe(
      true,
    );
    expect(placed!.html).toContain('max-width:600px');
    expect(placed!.html).toContain('2x Pizza Margherita');
    expect(placed!.html).toContain(`href="https://${tenant.domain}/orders/${orderId}"`);

    for (let i = 0; i < 4; i++) expect((await advance(orderId)).json().error_type).toBe(0);
    await expect.poll(() => receiptsTo(customer.signup.email), { timeout: 10_000 }).toHaveLength(2);
    // Each receipt is a job of its own: they may arrive in either order.
    const delivered = (await receiptsTo(customer.signup.email)).find((m) => m.subject.includes('entregue'))!;
    expect(delivered.subject).toBe(`Pedido nº ${number} entregue — ${shopName}`);
    expect(delivered.text).toContain(`Seu pedido nº ${number} de ${shopName} foi entregue. Bom apetite!`);
    // The jobs are keyed by order and moment: one receipt each, whatever retries.
    expect(await jobsKeyed(t.database.db, 'order_receipts', `${orderId}-placed`)).toHaveLength(1);
    expect(await jobsKeyed(t.database.db, 'order_receipts', `${orderId}-completed`)).toHaveLength(1);
  });

  it('says "retirado" for a pickup order, with where it was picked up, and never charges delivery', async () => {
    const customer = await tenant.customer();
    const orderId = await customer.order({ address_id: null, delivery_price_shop: 0, order_total: 129.8 });
    for (let i = 0; i < 4; i++) await advance(orderId);
    await expect.poll(() => receiptsTo(customer.signup.email), { timeout: 10_000 }).toHaveLength(2);
    const picked = (await receiptsTo(customer.signup.email)).find((m) => !m.subject.includes('recebido'))!;
    const number = await tenant.numberOf(orderId);
    expect(picked.subject).toBe(`Pedido nº ${number} retirado — ${shopName}`);
    expect(picked.text).toContain('Retirada na loja: Rua Maria Monteiro, 820');
    expect(picked.text).not.toMatch(/^Entrega {2}/m);
    expect(picked.text).toContain(`Total  ${formatMoney(12_980)}`);
  });

  it('escapes in the HTML what the customer typed', async () => {
    const customer = await tenant.customer();
    await customer.order({ notes: ['<img src=x onerror=alert(1)> sem "cebola"'] });
    await expect.poll(() => receiptsTo(customer.signup.email), { timeout: 10_000 }).toHaveLength(1);
    const [placed] = await receiptsTo(customer.signup.email);
    expect(placed!.html).toContain('Obs.: &lt;img src=x onerror=alert(1)&gt; sem &quot;cebola&quot;');
    expect(placed!.html).not.toContain('<img');
    expect(placed!.text).toContain('Obs.: <img src=x onerror=alert(1)> sem "cebola"');
  });

  it('writes no receipt for a customer without an e-mail', async () => {
    const customer = await tenant.customer();
    await t.database.db.update(customers).set({ email: null }).where(eq(customers.email, customer.signup.email));
    const orderId = await customer.order();
    await settle(1500);
    expect(await jobsKeyed(t.database.db, 'order_receipts', `${orderId}-placed`)).toEqual([]);
  });

  it('drops the receipt at once, never failing a job per order, where no e-mail can go', async () => {
    const bare = await createTestApp({ APP_ENV: 'production', ...JOB_TEST_ENV }, undefined, false, {
      own: true,
    });
    try {
      const production = await orderingTenant(bare.app, bare.database.db);
      const orderId = await (await production.customer()).order();
      await expect
        .poll(async () => (await jobsKeyed(bare.database.db, 'order_receipts', `${orderId}-placed`))[0], {
          timeout: 10_000,
        })
        .toEqual({ state: 'completed', retry_count: 0 });
    } finally {
      await bare.close();
    }
  });
});
