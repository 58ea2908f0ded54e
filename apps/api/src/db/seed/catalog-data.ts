import type { THoursException, TOpeningPeriod } from '@delivery/contract/catalog';
import type { DemoCategory, DemoGroup, DemoOption, DemoProduct, DemoShop } from './catalog-types.ts';

/**
 * The demo catalog: eight shops of the Campinas marketplace and the pizzeria of the single-shop
 * tenant. Every image is an SVG under apps/web/public/catalog, so the demo runs offline.
 */

const art = (file: string): string => `/catalog/${file}.svg`;
const shopArt = (slug: string): { logo: string; cover: string } => ({
  logo: `/catalog/shops/${slug}-logo.svg`,
  cover: `/catalog/shops/${slug}-cover.svg`,
});

/** Sums reais through cents: 39.9 + 22 must print 61.9, never 61.900000000000006. */
const plus = (reais: number, extra: number): number => (Math.round(reais * 100) + Math.round(extra * 100)) / 100;

const every = (weekdays: number[], opens: string, closes: string): TOpeningPeriod[] =>
  weekdays.map((weekday) => ({ weekday, opens, closes }));
const MON_TO_SAT = [1, 2, 3, 4, 5, 6];
const christmas: THoursException = { date: '2026-12-25', closed: true, opens: null, closes: null, label: 'Natal' };

const sodaFlavours: DemoOption[] = [
  { name: 'Cola', price: 0 },
  { name: 'Cola zero', price: 0 },
  { name: 'Guaraná', price: 0 },
  { name: 'Guaraná zero', price: 0 },
  { name: 'Laranja', price: 0 },
  { name: 'Limão', price: 0 },
];
const sodaCan = (price: number): DemoProduct => ({
  name: 'Refrigerante lata 350 ml',
  description: 'Bem gelado, para acompanhar o pedido.',
  price,
  image: art('soda-can'),
  groups: [{ name: 'Sabor', min: 1, max: 1, options: sodaFlavours }],
});
const water = (price: number): DemoProduct => ({
  name: 'Água mineral 500 ml',
  description: 'Água mineral natural, com ou sem gás.',
  price,
  image: art('water'),
  groups: [
    {
      name: 'Tipo',
      min: 1,
      max: 1,
      options: [
        { name: 'Sem gás', price: 0 },
        { name: 'Com gás', price: 0.5 },
      ],
    },
  ],
});

// Each flavour is priced once, at the Broto size; every other size adds a fixed step,
// so a Grande Calabresa costs the same alone or as half of a meio a meio.
type Flavour = { name: string; description: string; broto: number; promo?: number; image?: string };
type PizzaSizes = { media: number; grande: number; gigante: number };

function pizzaMenu(
  sizes: PizzaSizes,
  border: DemoGroup,
  flavourList: Flavour[],
): { halves: DemoCategory; single: (f: Flavour) => DemoProduct } {
  const size: DemoGroup = {
    name: 'Tamanho',
    min: 1,
    max: 1,
    options: [
      { name: 'Broto (4 fatias)', price: 0 },
      { name: 'Média (6 fatias)', price: sizes.media },
      { name: 'Grande (8 fatias)', price: sizes.grande },
    ],
  };
  const single = (f: Flavour): DemoProduct => ({
    name: `Pizza ${f.name}`,
    description: f.description,
    price: f.broto,
    ...(f.promo === undefined ? {} : { promoPrice: f.promo }),
    image: art(f.image ?? 'pizza'),
    groups: [size, border],
  });
  const flavours = (step: number, max: number): DemoGroup => ({
    name: 'Sabores',
    kind: 'flavours',
    min: 1,
    max,
    options: flavourList.map((f) => ({ name: f.name, description: f.description, price: plus(f.broto, step) })),
  });
  return {
    halves: {
      name: 'Meio a meio',
      products: [
        {
          name: 'Pizza Média meio a meio (6 fatias)',
          description: 'Escolha até 2 sabores; você paga a média dos preços, nunca o mais caro.',
          price: 0,
          image: art('pizza-half'),
          groups: [flavours(sizes.media, 2), border],
        },
        {
          name: 'Pizza Grande meio a meio (8 fatias)',
          description: 'A clássica de oito fatias com dois sabores, um em cada metade.',
          price: 0,
          image: art('pizza-half'),
          groups: [flavours(sizes.grande, 2), border],
        },
        {
          name: 'Pizza Gigante (12 fatias) — até 4 sabores',
          description: 'Doze fatias para a turma toda, com até quatro sabores divididos em quartos.',
          price: 0,
          image: art('pizza-half'),
          groups: [flavours(sizes.gigante, 4), border],
        },
      ],
    },
    single,
  };
}

const nonnaSavoury: Flavour[] = [
  {
    name: 'Calabresa',
    description: 'Calabresa fatiada, cebola roxa, mussarela e azeitonas pretas sobre o molho de tomate da casa.',
    broto: 39.9,
    promo: 34.9,
  },
  {
    name: 'Margherita',
    description: 'Mussarela, tomate fresco, manjericão e um fio de azeite extravirgem.',
    broto: 39.9,
    image: 'pizza-slice',
  },
  { name: 'Mussarela', description: 'Mussarela gratinada, rodelas de tomate, orégano e azeitonas.', broto: 36.9 },
  {
    name: 'Quatro Queijos',
    description: 'Mussarela, provolone, gorgonzola e catupiry derretidos no forno a lenha.',
    broto: 46.9,
  },
  {
    name: 'Portuguesa',
    description: 'Presunto, ovos, cebola, ervilha, palmito, mussarela e azeitonas.',
    broto: 44.9,
  },
  {
    name: 'Frango com Catupiry',
    description: 'Frango desfiado e temperado, coberto com catupiry cremoso e milho verde.',
    broto: 44.9,
  },
  {
    name: 'Pepperoni',
    description: 'Fatias generosas de pepperoni levemente picante sobre mussarela derretida.',
    broto: 47.9,
    image: 'pizza-slice',
  },
  {
    name: 'Napolitana',
    description: 'Mussarela, tomate em rodelas, parmesão ralado na hora e manjericão.',
    broto: 41.9,
  },
  {
    name: 'Marguerita de búfala',
    description: 'Mussarela de búfala, tomate-cereja assado, manjericão fresco e azeite.',
    broto: 52.9,
  },
  { name: 'Palmito', description: 'Palmito pupunha, mussarela, tomate e azeitonas verdes.', broto: 45.9 },
  { name: 'Atum', description: 'Atum sólido, cebola fatiada, mussarela e azeitonas pretas.', broto: 45.9 },
  {
    name: 'Lombo com Catupiry',
    description: 'Lombo canadense defumado, catupiry e cebola caramelizada no ponto certo.',
    broto: 49.9,
  },
  {
    name: 'Rúcula com tomate seco',
    description: 'Mussarela de búfala, rúcula fresquinha, tomate seco e lascas de parmesão.',
    broto: 49.9,
  },
  {
    name: 'Carne seca com Catupiry',
    description: 'Carne seca desfiada na manteiga de garrafa, catupiry e cebola roxa.',
    broto: 54.9,
  },
  { name: 'Bacon com milho', description: 'Bacon crocante, milho verde, mussarela e orégano.', broto: 42.9 },
];
const nonnaSweet: Flavour[] = [
  {
    name: 'Brigadeiro',
    description: 'Brigadeiro cremoso de chocolate ao leite coberto com granulado belga.',
    broto: 39.9,
    image: 'pizza-sweet',
  },
  {
    name: 'Romeu e Julieta',
    description: 'Goiabada cascão derretida sobre mussarela: o clássico mineiro em forma de pizza.',
    broto: 38.9,
    image: 'pizza-sweet',
  },
  {
    name: 'Banana com canela',
    description: 'Banana caramelizada, açúcar, canela e um fio de leite condensado.',
    broto: 36.9,
    image: 'pizza-sweet',
  },
];
const nonnaMenu = pizzaMenu(
  { media: 12, grande: 22, gigante: 40 },
  {
    name: 'Borda recheada',
    min: 0,
    max: 1,
    options: [
      { name: 'Catupiry', price: 10 },
      { name: 'Cheddar', price: 10 },
      { name: 'Cream cheese', price: 12 },
      { name: 'Chocolate', price: 12 },
    ],
  },
  [...nonnaSavoury, ...nonnaSweet],
);

const nonnaCategories: DemoCategory[] = [
  nonnaMenu.halves,
  { name: 'Pizzas salgadas', products: nonnaSavoury.map(nonnaMenu.single) },
  { name: 'Pizzas doces', products: nonnaSweet.map(nonnaMenu.single) },
  {
    name: 'Bebidas',
    products: [
      sodaCan(6.5),
      {
        name: 'Refrigerante 2 litros',
        description: 'A garrafa grande para dividir com a família na noite de pizza.',
        price: 15.9,
        image: art('soda-can'),
        groups: [{ name: 'Sabor', min: 1, max: 1, options: sodaFlavours }],
      },
      {
        name: 'Suco natural 500 ml',
        description: 'Feito na hora com a fruta da estação, sem conservantes.',
        price: 12.9,
        image: art('juice'),
        groups: [
          {
            name: 'Sabor',
            min: 1,
            max: 1,
            options: [
              { name: 'Laranja', price: 0 },
              { name: 'Limão', price: 0 },
              { name: 'Maracujá', price: 0 },
              { name: 'Abacaxi com hortelã', price: 0 },
            ],
          },
        ],
      },
      water(4.5),
    ],
  },
  {
    name: 'Sobremesas',
    products: [
      {
        name: 'Brownie com sorvete',
        description: 'Brownie de chocolate meio amargo, quentinho, com uma bola de sorvete de creme.',
        price: 19.9,
        image: art('brownie'),
      },
      {
        name: 'Pudim de leite',
        description: 'Fatia generosa de pudim de leite condensado com calda de caramelo.',
        price: 12.9,
        image: art('pudim'),
      },
    ],
  },
];

const vesuvioTraditional: Flavour[] = [
  {
    name: 'Mussarela',
    description: 'Mussarela fresquinha, tomate e orégano sobre massa de longa fermentação.',
    broto: 34.9,
  },
  {
    name: 'Calabresa acebolada',
    description: 'Calabresa artesanal fatiada com bastante cebola e azeitonas.',
    broto: 36.9,
  },
  {
    name: 'Margherita',
    description: 'Molho de tomate italiano, mussarela, manjericão e parmesão.',
    broto: 37.9,
    image: 'pizza-slice',
  },
  {
    name: 'Portuguesa',
    description: 'Presunto, ovos cozidos, cebola, ervilha, mussarela e azeitonas.',
    broto: 41.9,
  },
  {
    name: 'Frango com Catupiry',
    description: 'Frango desfiado ao molho, catupiry original e orégano.',
    broto: 41.9,
  },
  {
    name: 'Baiana',
    description: 'Calabresa moída apimentada, ovos, cebola e pimenta biquinho.',
    broto: 39.9,
  },
  {
    name: 'Alho frito',
    description: 'Mussarela, alho laminado dourado no azeite e parmesão.',
    broto: 36.9,
  },
  { name: 'Milho com bacon', description: 'Milho verde, bacon em cubos crocante e mussarela.', broto: 38.9 },
];
const vesuvioSpecial: Flavour[] = [
  {
    name: 'Quatro Queijos',
    description: 'Mussarela, gorgonzola, parmesão e catupiry em camadas generosas.',
    broto: 44.9,
  },
  {
    name: 'Pepperoni',
    description: 'Pepperoni fatiado fininho, mussarela e um toque de orégano.',
    broto: 45.9,
    image: 'pizza-slice',
  },
  {
    name: 'Toscana',
    description: 'Linguiça toscana moída, cebola, mussarela e azeitonas pretas.',
    broto: 43.9,
  },
  {
    name: 'Escarola com bacon',
    description: 'Escarola refogada no alho, bacon crocante e mussarela.',
    broto: 42.9,
  },
  {
    name: 'Vesúvio',
    description: 'A da casa: calabresa, bacon, pimenta calabresa, cebola roxa e cheddar, quente como o vulcão.',
    broto: 48.9,
    promo: 43.9,
  },
  {
    name: 'Camarão com Catupiry',
    description: 'Camarões salteados no alho, catupiry e cheiro-verde.',
    broto: 59.9,
  },
  {
    name: 'Strogonoff de filé',
    description: 'Strogonoff de filé mignon, mussarela e batata palha crocante.',
    broto: 49.9,
  },
];
const vesuvioSweet: Flavour[] = [
  {
    name: 'Chocolate com morango',
    description: 'Chocolate ao leite derretido com morangos frescos fatiados.',
    broto: 41.9,
    image: 'pizza-sweet',
  },
  {
    name: 'Prestígio',
    description: 'Chocolate ao leite, coco ralado e leite condensado.',
    broto: 39.9,
    image: 'pizza-sweet',
  },
  {
    name: 'Doce de leite com coco',
    description: 'Doce de leite mineiro com coco queimado por cima.',
    broto: 38.9,
    image: 'pizza-sweet',
  },
];
const vesuvioMenu = pizzaMenu(
  { media: 14, grande: 25, gigante: 45 },
  {
    name: 'Borda recheada',
    min: 0,
    max: 1,
    options: [
      { name: 'Catupiry', price: 12 },
      { name: 'Cheddar', price: 12 },
      { name: 'Chocolate', price: 14 },
    ],
  },
  [...vesuvioTraditional, ...vesuvioSpecial, ...vesuvioSweet],
);

const calzoneSauce: DemoGroup = {
  name: 'Molho extra',
  min: 0,
  max: 2,
  options: [
    { name: 'Molho de tomate', price: 3 },
    { name: 'Molho pesto', price: 5 },
  ],
};

const doneness: DemoGroup = {
  name: 'Ponto da carne',
  min: 1,
  max: 1,
  options: [
    { name: 'Mal passado', price: 0 },
    { name: 'Ao ponto', price: 0 },
    { name: 'Bem passado', price: 0 },
  ],
};
const burgerExtras: DemoGroup = {
  name: 'Adicionais',
  min: 0,
  max: 5,
  options: [
    { name: 'Bacon', price: 5.9 },
    { name: 'Cheddar', price: 4.5 },
    { name: 'Ovo', price: 3 },
    { name: 'Cebola caramelizada', price: 4 },
    { name: 'Picles', price: 2 },
    { name: 'Hambúrguer extra (160 g)', price: 12.9 },
    // Sold out today, so the menu shows a greyed-out choice.
    { name: 'Cebola crispy', price: 3.5, available: false },
  ],
};
const comboDrink: DemoGroup = {
  name: 'Bebida',
  min: 1,
  max: 1,
  options: [
    { name: 'Refrigerante lata — Cola', price: 0 },
    { name: 'Refrigerante lata — Cola zero', price: 0 },
    { name: 'Refrigerante lata — Guaraná', price: 0 },
    { name: 'Água mineral', price: 0 },
    { name: 'Limonada suíça', price: 4 },
  ],
};
const friesSauces: DemoGroup = {
  name: 'Molhos',
  min: 0,
  max: 3,
  options: [
    { name: 'Maionese da casa', price: 3 },
    { name: 'Barbecue', price: 3 },
    { name: 'Cheddar cremoso', price: 5 },
  ],
};

const snackExtras: DemoGroup = {
  name: 'Adicionais',
  min: 0,
  max: 4,
  options: [
    { name: 'Ovo', price: 2.5 },
    { name: 'Bacon', price: 4.5 },
    { name: 'Queijo extra', price: 3.5 },
    { name: 'Catupiry', price: 3.5 },
    { name: 'Batata palha', price: 2 },
  ],
};
const pastel = (name: string, description: string, price: number): DemoProduct => ({
  name: `Pastel de ${name}`,
  description,
  price,
  image: art('pastel'),
});

const rice: DemoGroup = {
  name: 'Arroz',
  min: 1,
  max: 1,
  options: [
    { name: 'Arroz branco (shari)', price: 0 },
    { name: 'Arroz integral', price: 2 },
    { name: 'Sem arroz (mais recheio)', price: 6 },
  ],
};
const temakiExtras: DemoGroup = {
  name: 'Extras',
  min: 0,
  max: 4,
  options: [
    { name: 'Cream cheese', price: 4 },
    { name: 'Cebolinha', price: 0 },
    { name: 'Gergelim', price: 0 },
    { name: 'Molho tarê', price: 1.5 },
    { name: 'Couve crispy', price: 3 },
    { name: 'Salmão extra', price: 9.9 },
  ],
};
const yakisobaSize: DemoGroup = {
  name: 'Tamanho',
  min: 1,
  max: 1,
  options: [
    { name: 'Individual', price: 0 },
    { name: 'Média (serve 2)', price: 22 },
    { name: 'Família (serve 4)', price: 48 },
  ],
};
const sushiSides: DemoGroup = {
  name: 'Adicionais',
  min: 0,
  max: 3,
  options: [
    { name: 'Gengibre extra', price: 2 },
    { name: 'Wasabi extra', price: 2 },
    { name: 'Molho tarê', price: 3 },
    { name: 'Shoyu light', price: 0 },
  ],
};
const temaki = (name: string, description: string, price: number, promoPrice?: number): DemoProduct => ({
  name: `Temaki ${name}`,
  description,
  price,
  ...(promoPrice === undefined ? {} : { promoPrice }),
  image: art('temaki'),
  groups: [rice, temakiExtras],
});

const card: DemoGroup = {
  name: 'Cartão',
  min: 0,
  max: 1,
  options: [
    { name: 'Cartão com mensagem', price: 8, description: 'Escrevemos à mão a mensagem que você mandar no pedido.' },
  ],
};
const giftExtras = (available: boolean): DemoGroup => ({
  name: 'Adicionais',
  min: 0,
  max: 3,
  options: [
    { name: 'Caixa de bombons (12 unidades)', price: 39.9 },
    { name: 'Ursinho de pelúcia 25 cm', price: 49.9 },
    { name: 'Balão metalizado de coração', price: 24.9, available },
    { name: 'Barra de chocolate ao leite', price: 14.9 },
  ],
});
const secretGardenGifts = [card, giftExtras(true)];
// The helium is out at this shop: the balloon stays listed, but cannot be chosen.
const atelierGifts = [card, giftExtras(false)];

export const marketplaceShops: DemoShop[] = [
  {
    name: 'Forno da Nonna Pizzaria',
    slug: 'forno-da-nonna',
    segment: 'pizzaria',
    description:
      'Pizza de forno a lenha com massa de fermentação natural de 48 horas, molho de tomate italiano e queijos selecionados, no coração do Cambuí.',
    ...shopArt('forno-da-nonna'),
    hours: [...every([0, 2, 3, 4], '18:00', '23:30'), ...every([5, 6], '18:00', '00:30')],
    exceptions: [christmas],
    minOrder: 40,
    estimate: [40, 60],
    pickup: true,
    paymentMethods: ['cash', 'card_on_delivery', 'pix'],
    pixKey: 'pix@fornodanonna.com.br',
    cashbackPercent: 5,
    halfPricing: 'average',
    rating: { sum: 2785, count: 612 },
    delivery: { districts: 'all', fee: 6.99, extraMinutes: { 'Barão Geraldo': 15, 'Ponte Preta': 5 } },
    location: { lat: -22.8951, lng: -47.0523 },
    address: { street: 'Rua Maria Monteiro', number: '820', district: 'Cambuí', cep: '13025-151' },
    contact: { phone: '1932345678', whatsapp: '19987654321', email: 'contato@fornodanonna.com.br' },
    categories: nonnaCategories,
  },
  {
    name: 'Cantina Vesúvio',
    slug: 'cantina-vesuvio',
    segment: 'pizzaria',
    description:
      'Cantina de bairro no Taquaral desde 1998: pizzas bem recheadas, calzones dourados e entrega grátis em toda Campinas.',
    ...shopArt('cantina-vesuvio'),
    hours: [...every([0, 1, 2, 3, 4], '18:00', '23:30'), ...every([5, 6], '18:00', '01:00')],
    minOrder: 35,
    estimate: [45, 70],
    pickup: true,
    paymentMethods: ['card_on_delivery', 'pix'],
    pixKey: '7c1e9a42-3b6d-4f08-a5e2-9d41c7b3f860',
    halfPricing: 'proportional',
    rating: { sum: 1593, count: 354 },
    delivery: { districts: 'all', fee: 0, extraMinutes: { 'Barão Geraldo': 10, 'Ponte Preta': 10 } },
    location: { lat: -22.8738, lng: -47.0552 },
    address: { street: 'Avenida Brasil', number: '1340', district: 'Guanabara', cep: '13070-178' },
    categories: [
      vesuvioMenu.halves,
      { name: 'Pizzas tradicionais', products: vesuvioTraditional.map(vesuvioMenu.single) },
      { name: 'Pizzas especiais', products: vesuvioSpecial.map(vesuvioMenu.single) },
      { name: 'Pizzas doces', products: vesuvioSweet.map(vesuvioMenu.single) },
      {
        name: 'Calzones',
        products: [
          {
            name: 'Calzone de calabresa',
            description: 'Massa fechada e dourada recheada com calabresa, cebola e mussarela.',
            price: 42.9,
            image: art('calzone'),
            groups: [calzoneSauce],
          },
          {
            name: 'Calzone de frango com Catupiry',
            description: 'Frango desfiado, catupiry e milho dentro de uma massa crocante.',
            price: 44.9,
            image: art('calzone'),
            groups: [calzoneSauce],
          },
          {
            name: 'Calzone quatro queijos',
            description: 'Mussarela, gorgonzola, parmesão e catupiry derretendo a cada mordida.',
            price: 46.9,
            promoPrice: 41.9,
            image: art('calzone'),
            groups: [calzoneSauce],
          },
        ],
      },
      {
        name: 'Bebidas',
        products: [
          sodaCan(6.9),
          {
            name: 'Refrigerante 2 litros',
            description: 'Garrafa de 2 litros, gelada, para a mesa toda.',
            price: 16.9,
            image: art('soda-can'),
            groups: [{ name: 'Sabor', min: 1, max: 1, options: sodaFlavours }],
          },
          {
            name: 'Limonada suíça 500 ml',
            description: 'Limão batido com gelo e leite condensado, cremosa e refrescante.',
            price: 13.9,
            image: art('lemonade'),
          },
          water(5),
        ],
      },
    ],
  },
  {
    name: 'Brasa Burger & Co.',
    slug: 'brasa-burger',
    segment: 'lanches',
    description:
      'Hambúrgueres artesanais na brasa, blends de carne moídos na casa e pão brioche fresquinho, pertinho da Unicamp.',
    ...shopArt('brasa-burger'),
    hours: [...every([0, 2, 3, 4], '18:00', '23:00'), ...every([5, 6], '18:00', '00:30')],
    exceptions: [christmas],
    minOrder: 30,
    estimate: [35, 55],
    pickup: true,
    paymentMethods: ['cash', 'card_on_delivery', 'pix'],
    pixKey: 'pedidos@brasaburger.com.br',
    cashbackPercent: 3,
    rating: { sum: 3960, count: 842 },
    delivery: {
      districts: 'all',
      // Barão Geraldo is next door; the fee grows with the ride across the city.
      fee: {
        'Barão Geraldo': 0,
        Taquaral: 6.9,
        'Jardim Chapadão': 7.9,
        Castelo: 7.9,
        Guanabara: 9.9,
        Cambuí: 10.9,
        Botafogo: 10.9,
        Bosque: 11.9,
        Centro: 11.9,
        'Nova Campinas': 12.9,
        'Jardim Proença': 13.9,
        'Ponte Preta': 14.9,
      },
      extraMinutes: { 'Nova Campinas': 10, 'Jardim Proença': 15, 'Ponte Preta': 15 },
    },
    location: { lat: -22.8219, lng: -47.0791 },
    address: {
      street: 'Avenida Albino José Barbosa de Oliveira',
      number: '1100',
      complement: 'Loja 3',
      district: 'Barão Geraldo',
      cep: '13084-008',
    },
    categories: [
      {
        name: 'Burgers artesanais',
        products: [
          {
            name: 'Clássico Brasa',
            description: 'Blend bovino de 160 g, queijo prato, alface, tomate e maionese da casa no brioche.',
            price: 34.9,
            image: art('burger'),
            groups: [doneness, burgerExtras],
          },
          {
            name: 'Cheddar Bacon',
            description: 'Blend de 160 g coberto de cheddar cremoso e tiras de bacon defumado.',
            price: 39.9,
            image: art('cheeseburger'),
            groups: [doneness, burgerExtras],
          },
          {
            name: 'Duplo Smash',
            description: 'Dois smash de 90 g bem selados, cheddar duplo, cebola na chapa e picles.',
            price: 36.9,
            image: art('cheeseburger'),
            groups: [burgerExtras],
          },
          {
            name: 'Costela BBQ',
            description: 'Blend de costela de 180 g, barbecue defumado, cebola caramelizada e queijo coalho.',
            price: 44.9,
            promoPrice: 39.9,
            image: art('cheeseburger'),
            groups: [doneness, burgerExtras],
          },
          {
            name: 'Salad Burger',
            description: 'Blend de 160 g com muito alface, tomate, cebola roxa e molho de ervas.',
            price: 35.9,
            image: art('burger'),
            groups: [doneness, burgerExtras],
          },
          {
            name: 'Gorgonzola e Mel',
            description: 'Blend de 160 g, creme de gorgonzola, rúcula e um fio de mel de laranjeira.',
            price: 42.9,
            image: art('burger'),
            groups: [doneness, burgerExtras],
          },
          {
            name: 'Frango Crispy',
            description: 'Sobrecoxa empanada crocante, maionese de limão, alface e picles.',
            price: 32.9,
            image: art('burger'),
            groups: [burgerExtras],
          },
          {
            name: 'Veggie de grão-de-bico',
            description: 'Hambúrguer de grão-de-bico e cogumelos, queijo prato, tomate e pesto.',
            price: 33.9,
            image: art('burger'),
            groups: [burgerExtras],
          },
          {
            name: 'Burger Kids',
            description: 'Hambúrguer de 90 g com queijo no pão macio, do tamanho certo para os pequenos.',
            price: 24.9,
            image: art('cheeseburger'),
          },
        ],
      },
      {
        name: 'Combos',
        products: [
          {
            name: 'Combo Clássico',
            description: 'Clássico Brasa, batata frita individual e uma bebida à sua escolha.',
            price: 49.9,
            image: art('burger-combo'),
            groups: [doneness, comboDrink, burgerExtras],
          },
          {
            name: 'Combo Cheddar Bacon',
            description: 'Cheddar Bacon, batata frita individual e uma bebida para completar.',
            price: 54.9,
            promoPrice: 49.9,
            image: art('burger-combo'),
            groups: [doneness, comboDrink, burgerExtras],
          },
          {
            name: 'Combo Duplo Smash',
            description: 'Duplo Smash, batata frita individual e uma bebida bem gelada.',
            price: 51.9,
            image: art('burger-combo'),
            groups: [comboDrink, burgerExtras],
          },
        ],
      },
      {
        name: 'Acompanhamentos',
        products: [
          {
            name: 'Batata frita',
            description: 'Porção de batata palito sequinha e crocante, com sal na medida.',
            price: 18.9,
            image: art('fries'),
            groups: [friesSauces],
          },
          {
            name: 'Batata rústica com alecrim',
            description: 'Batatas com casca, assadas e fritas, com alecrim e alho.',
            price: 22.9,
            image: art('fries'),
            groups: [friesSauces],
          },
          {
            name: 'Batata com cheddar e bacon',
            description: 'Batata frita coberta de cheddar cremoso e farofa de bacon.',
            price: 29.9,
            image: art('fries'),
          },
          {
            name: 'Onion rings',
            description: 'Anéis de cebola empanados na cerveja sem álcool, dourados e crocantes.',
            price: 24.9,
            image: art('fries'),
            groups: [friesSauces],
          },
          {
            name: 'Mandioca frita',
            description: 'Mandioca cozida e frita, macia por dentro e crocante por fora.',
            price: 21.9,
            image: art('fries'),
            groups: [friesSauces],
          },
        ],
      },
      {
        name: 'Bebidas',
        products: [
          sodaCan(6.9),
          {
            name: 'Milkshake 400 ml',
            description: 'Sorvete cremoso batido com leite e coberto de chantilly.',
            price: 22.9,
            image: art('milkshake'),
            groups: [
              {
                name: 'Sabor',
                min: 1,
                max: 1,
                options: [
                  { name: 'Chocolate', price: 0 },
                  { name: 'Morango', price: 0 },
                  { name: 'Baunilha', price: 0 },
                  { name: 'Doce de leite', price: 2 },
                  { name: 'Pistache', price: 4 },
                ],
              },
            ],
          },
          {
            name: 'Limonada suíça 500 ml',
            description: 'Limão taiti batido com gelo e leite condensado.',
            price: 12.9,
            image: art('lemonade'),
          },
          water(4.9),
        ],
      },
      {
        name: 'Sobremesas',
        products: [
          {
            name: 'Brownie com sorvete',
            description: 'Brownie quentinho com sorvete de creme e calda de chocolate.',
            price: 19.9,
            image: art('brownie'),
          },
          {
            name: 'Petit gâteau',
            description: 'Bolinho de chocolate com recheio derretido e sorvete de baunilha.',
            price: 22.9,
            image: art('brownie'),
          },
        ],
      },
    ],
  },
  {
    name: 'Lanchonete Ponto Certo',
    slug: 'lanchonete-ponto-certo',
    segment: 'lanches',
    description:
      'Pastel de feira crocante, lanches na chapa, salgados fritos na hora e sucos naturais: o sabor de lanchonete de esquina no Centro.',
    ...shopArt('lanchonete-ponto-certo'),
    hours: every(MON_TO_SAT, '10:00', '22:00'),
    exceptions: [christmas],
    minOrder: 20,
    estimate: [25, 40],
    pickup: true,
    paymentMethods: ['cash', 'pix'],
    pixKey: 'lanchonetepontocerto@gmail.com',
    rating: { sum: 1197, count: 271 },
    delivery: { districts: 'all', fee: 4.99, extraMinutes: { 'Barão Geraldo': 20, Taquaral: 5 } },
    location: { lat: -22.9061, lng: -47.0612 },
    address: { street: 'Rua Barão de Jaguara', number: '1205', district: 'Centro', cep: '13015-002' },
    categories: [
      {
        name: 'Pastéis',
        products: [
          pastel('carne', 'Carne moída temperada com cebola, azeitona e cheiro-verde.', 12.9),
          pastel('queijo', 'Mussarela derretida que estica a cada mordida.', 12.9),
          pastel('frango com catupiry', 'Frango desfiado bem temperado com catupiry cremoso.', 14.9),
          pastel('pizza', 'Mussarela, presunto, tomate e orégano, como uma fatia de pizza.', 14.9),
          pastel('palmito', 'Palmito refogado com tomate e temperinho verde.', 15.9),
          pastel('carne com queijo', 'A combinação campeã: carne moída e mussarela.', 15.9),
          pastel('calabresa com queijo', 'Calabresa moída, cebola e mussarela.', 14.9),
          {
            ...pastel('banana com canela', 'Banana, açúcar e canela: a sobremesa da feira.', 11.9),
            promoPrice: 9.9,
          },
        ],
      },
      {
        name: 'Lanches',
        products: [
          {
            name: 'X-Burger',
            description: 'Hambúrguer na chapa, queijo derretido e maionese no pão de hambúrguer.',
            price: 19.9,
            image: art('cheeseburger'),
            groups: [snackExtras],
          },
          {
            name: 'X-Salada',
            description: 'Hambúrguer, queijo, alface americana, tomate e maionese caseira.',
            price: 22.9,
            image: art('x-salada'),
            groups: [snackExtras],
          },
          {
            name: 'X-Bacon',
            description: 'Hambúrguer, queijo, bacon crocante, alface, tomate e maionese.',
            price: 25.9,
            image: art('x-salada'),
            groups: [snackExtras],
          },
          {
            name: 'X-Egg',
            description: 'Hambúrguer, queijo, ovo na chapa, alface e tomate.',
            price: 23.9,
            image: art('x-salada'),
            groups: [snackExtras],
          },
          {
            name: 'X-Tudo',
            description: 'Hambúrguer, presunto, queijo, bacon, ovo, salsicha, alface, tomate, milho e batata palha.',
            price: 32.9,
            promoPrice: 29.9,
            image: art('x-salada'),
            groups: [snackExtras],
          },
          {
            name: 'Misto quente',
            description: 'Presunto e queijo no pão de forma tostado na chapa com manteiga.',
            price: 13.9,
            image: art('misto-quente'),
          },
          {
            name: 'Bauru',
            description: 'Pão francês com rosbife, queijo derretido, tomate e orégano.',
            price: 18.9,
            image: art('misto-quente'),
            groups: [snackExtras],
          },
          {
            name: 'Cachorro-quente',
            description: 'Duas salsichas no molho de tomate, purê, vinagrete, milho e batata palha.',
            price: 16.9,
            image: art('hot-dog'),
            groups: [snackExtras],
          },
        ],
      },
      {
        name: 'Salgados',
        products: [
          {
            name: 'Coxinha de frango',
            description: 'Massa leve e recheio suculento de frango desfiado, frita na hora.',
            price: 8.5,
            image: art('coxinha'),
          },
          {
            name: 'Coxinha de frango com catupiry',
            description: 'A coxinha da casa com um coração cremoso de catupiry.',
            price: 9.5,
            image: art('coxinha'),
          },
          {
            name: 'Kibe',
            description: 'Kibe frito de carne com trigo, hortelã e uma pitada de pimenta síria.',
            price: 8.5,
            image: art('coxinha'),
          },
          {
            name: 'Esfiha de carne',
            description: 'Esfiha aberta de carne temperada com tomate e limão.',
            price: 7.9,
            image: art('pastel'),
          },
          {
            name: 'Enroladinho de salsicha',
            description: 'Salsicha envolta em massa macia e dourada.',
            price: 7.5,
            image: art('coxinha'),
          },
          {
            name: 'Pão de queijo (6 unidades)',
            description: 'Pão de queijo mineiro saindo do forno, casquinha crocante e miolo macio.',
            price: 12.9,
            image: art('coxinha'),
          },
        ],
      },
      {
        name: 'Sucos e bebidas',
        products: [
          {
            name: 'Suco natural 400 ml',
            description: 'Fruta batida na hora, com ou sem açúcar, como você preferir.',
            price: 10.9,
            image: art('juice'),
            groups: [
              {
                name: 'Fruta',
                min: 1,
                max: 1,
                options: [
                  { name: 'Laranja', price: 0 },
                  { name: 'Abacaxi com hortelã', price: 0 },
                  { name: 'Maracujá', price: 0 },
                  { name: 'Limão', price: 0 },
                  { name: 'Acerola', price: 0 },
                  { name: 'Manga', price: 0 },
                  { name: 'Morango', price: 2 },
                ],
              },
            ],
          },
          {
            name: 'Vitamina de banana 400 ml',
            description: 'Banana, leite gelado, aveia e um toque de canela.',
            price: 11.9,
            image: art('milkshake'),
          },
          {
            name: 'Caldo de cana 500 ml',
            description: 'Garapa moída na hora com limão, docinha e geladinha.',
            price: 9.9,
            image: art('lemonade'),
          },
          {
            name: 'Açaí na tigela 500 ml',
            description: 'Açaí batido cremoso, do jeito que você montar.',
            price: 24.9,
            image: art('acai'),
            groups: [
              {
                name: 'Complementos',
                min: 0,
                max: 4,
                options: [
                  { name: 'Banana', price: 2 },
                  { name: 'Granola', price: 2 },
                  { name: 'Leite em pó', price: 2 },
                  { name: 'Leite condensado', price: 3 },
                  { name: 'Paçoca', price: 3 },
                  { name: 'Morango', price: 4 },
                ],
              },
            ],
          },
          sodaCan(6.5),
          water(4),
        ],
      },
      {
        name: 'Doces',
        products: [
          {
            name: 'Pudim de leite (fatia)',
            description: 'Pudim lisinho de leite condensado com calda de caramelo.',
            price: 9.9,
            image: art('pudim'),
          },
          {
            name: 'Brigadeiro (3 unidades)',
            description: 'Brigadeiro de panela enrolado na hora com granulado.',
            price: 9,
            image: art('brigadeiro'),
          },
          {
            name: 'Bolo de cenoura com chocolate (fatia)',
            description: 'Bolo fofinho de cenoura com cobertura de chocolate que endurece.',
            price: 10.9,
            image: art('brownie'),
          },
        ],
      },
    ],
  },
  {
    name: 'Hanami Culinária Japonesa',
    slug: 'hanami-culinaria-japonesa',
    segment: 'japonesa',
    description:
      'Peixes frescos cortados na hora, arroz temperado no ponto e pratos quentes da cozinha japonesa, no almoço e no jantar.',
    ...shopArt('hanami-culinaria-japonesa'),
    // The kitchen closes between lunch and dinner to cut the fish for the evening.
    hours: [...every([0, 2, 3, 4, 5, 6], '11:30', '14:30'), ...every([0, 2, 3, 4, 5, 6], '18:30', '23:00')],
    exceptions: [christmas],
    minOrder: 60,
    estimate: [45, 65],
    pickup: true,
    paymentMethods: ['card_on_delivery', 'pix'],
    pixKey: 'financeiro@hanamicampinas.com.br',
    cashbackPercent: 5,
    rating: { sum: 2311, count: 487 },
    delivery: { districts: 'all', fee: 9.9, extraMinutes: { 'Barão Geraldo': 15, 'Jardim Chapadão': 5 } },
    location: { lat: -22.8993, lng: -47.0447 },
    address: { street: 'Rua Coronel Quirino', number: '1410', district: 'Cambuí', cep: '13025-002' },
    categories: [
      {
        name: 'Combinados',
        products: [
          {
            name: 'Combinado 20 peças',
            description: '4 sashimis, 4 nigiris, 4 uramakis, 4 hossomakis e 4 hot rolls de salmão.',
            price: 79.9,
            image: art('sushi-combo'),
            groups: [sushiSides],
          },
          {
            name: 'Combinado 30 peças',
            description: '6 sashimis, 6 nigiris, 8 uramakis, 4 joes e 6 hot rolls para dividir.',
            price: 109.9,
            promoPrice: 99.9,
            image: art('sushi-combo'),
            groups: [sushiSides],
          },
          {
            name: 'Combinado 40 peças',
            description: 'O barco para dois: sashimis, nigiris, uramakis, joes e hot rolls variados.',
            price: 139.9,
            image: art('sushi-combo'),
            groups: [sushiSides],
          },
          {
            name: 'Combinado salmão 16 peças',
            description: 'Só salmão: 4 sashimis, 4 nigiris, 4 joes e 4 uramakis Filadélfia.',
            price: 72.9,
            image: art('sushi-combo'),
            groups: [sushiSides],
          },
          {
            name: 'Combinado vegetariano 16 peças',
            description: 'Pepino, manga, kanpyo, shiitake e cream cheese em sushis delicados.',
            price: 54.9,
            image: art('sushi-combo'),
            groups: [sushiSides],
          },
        ],
      },
      {
        name: 'Sushis e sashimis',
        products: [
          {
            name: 'Nigiri de salmão (2 unidades)',
            description: 'Fatias de salmão fresco sobre bolinho de arroz temperado.',
            price: 16.9,
            image: art('nigiri'),
          },
          {
            name: 'Nigiri de atum (2 unidades)',
            description: 'Atum vermelho em fatias generosas sobre arroz temperado.',
            price: 19.9,
            image: art('nigiri'),
          },
          {
            name: 'Sashimi de salmão (10 fatias)',
            description: 'Salmão fresco em cortes grossos, com shissô e gengibre.',
            price: 44.9,
            image: art('sashimi'),
          },
          {
            name: 'Sashimi de atum (10 fatias)',
            description: 'Atum vermelho em cortes precisos, servido com nabo e wasabi.',
            price: 52.9,
            image: art('sashimi'),
            // The tuna did not come in this week; the dish stays on the menu, marked as sold out.
            available: false,
          },
          {
            name: 'Uramaki Califórnia (8 unidades)',
            description: 'Kani, manga e pepino enrolados com o arroz por fora e gergelim.',
            price: 29.9,
            image: art('sushi-combo'),
          },
          {
            name: 'Uramaki Filadélfia (8 unidades)',
            description: 'Salmão, cream cheese e cebolinha envoltos em arroz e gergelim.',
            price: 32.9,
            image: art('sushi-combo'),
          },
          {
            name: 'Hossomaki de pepino (8 unidades)',
            description: 'Rolinhos finos de alga com arroz e pepino japonês crocante.',
            price: 16.9,
            image: art('sushi-combo'),
          },
          {
            name: 'Joe de salmão (4 unidades)',
            description: 'Salmão envolvendo o arroz, coberto de cream cheese e ovas.',
            price: 24.9,
            image: art('nigiri'),
          },
        ],
      },
      {
        name: 'Temakis',
        products: [
          temaki('de salmão', 'Cone de alga crocante com arroz e salmão fresco picado com cebolinha.', 34.9),
          temaki('de salmão com cream cheese', 'Salmão fresco, cream cheese e cebolinha no cone de alga.', 36.9),
          temaki('Califórnia', 'Kani, manga, pepino e gergelim num cone de alga.', 29.9),
        ],
      },
      {
        name: 'Pratos quentes',
        products: [
          {
            name: 'Hot roll de salmão (10 unidades)',
            description: 'Rolinhos de salmão empanados e fritos, com molho tarê e cebolinha.',
            price: 34.9,
            image: art('hot-roll'),
          },
          {
            name: 'Hot Filadélfia (10 unidades)',
            description: 'Salmão e cream cheese empanados, crocantes por fora e cremosos por dentro.',
            price: 36.9,
            image: art('hot-roll'),
          },
          {
            name: 'Guioza de porco (6 unidades)',
            description: 'Pasteizinhos japoneses de carne suína selados na chapa, com molho ponzu.',
            price: 28.9,
            image: art('gyoza'),
          },
          {
            name: 'Harumaki de legumes (4 unidades)',
            description: 'Rolinhos primavera crocantes recheados de repolho, cenoura e shiitake.',
            price: 19.9,
            image: art('gyoza'),
          },
          {
            name: 'Yakisoba de carne',
            description: 'Macarrão salteado no wok com tiras de alcatra, legumes e molho da casa.',
            price: 44.9,
            image: art('yakisoba'),
            groups: [yakisobaSize],
          },
          {
            name: 'Yakisoba de frango',
            description: 'Macarrão salteado com frango, brócolis, cenoura, acelga e shimeji.',
            price: 39.9,
            image: art('yakisoba'),
            groups: [yakisobaSize],
          },
          {
            name: 'Yakisoba de legumes',
            description: 'Macarrão com legumes da estação e cogumelos salteados no wok.',
            price: 36.9,
            image: art('yakisoba'),
            groups: [yakisobaSize],
          },
        ],
      },
      {
        name: 'Bebidas',
        products: [
          {
            name: 'Chá verde gelado 400 ml',
            description: 'Chá verde gelado com limão, levemente adoçado.',
            price: 9.9,
            image: art('lemonade'),
          },
          {
            name: 'Suco de lichia 400 ml',
            description: 'Suco de lichia bem gelado, doce e perfumado.',
            price: 12.9,
            image: art('juice'),
          },
          sodaCan(6.9),
          water(5.5),
        ],
      },
      {
        name: 'Sobremesas',
        products: [
          {
            name: 'Mochi de morango (3 unidades)',
            description: 'Bolinhos de arroz macios recheados com creme e morango.',
            price: 19.9,
            image: art('brigadeiro'),
          },
          {
            name: 'Petit gâteau de chá verde',
            description: 'Bolinho de matcha com recheio cremoso e sorvete de baunilha.',
            price: 24.9,
            image: art('brownie'),
          },
        ],
      },
    ],
  },
  {
    name: 'Temakeria Maré',
    slug: 'temakeria-mare',
    segment: 'japonesa',
    description:
      'Temakis generosos montados na hora e hot rolls crocantes, com aquele clima de praia no meio do Taquaral.',
    ...shopArt('temakeria-mare'),
    hours: every([0, 1, 2, 3, 4, 5, 6], '17:00', '23:30'),
    minOrder: 30,
    estimate: [30, 45],
    pickup: false,
    paymentMethods: ['pix'],
    pixKey: 'b58e2d14-9f3a-4c71-8e06-2a7d5c9b1f43',
    // "Fechada no momento": the owner paused orders (a shop's own pause, not its hours).
    paused: true,
    rating: { sum: 575, count: 131 },
    delivery: { districts: 'all', fee: 5.9, extraMinutes: { 'Barão Geraldo': 15 } },
    location: { lat: -22.8705, lng: -47.0589 },
    address: { street: 'Avenida Heitor Penteado', number: '1520', district: 'Taquaral', cep: '13087-000' },
    categories: [
      {
        name: 'Temakis',
        products: [
          temaki('de salmão', 'Salmão fresco picado com cebolinha num cone de alga bem crocante.', 29.9),
          temaki('salmão com cream cheese', 'O queridinho da casa: salmão, cream cheese e cebolinha.', 32.9, 28.9),
          temaki('de salmão grelhado', 'Salmão grelhado na manteiga com tarê e gergelim.', 31.9),
          temaki('de atum', 'Atum vermelho picado com cebolinha e um toque de gergelim.', 34.9),
          temaki('skin', 'Pele de salmão crocante com molho tarê e cebolinha.', 24.9),
          temaki('de camarão empanado', 'Camarão empanado crocante, cream cheese e molho tarê.', 36.9),
          temaki('de kani com pepino', 'Kani desfiado, pepino japonês e maionese leve.', 22.9),
          temaki('Califórnia', 'Kani, manga, pepino e gergelim torrado.', 26.9),
          temaki('vegetariano', 'Shimeji salteado, pepino, manga, cenoura e cream cheese.', 21.9),
        ],
      },
      {
        name: 'Hot rolls',
        products: [
          {
            name: 'Hot roll tradicional (8 unidades)',
            description: 'Salmão e cream cheese empanados, com molho tarê por cima.',
            price: 26.9,
            image: art('hot-roll'),
          },
          {
            name: 'Hot Filadélfia (8 unidades)',
            description: 'Salmão, cream cheese e cebolinha, fritos e crocantes.',
            price: 29.9,
            image: art('hot-roll'),
          },
          {
            name: 'Hot doce de banana (8 unidades)',
            description: 'Banana e chocolate ao leite empanados, com canela e açúcar.',
            price: 24.9,
            image: art('hot-roll'),
          },
        ],
      },
      {
        name: 'Combos',
        products: [
          {
            name: 'Combo Maré',
            description: 'Dois temakis à sua escolha, 8 hot rolls tradicionais e uma bebida.',
            price: 69.9,
            promoPrice: 59.9,
            image: art('temaki'),
            groups: [
              {
                name: 'Temakis do combo',
                min: 2,
                max: 2,
                options: [
                  { name: 'Salmão', price: 0 },
                  { name: 'Salmão com cream cheese', price: 0 },
                  { name: 'Skin', price: 0 },
                  { name: 'Califórnia', price: 0 },
                  { name: 'Atum', price: 4 },
                ],
              },
              comboDrink,
            ],
          },
          {
            name: 'Combo individual',
            description: 'Um temaki de salmão, 4 hot rolls e uma bebida.',
            price: 44.9,
            image: art('temaki'),
            groups: [rice, comboDrink],
          },
        ],
      },
      {
        name: 'Porções',
        products: [
          {
            name: 'Sunomono',
            description: 'Salada agridoce de pepino japonês com gergelim.',
            price: 14.9,
            image: art('sashimi'),
          },
          {
            name: 'Missoshiru',
            description: 'Sopa de missô com tofu, cebolinha e alga wakame.',
            price: 12.9,
            image: art('yakisoba'),
          },
          {
            name: 'Guioza (6 unidades)',
            description: 'Pasteizinhos de carne suína selados, com shoyu e gengibre.',
            price: 24.9,
            image: art('gyoza'),
          },
        ],
      },
      {
        name: 'Bebidas',
        products: [
          sodaCan(6.5),
          {
            name: 'Chá gelado de pêssego 400 ml',
            description: 'Chá preto gelado com pêssego, refrescante e pouco doce.',
            price: 8.9,
            image: art('lemonade'),
          },
          water(4.5),
        ],
      },
    ],
  },
  {
    name: 'Floricultura Jardim Secreto',
    slug: 'floricultura-jardim-secreto',
    segment: 'floricultura',
    description:
      'Buquês montados à mão com flores colhidas na região de Holambra, orquídeas e cestas de presente para cada ocasião.',
    ...shopArt('floricultura-jardim-secreto'),
    hours: [...every(MON_TO_SAT, '08:00', '19:00'), ...every([0], '09:00', '13:00')],
    exceptions: [christmas],
    minOrder: 50,
    estimate: [60, 120],
    pickup: true,
    paymentMethods: ['cash', 'card_on_delivery', 'pix'],
    pixKey: 'contato@jardimsecretoflores.com.br',
    rating: { sum: 418, count: 88 },
    // A small shop with one motorcycle: it serves only the neighbourhoods around the Taquaral.
    delivery: {
      districts: ['Taquaral', 'Cambuí', 'Nova Campinas', 'Castelo'],
      fee: { Taquaral: 0, Castelo: 7.9, Cambuí: 9.9, 'Nova Campinas': 9.9 },
      extraMinutes: { 'Nova Campinas': 15 },
    },
    location: { lat: -22.8746, lng: -47.0618 },
    address: { street: 'Rua Conceição', number: '233', district: 'Castelo', cep: '13070-050' },
    categories: [
      {
        name: 'Buquês',
        products: [
          {
            name: 'Buquê de 12 rosas vermelhas',
            description: 'Doze rosas colombianas vermelhas com folhagem, embrulhadas em papel kraft e laço.',
            price: 159.9,
            image: art('roses'),
            groups: secretGardenGifts,
          },
          {
            name: 'Buquê de 24 rosas vermelhas',
            description: 'Duas dúzias de rosas vermelhas para uma declaração inesquecível.',
            price: 279.9,
            image: art('roses'),
            groups: secretGardenGifts,
          },
          {
            name: 'Buquê de rosas coloridas',
            description: 'Doze rosas em tons de rosa, amarelo e branco, alegres como um jardim.',
            price: 169.9,
            promoPrice: 149.9,
            image: art('roses'),
            groups: secretGardenGifts,
          },
          {
            name: 'Mini buquê de 6 rosas',
            description: 'Seis rosas vermelhas num buquê delicado, perfeito para um agrado.',
            price: 89.9,
            image: art('roses'),
            groups: secretGardenGifts,
          },
          {
            name: 'Buquê de girassóis',
            description: 'Cinco girassóis radiantes com ramos verdes para iluminar o dia.',
            price: 129.9,
            image: art('sunflowers'),
            groups: secretGardenGifts,
          },
          {
            name: 'Buquê campestre',
            description: 'Margaridas, astromélias e flores do campo num arranjo leve e colorido.',
            price: 119.9,
            image: art('arrangement'),
            groups: secretGardenGifts,
          },
        ],
      },
      {
        name: 'Orquídeas',
        products: [
          {
            name: 'Orquídea phalaenopsis branca',
            description: 'Orquídea de uma haste cheia de flores brancas, no cachepô de cerâmica.',
            price: 119.9,
            image: art('orchid'),
            groups: secretGardenGifts,
          },
          {
            name: 'Orquídea phalaenopsis de 2 hastes',
            description: 'Duas hastes floridas em tom lilás que duram semanas com pouca água.',
            price: 179.9,
            image: art('orchid'),
            groups: secretGardenGifts,
          },
          {
            name: 'Mini orquídea no cachepô',
            description: 'Uma mini phalaenopsis charmosa para a mesa de trabalho.',
            price: 79.9,
            image: art('orchid'),
            groups: secretGardenGifts,
          },
        ],
      },
      {
        name: 'Arranjos e plantas',
        products: [
          {
            name: 'Arranjo de rosas em vaso de vidro',
            description: 'Rosas e folhagens arrumadas num vaso de vidro que fica de presente.',
            price: 189.9,
            image: art('arrangement'),
            groups: secretGardenGifts,
          },
          {
            name: 'Arranjo tropical',
            description: 'Helicônias, antúrios e folhas tropicais num arranjo vibrante.',
            price: 149.9,
            image: art('arrangement'),
            groups: secretGardenGifts,
          },
          {
            name: 'Trio de suculentas',
            description: 'Três suculentas em vasinhos de barro, fáceis de cuidar.',
            price: 69.9,
            image: art('plant'),
            groups: [card],
          },
          {
            name: 'Lírio-da-paz no vaso',
            description: 'Planta de folhas brilhantes e flores brancas que purifica o ar.',
            price: 89.9,
            image: art('plant'),
            groups: [card],
          },
        ],
      },
      {
        name: 'Cestas e presentes',
        products: [
          {
            name: 'Cesta de café da manhã',
            description: 'Pães, frutas, geleia, queijos, suco e um mini buquê numa cesta de vime.',
            price: 219.9,
            image: art('flower-basket'),
            groups: secretGardenGifts,
          },
          {
            name: 'Cesta de chocolates com rosas',
            description: 'Chocolates finos e seis rosas vermelhas arrumados numa cesta de vime.',
            price: 189.9,
            image: art('flower-basket'),
            groups: secretGardenGifts,
          },
          {
            name: 'Caixa de bombons em coração',
            description: 'Caixa em forma de coração com bombons sortidos de chocolate ao leite.',
            price: 59.9,
            image: art('chocolate-box'),
            groups: [card],
          },
          {
            name: 'Ursinho de pelúcia 30 cm',
            description: 'Ursinho macio de laço vermelho, para abraçar de saudade.',
            price: 69.9,
            image: art('teddy-bear'),
            groups: [card],
          },
        ],
      },
    ],
  },
  {
    name: 'Ateliê das Flores',
    slug: 'atelie-das-flores',
    segment: 'floricultura',
    description:
      'Ateliê floral no Cambuí com buquês autorais, box de rosas e cestas românticas, entregues com cuidado em toda Campinas.',
    ...shopArt('atelie-das-flores'),
    hours: [...every(MON_TO_SAT, '08:00', '19:00'), ...every([0], '09:00', '13:00')],
    exceptions: [
      // Christmas Eve is the busiest day: open, but only until the last deliveries can leave.
      { date: '2026-12-24', closed: false, opens: '08:00', closes: '14:00', label: 'Véspera de Natal' },
      christmas,
    ],
    minOrder: 60,
    estimate: [60, 120],
    pickup: false,
    paymentMethods: ['card_on_delivery', 'pix'],
    pixKey: '4d0f8c6a-2e71-4b93-b5c8-7e1a9f3d2c05',
    rating: { sum: 295, count: 62 },
    delivery: {
      districts: 'all',
      fee: 12.9,
      extraMinutes: { 'Barão Geraldo': 30, 'Jardim Chapadão': 15, Castelo: 10 },
    },
    location: { lat: -22.8928, lng: -47.0489 },
    address: { street: 'Rua Guilherme da Silva', number: '240', district: 'Cambuí', cep: '13025-150' },
    categories: [
      {
        name: 'Buquês',
        products: [
          {
            name: 'Buquê de 6 rosas vermelhas',
            description: 'Seis rosas vermelhas com eucalipto, num embrulho de papel de seda.',
            price: 99.9,
            image: art('roses'),
            groups: atelierGifts,
          },
          {
            name: 'Buquê de tulipas',
            description: 'Dez tulipas holandesas em tons pastel, elegantes e delicadas.',
            price: 169.9,
            image: art('roses'),
            groups: atelierGifts,
          },
          {
            name: 'Buquê de girassóis com eucalipto',
            description: 'Girassóis e ramos de eucalipto perfumado, cheios de energia.',
            price: 139.9,
            image: art('sunflowers'),
            groups: atelierGifts,
          },
          {
            name: 'Buquê de lírios',
            description: 'Lírios brancos perfumados com folhagem verde, sofisticados e serenos.',
            price: 129.9,
            image: art('arrangement'),
            groups: atelierGifts,
          },
          {
            name: 'Buquê flores do campo',
            description: 'Mix de flores da estação escolhidas no dia pela florista.',
            price: 99.9,
            promoPrice: 89.9,
            image: art('arrangement'),
            groups: atelierGifts,
          },
        ],
      },
      {
        name: 'Box e arranjos',
        products: [
          {
            name: 'Box de 9 rosas vermelhas',
            description: 'Nove rosas vermelhas numa caixa redonda de presente com tampa.',
            price: 159.9,
            image: art('roses'),
            groups: atelierGifts,
          },
          {
            name: 'Arranjo de gérberas',
            description: 'Gérberas coloridas num vaso de vidro com fita de cetim.',
            price: 109.9,
            image: art('arrangement'),
            groups: atelierGifts,
          },
          {
            name: 'Kokedama de samambaia',
            description: 'Samambaia em bola de musgo, pronta para pendurar na varanda.',
            price: 79.9,
            image: art('plant'),
            groups: [card],
          },
        ],
      },
      {
        name: 'Orquídeas',
        products: [
          {
            name: 'Orquídea phalaenopsis rosa',
            description: 'Orquídea de flores rosadas num cachepô de vidro fosco.',
            price: 129.9,
            image: art('orchid'),
            groups: atelierGifts,
          },
          {
            name: 'Arranjo de orquídea com musgo',
            description: 'Duas orquídeas brancas num vaso baixo com musgo e pedras naturais.',
            price: 199.9,
            image: art('orchid'),
            groups: atelierGifts,
          },
        ],
      },
      {
        name: 'Cestas',
        products: [
          {
            name: 'Cesta romântica',
            description: 'Rosas vermelhas, espumante sem álcool, taças e bombons numa cesta de vime.',
            price: 249.9,
            image: art('flower-basket'),
            groups: atelierGifts,
          },
          {
            name: 'Cesta de café da manhã',
            description: 'Croissants, frutas, iogurte, geleia artesanal e flores para começar bem o dia.',
            price: 199.9,
            image: art('flower-basket'),
            groups: atelierGifts,
          },
        ],
      },
      {
        name: 'Presentes',
        products: [
          {
            name: 'Caixa de chocolates finos',
            description: 'Dezesseis bombons artesanais de chocolate belga em caixa presenteável.',
            price: 64.9,
            image: art('chocolate-box'),
            groups: [card],
          },
          {
            name: 'Ursinho de pelúcia 25 cm',
            description: 'Ursinho fofinho com coração bordado, companhia para as flores.',
            price: 59.9,
            image: art('teddy-bear'),
            groups: [card],
          },
        ],
      },
    ],
  },
];

/** The single-shop tenant's pizzeria: the Forno da Nonna menu under its own brand. */
export const singleShop: DemoShop = {
  name: 'Pizzaria Bella Napoli',
  slug: 'pizzaria-bella-napoli',
  segment: 'pizzaria',
  description:
    'Pizza napolitana de verdade em Campinas: massa leve, borda aerada e ingredientes italianos, meio a meio sem pagar a mais.',
  ...shopArt('pizzaria-bella-napoli'),
  hours: [...every([0, 1, 2, 3, 4], '18:00', '23:30'), ...every([5, 6], '18:00', '00:30')],
  exceptions: [christmas],
  minOrder: 35,
  estimate: [35, 55],
  pickup: true,
  paymentMethods: ['cash', 'card_on_delivery', 'pix'],
  pixKey: 'pix@bellanapoli.com.br',
  cashbackPercent: 5,
  halfPricing: 'average',
  rating: { sum: 1880, count: 401 },
  delivery: { districts: 'all', fee: 5.99, extraMinutes: { 'Barão Geraldo': 15 } },
  location: { lat: -22.9012, lng: -47.0574 },
  address: { street: 'Rua Doutor Emílio Ribas', number: '505', district: 'Cambuí', cep: '13025-140' },
  contact: { phone: '1932517788', whatsapp: '19991234567', email: 'contato@bellanapoli.com.br' },
  categories: nonnaCategories,
};
