import type { TProduct } from '@delivery/contract/catalog';
import type { ShopBundle } from '../../src/modules/catalog/service.ts';

/** A pizzeria open 18:00–23:00 (São Paulo) every day: what checkout's unit tests price against. */
export function testBundle(shop: Partial<ShopBundle['shop']> = {}): ShopBundle {
  const pizza: TProduct = {
    product_id: 10,
    shop_id: 1,
    category_id: 1,
    name: 'Pizza grande',
    description: '',
    price: 0,
    promo_price: null,
    image: '',
    available: true,
    option_groups: [
      {
        group_id: 100,
        name: 'Sabores',
        kind: 'flavours',
        min: 1,
        max: 2,
        options: [
          { option_id: 101, name: 'Calabresa', description: '', price: 40, available: true },
          { option_id: 102, name: 'Margherita', description: '', price: 45, available: true },
        ],
      },
      {
        group_id: 200,
        name: 'Borda',
        kind: 'options',
        min: 0,
        max: 1,
        options: [{ option_id: 201, name: 'Catupiry', description: '', price: 8.5, available: true }],
      },
    ],
  };
  const water: TProduct = { ...pizza, product_id: 11, name: 'Água', price: 4, option_groups: [] };
  const now = new Date('2026-01-01T00:00:00Z');
  return {
    shop: {
      id: 1,
      profileId: 1,
      cityId: 1,
      name: 'Pizzaria Teste',
      slug: 'pizzaria-teste',
      segment: 'pizzaria',
      description: '',
      logo: '',
      cover: '',
      timeZone: 'America/Sao_Paulo',
      openingHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '18:00', closes: '23:00' })),
      minOrderCents: 2000,
      estimateMin: 30,
      estimateMax: 50,
      pickup: true,
      paymentMethods: ['cash', 'card_on_delivery', 'pix'],
      pixKey: null,
      halfPricing: 'average',
      deliveryMode: 'DISTRICT',
      latitude: null,
      longitude: null,
      street: 'Rua Augusta',
      streetNumber: '1500',
      complement: '',
      district: 'Consolação',
      cep: '01304-001',
      cashbackPercent: 0,
      ratingSum: 0,
      ratingCount: 0,
      active: true,
      paused: false,
      pausedUntil: null,
      acceptTimeoutMinutes: 8,
      autoAccept: false,
      hoursVersion: 1,
      position: 0,
      createdAt: now,
      updatedAt: now,
      ...shop,
    },
    citySlug: 'sao-paulo',
    cityName: 'São Paulo',
    cityState: 'SP',
    exceptions: [],
    districtFees: new Map(),
    bands: [],
    categories: [{ category_id: 1, name: 'Pizzas', products: [pizza, water] }],
    products: new Map([
      [pizza.product_id, pizza],
      [water.product_id, water],
    ]),
  };
}
