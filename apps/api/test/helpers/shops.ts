import type { TOpeningPeriod } from '@delivery/contract/catalog';
import type { DemoShop } from '../../src/db/seed/catalog-types.ts';

/** Open around the clock: every day from 00:00 to 00:00 of the next. */
export const alwaysOpen: TOpeningPeriod[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  opens: '00:00',
  closes: '00:00',
}));

/** A small pizzeria with every kind of option group, for catalog and pricing tests. */
export function testShop(overrides: Partial<DemoShop> = {}): DemoShop {
  return {
    name: 'Pizzaria Teste',
    slug: 'pizzaria-teste',
    segment: 'pizzaria',
    description: 'Pizzas no forno a lenha.',
    logo: '/catalog/shops/teste-logo.svg',
    cover: '/catalog/shops/teste-cover.svg',
    hours: alwaysOpen,
    minOrder: 30,
    estimate: [40, 60],
    pickup: true,
    paymentMethods: ['cash', 'pix'],
    pixKey: 'pix@teste.com',
    halfPricing: 'average',
    rating: { sum: 47, count: 10 },
    delivery: { districts: 'all', fee: 5.9 },
    location: { lat: -22.9, lng: -47.06 },
    address: {
      street: 'Rua Maria Monteiro',
      number: '820',
      complement: 'Loja 2',
      district: 'Cambuí',
      cep: '13025-151',
    },
    categories: [
      {
        name: 'Pizzas',
        products: [
          {
            name: 'Pizza Grande meio a meio',
            description: 'Até dois sabores.',
            price: 0,
            image: '/catalog/pizza.svg',
            groups: [
              {
                name: 'Sabores',
                kind: 'flavours',
                min: 1,
                max: 2,
                options: [
                  { name: 'Calabresa', price: 50 },
                  { name: 'Quatro Queijos', price: 61.9 },
                  { name: 'Camarão', price: 89.9, available: false },
                ],
              },
              { name: 'Borda recheada', min: 0, max: 1, options: [{ name: 'Catupiry', price: 9 }] },
            ],
          },
          {
            name: 'Pizza Margherita',
            description: 'Molho, muçarela de búfala e manjericão.',
            price: 49.9,
            promoPrice: 44.9,
            image: '/catalog/pizza.svg',
            groups: [
              {
                name: 'Tamanho',
                min: 1,
                max: 1,
                options: [
                  { name: 'Broto', price: 0 },
                  { name: 'Grande', price: 20 },
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'Bebidas',
        products: [
          { name: 'Suco de Açaí 500 ml', description: 'Açaí batido.', price: 14, image: '/catalog/juice.svg' },
          {
            name: 'Refrigerante lata',
            description: '350 ml.',
            price: 6.5,
            image: '/catalog/soda.svg',
            available: false,
          },
        ],
      },
    ],
    ...overrides,
  };
}
