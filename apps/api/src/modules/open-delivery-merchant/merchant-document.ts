import { z } from 'zod';

/*
 * The part of Open Delivery's `Merchant` (GET /v1/merchant, openapi 1.7.1) that the import reads,
 * checked before anything is written: a software's answer is input like any other. Fields we do
 * not read are let through; a document missing what we read is refused as a whole.
 */

const status = z.enum(['AVAILABLE', 'UNAVAILABLE']);
const price = z.object({ value: z.number().nonnegative(), currency: z.string() });
const itemPrice = price.extend({ originalValue: z.number().nonnegative() });
const image = z.object({ URL: z.string() });
const timePeriods = z.object({ startTime: z.string(), endTime: z.string() });
const hours = z.object({
  dayOfWeek: z.array(z.enum(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'])),
  timePeriods,
});

export const ZMerchantDocument = z.object({
  id: z.string().min(1),
  status,
  basicInfo: z.object({
    name: z.string().min(1).max(500),
    description: z.string(),
    minOrderValue: price,
    address: z.object({
      city: z.string(),
      district: z.string(),
      street: z.string(),
      number: z.string(),
      postalCode: z.string(),
      complement: z.string(),
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    }),
    contactEmails: z.array(z.string()),
    contactPhones: z.object({ commercialNumber: z.string(), whatsappNumber: z.string().optional() }),
    // Read only to tell the owner they were not imported (import-merchant.ts `notImported`).
    averagePreparationTime: z.number().nonnegative().optional(),
    logoImage: image.optional(),
    bannerImage: image.optional(),
    acceptedCards: z.array(z.unknown()).optional(),
  }),
  services: z.array(
    z.object({
      id: z.string(),
      status,
      serviceType: z.enum(['DELIVERY', 'TAKEOUT', 'INDOOR']),
      menuId: z.string(),
      serviceHours: z.object({
        weekHours: z.array(hours),
        holidayHours: z.array(z.object({ date: z.string(), timePeriods })).optional(),
      }),
    }),
  ),
  menus: z.array(z.object({ id: z.string(), name: z.string(), categoryId: z.array(z.string()) })),
  categories: z.array(
    z.object({
      id: z.string(),
      index: z.number().int(),
      name: z.string().min(1),
      status,
      availabilityId: z.array(z.string()).optional(),
      itemOfferId: z.array(z.string()).optional(),
    }),
  ),
  itemOffers: z.array(
    z.object({
      id: z.string(),
      itemId: z.string(),
      index: z.number().int(),
      status: status.default('AVAILABLE'),
      price: itemPrice,
      availabilityId: z.array(z.string()).optional(),
      optionGroupsId: z.array(z.string()).optional(),
    }),
  ),
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string().min(1),
      description: z.string(),
      // The software's own code of the item, which the orders' items carry back. The standard
      // requires it; a software that leaves it out has its item named by the offer's id instead.
      externalCode: z.string().max(100).optional(),
      status: status.default('AVAILABLE'),
      unit: z.enum(['UN', 'KG', 'L', 'OZ', 'LB', 'GAL']),
      image: image.optional(),
      images: z.array(image).optional(),
    }),
  ),
  optionGroups: z
    .array(
      z.object({
        id: z.string(),
        index: z.number().int(),
        name: z.string().min(1),
        status,
        minPermitted: z.number().int().nonnegative(),
        maxPermitted: z.number().int().nonnegative(),
        priceMethod: z.enum(['SUM', 'MAX', 'AVG']).default('SUM'),
        options: z
          .array(
            z.object({
              id: z.string(),
              itemId: z.string().optional(),
              index: z.number().int().optional(),
              status: status.default('AVAILABLE'),
              price: itemPrice.optional(),
              maxPermitted: z.number().int().optional(),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});

export type MerchantDocument = z.infer<typeof ZMerchantDocument>;
export type DocumentCategory = MerchantDocument['categories'][number];
export type DocumentOffer = MerchantDocument['itemOffers'][number];
export type DocumentItem = MerchantDocument['items'][number];
export type DocumentGroup = MerchantDocument['optionGroups'][number];
export type DocumentHours = MerchantDocument['services'][number]['serviceHours'];

/** Where an id repeats in a document, by the field that lists it. */
export type RepeatedId = { field: string; id: string };

/**
 * The first id a document repeats where the standard's ids name one thing each (its entities, a
 * group's options, the groups an offer lists): which of two categories or options a later import
 * should update cannot be told, so such a document is refused as a whole, with the id to fix.
 */
export function repeatedId(document: MerchantDocument): RepeatedId | null {
  const lists: [string, readonly string[]][] = [
    ['services', document.services.map((service) => service.id)],
    ['menus', document.menus.map((menu) => menu.id)],
    ['categories', document.categories.map((category) => category.id)],
    ['itemOffers', document.itemOffers.map((offer) => offer.id)],
    ['items', document.items.map((item) => item.id)],
    ['optionGroups', document.optionGroups.map((group) => group.id)],
    ...document.optionGroups.map((group): [string, string[]] => [
      'optionGroups.options',
      group.options.map((option) => option.id),
    ]),
    ...document.itemOffers.map((offer): [string, string[]] => [
      'itemOffers.optionGroupsId',
      offer.optionGroupsId ?? [],
    ]),
  ];
  for (const [field, list] of lists) {
    const seen = new Set<string>();
    for (const id of list) {
      if (seen.has(id)) return { field, id };
      seen.add(id);
    }
  }
  return null;
}
