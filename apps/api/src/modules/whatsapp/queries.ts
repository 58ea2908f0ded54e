import { and, eq, lt, ne, notExists, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  whatsappAccounts,
  whatsappOptOuts,
  whatsappShopAlerts,
  whatsappWebhookEvents,
} from '../../db/schema/whatsapp.ts';

export type WhatsAppAccount = typeof whatsappAccounts.$inferSelect;

export async function accountOfProfile(db: Database, profileId: number): Promise<WhatsAppAccount | null> {
  const [row] = await db.select().from(whatsappAccounts).where(eq(whatsappAccounts.profileId, profileId));
  return row ?? null;
}

/**
 * SQL (a boolean) for a job's statement: the tenant has a number, and `phone` (SQL of the number,
 * null when the customer did not ask) asked and did not opt out since.
 */
export const reachableSql = (profileId: number, phone: SQL<string | null>): SQL =>
  sql`${phone} is not null
    and exists (select 1 from ${whatsappAccounts} where ${whatsappAccounts.profileId} = ${profileId})
    and not exists (select 1 from ${whatsappOptOuts} where ${whatsappOptOuts.profileId} = ${profileId} and ${whatsappOptOuts.phone} = ${phone})`;

/** Whether the tenant has a number to send `phone` (55 and the digits) updates from, and they did not opt out. */
export async function offersUpdatesTo(db: Database, profileId: number, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: whatsappAccounts.profileId })
    .from(whatsappAccounts)
    .where(
      and(
        eq(whatsappAccounts.profileId, profileId),
        notExists(
          db
            .select({ phone: whatsappOptOuts.phone })
            .from(whatsappOptOuts)
            .where(and(eq(whatsappOptOuts.profileId, profileId), eq(whatsappOptOuts.phone, phone))),
        ),
      ),
    );
  return row !== undefined;
}

/** Records an event of a webhook; false when it was heard before (Meta again, or a replay). */
export async function firstHearing(db: Database, profileId: number, eventKey: string): Promise<boolean> {
  const inserted = await db
    .insert(whatsappWebhookEvents)
    .values({ profileId, eventKey })
    .onConflictDoNothing()
    .returning({ key: whatsappWebhookEvents.eventKey });
  return inserted.length > 0;
}

/** Forgets the events heard before `before`: Meta retries none that old, and webhook.ts ignores them. */
export async function forgetEventsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(whatsappWebhookEvents).where(lt(whatsappWebhookEvents.receivedAt, before));
}

export async function optOut(db: Database, profileId: number, phone: string): Promise<void> {
  await db.insert(whatsappOptOuts).values({ profileId, phone }).onConflictDoNothing();
}

export async function isOptedOut(db: Database, profileId: number, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: whatsappOptOuts.phone })
    .from(whatsappOptOuts)
    .where(and(eq(whatsappOptOuts.profileId, profileId), eq(whatsappOptOuts.phone, phone)));
  return row !== undefined;
}

export type WhatsAppAccountValues = Omit<WhatsAppAccount, 'updatedAt'>;

/** Writes the tenant's number, or replaces it. */
export async function saveAccount(db: Database, values: WhatsAppAccountValues): Promise<WhatsAppAccount> {
  const [row] = await db
    .insert(whatsappAccounts)
    .values(values)
    .onConflictDoUpdate({ target: whatsappAccounts.profileId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/** Whether another tenant has connected the number: one number's webhooks name one tenant. */
export async function numberTakenElsewhere(db: Database, phoneNumberId: string, profileId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: whatsappAccounts.profileId })
    .from(whatsappAccounts)
    .where(and(eq(whatsappAccounts.phoneNumberId, phoneNumberId), ne(whatsappAccounts.profileId, profileId)));
  return row !== undefined;
}

export async function removeAccount(db: Database, profileId: number): Promise<void> {
  await db.delete(whatsappAccounts).where(eq(whatsappAccounts.profileId, profileId));
}

/** The number a shop's alert goes to (55 and the digits), or null when it has none. */
export async function shopAlertPhone(db: Database, shopId: number): Promise<string | null> {
  const [row] = await db
    .select({ phone: whatsappShopAlerts.phone })
    .from(whatsappShopAlerts)
    .where(eq(whatsappShopAlerts.shopId, shopId));
  return row?.phone ?? null;
}

/** Sets the shop's alert number; null turns the alert off. */
export async function saveShopAlert(db: Database, shopId: number, phone: string | null): Promise<void> {
  if (phone === null) {
    await db.delete(whatsappShopAlerts).where(eq(whatsappShopAlerts.shopId, shopId));
    return;
  }
  await db
    .insert(whatsappShopAlerts)
    .values({ shopId, phone })
    .onConflictDoUpdate({ target: whatsappShopAlerts.shopId, set: { phone, updatedAt: sql`now()` } });
}

/** SQL (a boolean): the shop has an alert number and its tenant a WhatsApp number to send from. */
export const shopAlertSetSql = (profileId: SQLWrapper, shopId: SQLWrapper): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${whatsappShopAlerts} where ${whatsappShopAlerts.shopId} = ${shopId})
    and exists (select 1 from ${whatsappAccounts} where ${whatsappAccounts.profileId} = ${profileId})`;
