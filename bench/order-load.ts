// What `npm run bench:orders` and `npm run bench:cluster` both need to place orders: the bench
// shop and product, customers to order as, the saveOrder body under an idempotency key, and the
// closed-loop load, against whichever address (one process, or a balancer in front of several).
import { catalogCalls } from '@delivery/contract/calls/catalog';
import { customerCalls } from '@delivery/contract/calls/customer';
import { randomUUID } from 'node:crypto';
import type { TProduct } from '@delivery/contract/catalog';
import { encodeProductsList } from '@delivery/contract/checkout';
import autocannon from 'autocannon';

/** One order as the client sent it: whose, and under which key (absent for validation). */
export type Sent = { token: string; key?: string };

export type Orders = {
  shop: { shop_id: number; slug: string; segment: string; min_order: number; status: { is_open: boolean } };
  tokens: string[];
  /** The e-mails and phones the customers signed up with: per-identifier limits counted each. */
  identifiers: string[];
  /** The saveOrder body of a customer's order under a key. */
  orderOf(sent: Sent): object;
  /** The validateOrderApp body of the same draft. */
  draftOf(token: string): object;
};

/** POSTs `body` to `base + path` with the headers the bench sends; the answer's JSON. */
export async function post<T>(base: string, headers: Record<string, string>, path: string, body: object): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ validate: 1, ...body }),
  });
  return (await response.json()) as T;
}

/**
 * The open demo shop to order from (a 'lanches' one when it can), a simple product enough of which
 * reaches its minimum, and `customers` new customers: each order locks its customer, as real
 * traffic does per person, so the load runs one customer per connection.
 */
export async function prepareOrders(base: string, headers: Record<string, string>, customers: number): Promise<Orders> {
  const { shops } = await post<{ shops: Orders['shop'][] }>(base, headers, catalogCalls.listShops.path, {
    city_id: 1,
  });
  const shop = shops.find((s) => s.segment === 'lanches' && s.status.is_open) ?? shops.find((s) => s.status.is_open);
  if (!shop) throw new Error('no demo shop is open now: run the order benchmark during opening hours');
  const menu = await post<{ categories: { products: TProduct[] }[] }>(base, headers, catalogCalls.getMenu.path, {
    shop_id: shop.shop_id,
  });
  const product = menu.categories
    .flatMap((c) => c.products)
    .find((p) => p.available && p.option_groups.every((g) => g.min === 0) && (p.promo_price ?? p.price) > 0);
  if (!product) throw new Error('no simple product to order');
  const unit = product.promo_price ?? product.price;
  const quantity = Math.max(1, Math.ceil(shop.min_order / unit));
  const price = Math.round(unit * quantity * 100) / 100;

  const tokens: string[] = [];
  const identifiers: string[] = [];
  for (let i = 0; i < customers; i++) {
    const email = `bench-${randomUUID()}@example.com`;
    const phone = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    identifiers.push(email, phone);
    const reg = await post<{ token?: string; message: string }>(base, headers, customerCalls.register.path, {
      name: 'Bench',
      email,
      cell_phone: phone,
      password: 'segredo1',
      password2: 'segredo1',
      term: '1',
    });
    if (!reg.token) throw new Error(`a bench customer could not sign up: ${reg.message}`);
    tokens.push(reg.token);
  }
  const draft = {
    shop_id: shop.shop_id,
    products_list: encodeProductsList([{ productId: product.product_id, quantity, optionIds: [] }]),
    total_products: price,
    delivery_price_shop: 0,
    order_total: price,
    address_id: null,
  };
  return {
    shop,
    tokens,
    identifiers,
    orderOf: (sent) => ({
      validate: 1,
      token: sent.token,
      ...draft,
      idempotency_key: sent.key,
      payment_method: 'cash',
      accept_policy: '1',
    }),
    draftOf: (token) => ({ validate: 1, token, ...draft }),
  };
}

export type LoadResult = {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
  ok: number;
  refused: number;
  errors: number;
};

/**
 * Closed loop for `seconds` on `connections` connections: each sends its next request when the
 * last one is answered, as one customer (chosen once per connection, in turn). With `placed`, the
 * requests are orders under fresh keys, and those answered as placed are pushed onto it.
 */
export async function closedLoop(options: {
  name: string;
  url: string;
  headers: Record<string, string>;
  orders: Orders;
  connections: number;
  seconds: number;
  placed?: Sent[];
}): Promise<LoadResult> {
  const { orders, placed } = options;
  let ok = 0;
  let refused = 0;
  let nextCustomer = 0;
  const result = await autocannon({
    url: options.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        setupRequest: (request, context) => {
          // autocannon keeps one context per connection: its customer is chosen once, in turn.
          const own = context as { token?: string; sent?: Sent };
          own.token ??= orders.tokens[nextCustomer++ % orders.tokens.length]!;
          own.sent = placed ? { token: own.token, key: randomUUID() } : { token: own.token };
          const body = placed ? orders.orderOf(own.sent) : orders.draftOf(own.token);
          return { ...request, body: JSON.stringify(body) };
        },
        onResponse: (_status, body, context) => {
          if (!body.includes('"error_type":0')) return void refused++;
          ok++;
          placed?.push((context as { sent: Sent }).sent);
        },
      },
    ],
  });
  return {
    name: options.name,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok,
    refused,
    errors: result.errors + result.non2xx,
  };
}
