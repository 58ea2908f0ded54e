import { onlyDigits } from '@delivery/contract/br-documents';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, ilike, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { likeText } from '../../db/like-text.ts';
import { customers, type CustomerRow } from '../../db/schema/customers.ts';

/*
 * The customers a shop's staff take orders for (decision 0100) are guests of that shop alone,
 * keyed by the shop: another shop of the marketplace never finds them. One taken by phone is keyed
 * by the number too, so the same number called in again is the same customer, with their
 * addresses; a walk-in without a phone is a new guest each time.
 */

const guestKeyOf = (shopId: number, phone: string | null) =>
  phone ? `LOJA:${shopId}:TEL:${phone}` : `LOJA:${shopId}:BALCAO:${randomUUID()}`;
const shopGuestKeys = (shopId: number) => `LOJA:${shopId}:%`;

/** Whether the customer is one of the shop's: its own guest, or one who ordered from it (`orderedAt`). */
const ofShop = (shopId: number, orderedAt: (customerId: SQL) => SQL<boolean>) =>
  or(like(customers.guestKey, shopGuestKeys(shopId)), orderedAt(sql`${customers.id}`));

/** The shop's customers whose phone (4 digits or more) or name holds `text`, most recent first. */
export async function findShopCustomers(
  db: Database,
  profileId: number,
  shop: { shopId: number; orderedAt: (customerId: SQL) => SQL<boolean> },
  text: string,
  most = 8,
): Promise<CustomerRow[]> {
  const digits = onlyDigits(text);
  return db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.profileId, profileId),
        isNull(customers.deletedAt),
        ofShop(shop.shopId, shop.orderedAt),
        or(
          ilike(customers.name, likeText(text.trim())),
          digits.length >= 4 ? like(customers.cellPhone, likeText(digits)) : undefined,
        ),
      ),
    )
    .orderBy(desc(customers.updatedAt))
    .limit(most);
}

/** One of the shop's customers by id, or null (another shop's, another tenant's, deleted). */
export async function shopCustomerById(
  db: Database,
  profileId: number,
  shop: { shopId: number; orderedAt: (customerId: SQL) => SQL<boolean> },
  customerId: number,
): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.id, customerId),
        eq(customers.profileId, profileId),
        isNull(customers.deletedAt),
        ofShop(shop.shopId, shop.orderedAt),
      ),
    );
  return row ?? null;
}

/** The customer a shop takes an order for: its guest of that phone (named as typed now), or a new one. */
export async function saveShopCustomer(
  db: Database,
  profileId: number,
  shopId: number,
  person: { name: string; phone: string | null },
): Promise<CustomerRow> {
  const name = person.name.trim();
  const guestKey = guestKeyOf(shopId, person.phone);
  const [row] = await db
    .insert(customers)
    .values({ profileId, kind: 'guest', name, cellPhone: person.phone, guestKey })
    .onConflictDoUpdate({
      target: [customers.profileId, customers.guestKey],
      targetWhere: isNull(customers.deletedAt),
      set: { name, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('shop customer not saved');
  return row;
}
