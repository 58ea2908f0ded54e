import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A shop's point-of-sale software as Open Delivery sees it (a "Software Service"): it serves
 * GET /v1/merchant for this merchant at the address it gives (`url`, the whole address, as the
 * standard's getMerchantURL), asking for its X-API-KEY. Tests change `merchant` between imports.
 */

export const MERCHANT_ID = '22815773000169-8a0b7c4e-7f0e-4b61-9d3c-5b0e1f2a3c4d';
export const SOFTWARE_API_KEY = 'chave-do-sistema-da-loja';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const brl = (value: number, originalValue = value) => ({ value, originalValue, currency: 'BRL' });
const allWeek = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/** The ids of the document's entities, by what they are. */
export const ids = {
  menu: id(1),
  pizzas: id(10),
  burgers: id(11),
  drinks: id(12),
  meats: id(13),
  pizzaOffer: id(20),
  burgerOffer: id(21),
  sodaOffer: id(22),
  picanhaOffer: id(23),
  flavours: id(30),
  crust: id(31),
  extras: id(32),
};

/**
 * A pizzeria and burger house: a half-and-half with a crust, a burger on promotion with extras
 * (one of them allowed twice), a soda, and a steak sold by the kilo, which we cannot sell.
 */
export function merchantDocument() {
  const item = (n: number, name: string, extra: Record<string, unknown> = {}) => ({
    id: id(n),
    name,
    description: `${name} da casa.`,
    externalCode: `SKU-${n}`,
    status: 'AVAILABLE',
    unit: 'UN',
    ...extra,
  });
  return {
    lastUpdate: '2026-11-24T09:00:00.000Z',
    TTL: 3600,
    id: MERCHANT_ID,
    status: 'AVAILABLE',
    basicInfo: {
      name: 'Cantina do Sistema',
      document: '22815773000169',
      corporateName: 'Cantina do Sistema LTDA',
      description: 'Pizzas e lanches do nosso PDV.',
      averagePreparationTime: 30,
      minOrderValue: { value: 20, currency: 'BRL' },
      merchantType: 'RESTAURANT',
      merchantCategories: ['PIZZA', 'BURGERS'],
      address: {
        country: 'BR',
        state: 'SP',
        city: 'Campinas',
        district: 'Cambuí',
        street: 'Rua Maria Monteiro',
        number: '900',
        postalCode: '13025-151',
        complement: '',
        latitude: -22.9,
        longitude: -47.05,
      },
      contactEmails: ['Contato@CantinaDoSistema.com.br'],
      contactPhones: { commercialNumber: '(19) 3333-4444', whatsappNumber: '19 99999-8888' },
      logoImage: { URL: 'https://software.example/logo.png' },
    },
    services: [
      {
        id: id(2),
        status: 'AVAILABLE',
        serviceType: 'DELIVERY',
        menuId: ids.menu,
        // 03:00 UTC is midnight in São Paulo: open around the clock.
        serviceHours: {
          id: id(3),
          weekHours: [{ dayOfWeek: allWeek, timePeriods: { startTime: '03:00:00.000Z', endTime: '03:00:00.000Z' } }],
        },
      },
    ],
    menus: [
      {
        id: ids.menu,
        name: 'Delivery',
        externalCode: 'M1',
        categoryId: [ids.pizzas, ids.burgers, ids.drinks, ids.meats],
      },
    ],
    categories: [
      {
        id: ids.pizzas,
        index: 0,
        name: 'Pizzas do sistema',
        externalCode: 'C1',
        status: 'AVAILABLE',
        itemOfferId: [ids.pizzaOffer],
      },
      {
        id: ids.burgers,
        index: 1,
        name: 'Lanches',
        externalCode: 'C2',
        status: 'AVAILABLE',
        itemOfferId: [ids.burgerOffer],
      },
      {
        id: ids.drinks,
        index: 2,
        name: 'Bebidas geladas',
        externalCode: 'C3',
        status: 'AVAILABLE',
        itemOfferId: [ids.sodaOffer],
      },
      {
        id: ids.meats,
        index: 3,
        name: 'Carnes',
        externalCode: 'C4',
        status: 'AVAILABLE',
        itemOfferId: [ids.picanhaOffer],
      },
    ],
    itemOffers: [
      { id: ids.pizzaOffer, itemId: id(100), index: 0, price: brl(0), optionGroupsId: [ids.flavours, ids.crust] },
      {
        id: ids.burgerOffer,
        itemId: id(101),
        index: 0,
        status: 'AVAILABLE',
        price: brl(25, 30),
        optionGroupsId: [ids.extras],
      },
      { id: ids.sodaOffer, itemId: id(102), index: 0, price: brl(6.5) },
      { id: ids.picanhaOffer, itemId: id(103), index: 0, price: brl(89.9) },
    ],
    items: [
      item(100, 'Pizza Grande Meio a Meio'),
      item(101, 'X-Burger', { image: { URL: 'https://software.example/x-burger.jpg' } }),
      item(102, 'Refrigerante lata'),
      item(103, 'Picanha', { unit: 'KG' }),
      item(200, 'Calabresa'),
      item(201, 'Quatro Queijos'),
      item(202, 'Catupiry'),
      item(203, 'Bacon'),
      item(204, 'Ovo'),
    ],
    optionGroups: [
      {
        id: ids.flavours,
        index: 0,
        name: 'Sabores',
        externalCode: 'G1',
        status: 'AVAILABLE',
        minPermitted: 1,
        maxPermitted: 2,
        priceMethod: 'AVG',
        options: [
          { id: id(300), itemId: id(200), index: 0, status: 'AVAILABLE', price: brl(50) },
          { id: id(301), itemId: id(201), index: 1, status: 'AVAILABLE', price: brl(60) },
        ],
      },
      {
        id: ids.crust,
        index: 1,
        name: 'Borda',
        externalCode: 'G2',
        status: 'AVAILABLE',
        minPermitted: 0,
        maxPermitted: 1,
        options: [{ id: id(302), itemId: id(202), index: 0, price: brl(9) }],
      },
      {
        id: ids.extras,
        index: 2,
        name: 'Adicionais',
        externalCode: 'G3',
        status: 'AVAILABLE',
        minPermitted: 0,
        maxPermitted: 3,
        priceMethod: 'SUM',
        options: [
          { id: id(303), itemId: id(203), index: 0, price: brl(4), maxPermitted: 2 },
          { id: id(304), itemId: id(204), index: 1, price: brl(2.5) },
        ],
      },
    ],
  };
}

export type MerchantFixture = ReturnType<typeof merchantDocument>;

/** Where the software serves this merchant's GET /v1/merchant. */
const MERCHANT_PATH = '/m1/v1/merchant';

/** The software on a local port; `merchant` is what it answers next, `status` how; `paths` what was asked. */
export async function startSoftwareService() {
  const state = { merchant: merchantDocument() as unknown, status: 200, reads: 0, paths: [] as string[] };
  const server: Server = createServer((req, res) => {
    state.paths.push(req.url ?? '');
    if (req.method !== 'GET' || req.url !== MERCHANT_PATH) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"title":"Not found","status":404}');
      return;
    }
    if (req.headers['x-api-key'] !== SOFTWARE_API_KEY) {
      res.writeHead(403, { 'content-type': 'application/json' }).end('{"title":"Forbidden","status":403}');
      return;
    }
    state.reads += 1;
    res.writeHead(state.status, { 'content-type': 'application/json' }).end(JSON.stringify(state.merchant));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    url: `http://127.0.0.1:${port}${MERCHANT_PATH}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A large menu of `count` items (a supermarket's or a big chain's): categories of 20 offers, every
 * fourth with a group of three extras; `version` changes the prices, so a second import updates.
 */
export function largeMerchantDocument(count: number, version = 1) {
  const base = merchantDocument();
  const uuid = (kind: number, n: number) => `00000000-0000-4${kind}00-8000-${String(n).padStart(12, '0')}`;
  const categoryCount = Math.ceil(count / 20);
  const extras = Array.from({ length: 3 }, (_, n) => ({
    id: uuid(5, n),
    name: `Adicional ${n + 1}`,
    description: '',
    status: 'AVAILABLE',
    unit: 'UN',
  }));
  return {
    ...base,
    services: base.services.map((service) => ({ ...service, menuId: uuid(1, 0) })),
    menus: [
      { id: uuid(1, 0), name: 'Delivery', categoryId: Array.from({ length: categoryCount }, (_, c) => uuid(2, c)) },
    ],
    categories: Array.from({ length: categoryCount }, (_, c) => ({
      id: uuid(2, c),
      index: c,
      name: `Seção ${c + 1}`,
      status: 'AVAILABLE',
      itemOfferId: Array.from({ length: Math.min(20, count - c * 20) }, (_, i) => uuid(3, c * 20 + i)),
    })),
    itemOffers: Array.from({ length: count }, (_, n) => ({
      id: uuid(3, n),
      itemId: uuid(4, n),
      index: n % 20,
      price: brl(10 + (n % 50) + version / 100),
      ...(n % 4 === 0 ? { optionGroupsId: [uuid(6, 0)] } : {}),
    })),
    items: [
      ...Array.from({ length: count }, (_, n) => ({
        id: uuid(4, n),
        name: `Produto ${n + 1}`,
        description: `Descrição do produto ${n + 1}.`,
        status: 'AVAILABLE',
        unit: 'UN',
      })),
      ...extras,
    ],
    optionGroups: [
      {
        id: uuid(6, 0),
        index: 0,
        name: 'Adicionais',
        status: 'AVAILABLE',
        minPermitted: 0,
        maxPermitted: 3,
        priceMethod: 'SUM',
        options: extras.map((item, n) => ({ id: uuid(7, n), itemId: item.id, index: n, price: brl(2 + n) })),
      },
    ],
  };
}
