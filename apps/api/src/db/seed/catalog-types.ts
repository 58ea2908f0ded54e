import type {
  HalfPricingRule,
  ShopPaymentMethod,
  Segment,
  THoursException,
  TOpeningPeriod,
} from '@delivery/contract/catalog';

/** The demo catalog as data; prices in reais as a menu prints them, converted to cents on insert. */
export type DemoOption = { name: string; price: number; description?: string; available?: boolean };

export type DemoGroup = {
  name: string;
  /** 'flavours': the half-and-half group, priced by the shop's rule. */
  kind?: 'options' | 'flavours';
  min: number;
  max: number;
  options: DemoOption[];
};

export type DemoProduct = {
  name: string;
  description: string;
  price: number;
  promoPrice?: number;
  /** A path under the web app's public folder, e.g. '/catalog/pizza.svg'. */
  image: string;
  available?: boolean;
  groups?: DemoGroup[];
};

export type DemoCategory = { name: string; products: DemoProduct[] };

/** Phones as digits with area code. */
export type DemoShopContact = { phone: string; whatsapp: string; email: string };

export type DemoShopAddress = { street: string; number: string; complement?: string; district: string; cep: string };

export type DemoShop = {
  name: string;
  slug: string;
  segment: Segment;
  description: string;
  logo: string;
  cover: string;
  hours: TOpeningPeriod[];
  exceptions?: THoursException[];
  minOrder: number;
  estimate: [min: number, max: number];
  pickup: boolean;
  paymentMethods: ShopPaymentMethod[];
  pixKey: string;
  /** Cashback on delivered orders, percent of the products. */
  cashbackPercent?: number;
  halfPricing?: HalfPricingRule;
  /** Closed by the shop for now. */
  paused?: boolean;
  rating: { sum: number; count: number };
  /** Districts of the city by name ('all' = every district of the city) and the fee to each. */
  delivery: {
    districts: 'all' | string[];
    fee: number | Record<string, number>;
    extraMinutes?: Record<string, number>;
    /** Fees by distance from `location` instead of by district. */
    bands?: { maxKm: number; fee: number; extraMinutes?: number }[];
  };
  /** Shop coordinates, where distance-based fees are measured from. */
  location: { lat: number; lng: number };
  /** Where customers pick up, in the shop's city. */
  address?: DemoShopAddress;
  /** How customers reach the shop (its contact page). */
  contact?: DemoShopContact;
  categories: DemoCategory[];
};
