import { z } from 'zod';
import { halfPricingRules, ZCategory, ZProduct } from './catalog.ts';
import { ZEnvelope } from './envelope.ts';
import { zFlag, zId, zInt, zMoney, zSessionToken, zText, zValidate } from './fields.ts';

/**
 * The shop's menu as its staff run it (issue 13). Marking a product or an option sold out
 * ("Acabou") is the counter's, so whoever runs the shop's orders may; every change is written with
 * who made it, and every API process shows it to customers at once.
 */

/** What "Acabou" switches: a product, or one option (a flavour, an extra) of a product. */
export const menuItemKinds = ['product', 'option'] as const;
export type TMenuItemKind = (typeof menuItemKinds)[number];

/** Each edit bumps an item's version; a save naming an older one is refused, never overwrites. */
const zVersion = () => z.number().int().positive();

/** A product as its staff edit it: what customers see, and the version its next save names. */
export const ZMenuProduct = ZProduct.extend({ version: zVersion() }).meta({ id: 'MenuProduct' });
export type TMenuProduct = z.infer<typeof ZMenuProduct>;

/** A category as its staff edit it: hidden ones and empty ones too. */
export const ZMenuCategory = ZCategory.extend({
  hidden: z.boolean(),
  version: zVersion(),
  products: z.array(ZMenuProduct),
}).meta({ id: 'MenuCategory' });
export type TMenuCategory = z.infer<typeof ZMenuCategory>;

export const ZShopMenuRequest = z.object({ validate: zValidate(), token: zSessionToken(), shop_id: zId() });
/** Every category, product and option of the shop: hidden, empty and sold out included. */
export const ZShopMenuResponse = ZEnvelope.extend({
  categories: z.array(ZMenuCategory),
  /** How the shop prices a half-and-half from its flavours. */
  half_pricing: z.enum(halfPricingRules),
});

/** The shop's rule for pricing a half-and-half (pricing.ts, flavoursCents). */
export const ZSaveHalfPricingRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  shop_id: zId(),
  half_pricing: z.enum(halfPricingRules),
});
export const ZSaveHalfPricingResponse = ZEnvelope.extend({ half_pricing: z.enum(halfPricingRules) });

export const ZSetMenuItemAvailableRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  shop_id: zId(),
  item: z.enum(menuItemKinds),
  /** The product's `product_id` or the option's `option_id`. */
  item_id: zId(),
  /** '0': sold out, customers cannot order it; '1': back on the menu. */
  available: zFlag(),
});
export const ZSetMenuItemAvailableResponse = ZEnvelope.extend({ available: z.boolean() });

/** The version is the edit's: a new item has none, an item that exists must name it. */
const versionNamed =
  <K extends string>(key: K) =>
  (body: Partial<Record<K, number>> & { version?: number | undefined }) =>
    (body[key] === undefined) === (body.version === undefined);
const versionMessage = { path: ['version'], message: 'vem com o id do item editado, e só com ele' };

export const ZSaveCategoryRequest = z
  .object({
    validate: zValidate(),
    token: zSessionToken(),
    shop_id: zId(),
    /** Absent: a new category, at the end of the menu. */
    category_id: zId().optional(),
    version: zId().optional(),
    name: zText(60).min(1),
    /** '1': off the customers' menu with its products. */
    hidden: zFlag(),
  })
  .refine(versionNamed('category_id'), versionMessage);
export const ZSaveCategoryResponse = ZEnvelope.extend({ category: ZMenuCategory.omit({ products: true }) });

export const ZSaveProductRequest = z
  .object({
    validate: zValidate(),
    token: zSessionToken(),
    shop_id: zId(),
    /** Absent: a new product, at the end of its category. */
    product_id: zId().optional(),
    version: zId().optional(),
    /** Another category of the shop moves it there, at the end. */
    category_id: zId(),
    name: zText(120).min(1),
    description: zText(1000),
    price: zMoney(),
    /** Below the price, or absent (null, '') for none. */
    promo_price: z.union([zMoney(), z.literal(''), z.null()]).optional(),
    /**
     * The photo: a URL uploadProductPhoto answered for this shop, '' for none; absent keeps the
     * product's (none for a new one).
     */
    image: zText(500).optional(),
    available: zFlag(),
  })
  .refine(versionNamed('product_id'), versionMessage);
export const ZSaveProductResponse = ZEnvelope.extend({ product: ZMenuProduct });

/** The shop's categories, or one category's products, in the order given: all of them, each once. */
export const ZReorderCategoriesRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  shop_id: zId(),
  category_ids: z.array(zId()).min(1).max(500),
});
export const ZReorderProductsRequest = ZReorderCategoriesRequest.omit({ category_ids: true }).extend({
  category_id: zId(),
  product_ids: z.array(zId()).min(1).max(2000),
});

export const ZProductRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  shop_id: zId(),
  product_id: zId(),
});

/** The copy: the product with its groups and options, named "(cópia)", right after it. */
export const ZDuplicateProductResponse = ZSaveProductResponse;

/** One change of a product's prices: who, when, and the prices before and after. */
export const ZPriceChange = z
  .object({
    at: z.string(),
    /** The staff member's name; null once they left the team, or when the shop's software made it. */
    by: z.string().nullable(),
    /** Made by the shop's own software through Open Delivery (a menu import). */
    by_software: z.boolean(),
    price: z.object({ from: z.number().nullable(), to: z.number() }),
    promo_price: z.object({ from: z.number().nullable(), to: z.number().nullable() }),
  })
  .meta({ id: 'PriceChange' });
export type TPriceChange = z.infer<typeof ZPriceChange>;
/** Newest first; a product created in the panel starts with a change from null. */
export const ZPriceHistoryResponse = ZEnvelope.extend({ changes: z.array(ZPriceChange) });

/** The most flavours a half-and-half may have, and the fewest (a pizza in halves). */
export const flavoursRange = { min: 2, max: 4 } as const;

/** One option of a group as the editor sends it: an existing one names its id, a new one has none. */
const ZOptionInput = z.object({
  option_id: zId().optional(),
  name: zText(80).min(1),
  /** Absent keeps an existing option's (none for a new one). */
  description: zText(300).optional(),
  /** What it adds; in a flavours group, the flavour's price, which the shop's rule turns into the half's. */
  price: zMoney(),
  available: zFlag(),
});

const zChoices = () => zInt().pipe(z.number().int().min(0).max(20));

/**
 * A product's option group, saved whole with its options in the order given: options left out are
 * removed. It names the product's version: a group is part of its product, so an edit of either
 * by someone else refuses the save.
 */
export const ZSaveOptionGroupRequest = z
  .object({
    validate: zValidate(),
    token: zSessionToken(),
    shop_id: zId(),
    product_id: zId(),
    version: zId(),
    /** Absent: a new group, after the product's others. */
    group_id: zId().optional(),
    name: zText(60).min(1),
    /** 'flavours': the half-and-half, 2 to 4 flavours priced by the shop's rule. */
    kind: z.enum(['options', 'flavours']),
    /** 1 or more makes the group required. */
    min: zChoices(),
    max: zChoices().pipe(z.number().min(1)),
    options: z.array(ZOptionInput).min(1).max(100),
  })
  .superRefine((group, issues) => {
    const fail = (path: string, message: string) => issues.addIssue({ code: 'custom', path: [path], message });
    if (group.max < group.min) fail('max', 'não pode ser menor que o mínimo');
    if (group.min > group.options.length) fail('min', 'não pode passar do número de opções');
    if (group.kind === 'flavours' && (group.max < flavoursRange.min || group.max > flavoursRange.max)) {
      fail('max', `um meio a meio tem de ${flavoursRange.min} a ${flavoursRange.max} sabores`);
    }
    if (group.kind === 'flavours' && group.min < 1) fail('min', 'um meio a meio pede ao menos 1 sabor');
    const ids = group.options.flatMap((option) => (option.option_id === undefined ? [] : [option.option_id]));
    if (new Set(ids).size !== ids.length) fail('options', 'a mesma opção aparece duas vezes');
  });

export const ZDeleteOptionGroupRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  shop_id: zId(),
  product_id: zId(),
  version: zId(),
  group_id: zId(),
});
