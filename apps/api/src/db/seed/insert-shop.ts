import { toCents } from '@delivery/contract/pricing';
import type { Database } from '../client.ts';
import {
  categories,
  optionGroups,
  options,
  products,
  shopDeliveryBands,
  shopDeliveryDistricts,
  shopHourExceptions,
  shops,
} from '../schema/catalog.ts';
import type { DemoShop, DemoShopAddress } from './catalog-types.ts';

/** A demo address as the shop's columns. */
export const addressColumns = (address: DemoShopAddress) => ({
  street: address.street,
  streetNumber: address.number,
  complement: address.complement ?? '',
  district: address.district,
  cep: address.cep,
});

/**
 * A demo rating's bars (its reviews per star): all of them on the two star values around its
 * mean, in the numbers that give exactly its sum.
 */
export function demoBars({ sum, count }: DemoShop['rating']): number[] {
  const bars = [0, 0, 0, 0, 0];
  if (count === 0) return bars;
  const low = Math.min(4, Math.max(1, Math.floor(sum / count)));
  const above = sum - low * count;
  bars[low - 1] = count - above;
  bars[low] = above;
  return bars;
}

export type ShopPlace = {
  profileId: number;
  cityId: number;
  /** The city's districts by name, for the shop's delivery list. */
  districts: Map<string, number>;
};

/**
 * Writes one shop with its whole menu, level by level with multi-row inserts (a big menu is a
 * handful of statements). Used by the demo seed and by tests that need a shop.
 */
export async function insertShop(db: Database, place: ShopPlace, demo: DemoShop, position = 0): Promise<number> {
  return db.transaction(async (tx) => {
    const [shop] = await tx
      .insert(shops)
      .values({
        profileId: place.profileId,
        cityId: place.cityId,
        name: demo.name,
        slug: demo.slug,
        segment: demo.segment,
        description: demo.description,
        logo: demo.logo,
        cover: demo.cover,
        openingHours: demo.hours,
        minOrderCents: toCents(demo.minOrder),
        estimateMin: demo.estimate[0],
        estimateMax: demo.estimate[1],
        pickup: demo.pickup,
        paymentMethods: demo.paymentMethods,
        pixKey: demo.pixKey,
        cashbackPercent: demo.cashbackPercent ?? 0,
        halfPricing: demo.halfPricing ?? 'average',
        deliveryMode: demo.delivery.bands ? 'GEOCODE' : 'DISTRICT',
        paused: demo.paused ?? false,
        latitude: demo.location.lat,
        longitude: demo.location.lng,
        ...(demo.address ? addressColumns(demo.address) : {}),
        ...demo.contact,
        ratingSum: demo.rating.sum,
        ratingCount: demo.rating.count,
        ratingByStars: demoBars(demo.rating),
        position,
      })
      .returning({ id: shops.id });
    if (!shop) throw new Error(`shop ${demo.slug} not created`);

    if (demo.exceptions?.length) {
      await tx.insert(shopHourExceptions).values(demo.exceptions.map((e) => ({ ...e, shopId: shop.id })));
    }
    const districtNames = demo.delivery.districts === 'all' ? [...place.districts.keys()] : demo.delivery.districts;
    const fee = demo.delivery.fee;
    const served = districtNames.flatMap((name) => {
      const districtId = place.districts.get(name);
      if (districtId === undefined) throw new Error(`${demo.slug}: unknown district ${name}`);
      const reais = typeof fee === 'number' ? fee : (fee[name] ?? Math.min(...Object.values(fee)));
      return [
        {
          shopId: shop.id,
          districtId,
          feeCents: toCents(reais),
          extraMinutes: demo.delivery.extraMinutes?.[name] ?? 0,
        },
      ];
    });
    if (served.length) await tx.insert(shopDeliveryDistricts).values(served);
    if (demo.delivery.bands?.length) {
      await tx.insert(shopDeliveryBands).values(
        demo.delivery.bands.map((b) => ({
          shopId: shop.id,
          maxKm: b.maxKm,
          feeCents: toCents(b.fee),
          extraMinutes: b.extraMinutes ?? 0,
        })),
      );
    }

    const categoryRows = await tx
      .insert(categories)
      .values(demo.categories.map((c, i) => ({ shopId: shop.id, name: c.name, position: i })))
      .returning({ id: categories.id });
    const demoProducts = demo.categories.flatMap((c, ci) =>
      c.products.map((p) => ({ p, categoryId: categoryRows[ci]!.id })),
    );
    if (!demoProducts.length) return shop.id;
    const productRows = await tx
      .insert(products)
      .values(
        demoProducts.map(({ p, categoryId }, i) => ({
          shopId: shop.id,
          categoryId,
          name: p.name,
          description: p.description,
          priceCents: toCents(p.price),
          promoPriceCents: p.promoPrice === undefined ? null : toCents(p.promoPrice),
          image: p.image,
          available: p.available ?? true,
          position: i,
        })),
      )
      .returning({ id: products.id });
    const demoGroups = demoProducts.flatMap(({ p }, pi) =>
      (p.groups ?? []).map((g, gi) => ({ g, gi, productId: productRows[pi]!.id })),
    );
    if (!demoGroups.length) return shop.id;
    const groupRows = await tx
      .insert(optionGroups)
      .values(
        demoGroups.map(({ g, gi, productId }) => ({
          productId,
          name: g.name,
          kind: g.kind ?? 'options',
          minChoices: g.min,
          maxChoices: g.max,
          position: gi,
        })),
      )
      .returning({ id: optionGroups.id });
    const optionValues = demoGroups.flatMap(({ g }, i) =>
      g.options.map((o, oi) => ({
        groupId: groupRows[i]!.id,
        name: o.name,
        description: o.description ?? '',
        priceCents: toCents(o.price),
        available: o.available ?? true,
        position: oi,
      })),
    );
    if (optionValues.length) await tx.insert(options).values(optionValues);
    return shop.id;
  });
}
