import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  openDeliveryExternalIds,
  openDeliveryImports,
  type ExternalKind,
  type ImportOutcome,
} from '../../db/schema/open-delivery-merchant.ts';

export type ExternalIdRow = { kind: ExternalKind; externalId: string; ourId: number; code?: string | null };

/** What earlier imports made of the shop's software's ids. */
export async function externalIdsOf(db: Database, shopId: number): Promise<ExternalIdRow[]> {
  return db
    .select({
      kind: openDeliveryExternalIds.kind,
      externalId: openDeliveryExternalIds.externalId,
      ourId: openDeliveryExternalIds.ourId,
    })
    .from(openDeliveryExternalIds)
    .where(eq(openDeliveryExternalIds.shopId, shopId));
}

/** What earlier imports made of these external ids of the shop's software, whatever their kind. */
export async function externalIdsAmong(
  db: Database,
  shopId: number,
  externalIds: readonly string[],
): Promise<ExternalIdRow[]> {
  if (externalIds.length === 0) return [];
  return db
    .select({
      kind: openDeliveryExternalIds.kind,
      externalId: openDeliveryExternalIds.externalId,
      ourId: openDeliveryExternalIds.ourId,
    })
    .from(openDeliveryExternalIds)
    .where(
      and(eq(openDeliveryExternalIds.shopId, shopId), inArray(openDeliveryExternalIds.externalId, [...externalIds])),
    );
}

/** Remembers which of our ids each external id became (a later import's id replaces an earlier one). */
export async function saveExternalIds(db: Database, shopId: number, rows: readonly ExternalIdRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(openDeliveryExternalIds)
    .values(rows.map((row) => ({ ...row, shopId })))
    .onConflictDoUpdate({
      target: [openDeliveryExternalIds.shopId, openDeliveryExternalIds.kind, openDeliveryExternalIds.externalId],
      set: { ourId: sql`excluded.our_id`, code: sql`excluded.code` },
    });
}

/**
 * The software's own codes of these products and options of the shop, as its last import gave
 * them (the standard's `externalCode` of an order's items and options). A row written before codes
 * were kept names the software's id of the item instead; ours that were not imported are absent.
 */
export async function softwareCodesOf(
  db: Database,
  shopId: number,
  ids: { products: readonly number[]; options: readonly number[] },
): Promise<{ products: Map<number, string>; options: Map<number, string> }> {
  const wanted = (kind: ExternalKind, ourIds: readonly number[]) =>
    ourIds.length
      ? and(eq(openDeliveryExternalIds.kind, kind), inArray(openDeliveryExternalIds.ourId, [...ourIds]))
      : undefined;
  const kinds = [wanted('product', ids.products), wanted('option', ids.options)].filter((c) => c !== undefined);
  const codes = { products: new Map<number, string>(), options: new Map<number, string>() };
  if (!kinds.length) return codes;
  const rows = await db
    .select({
      kind: openDeliveryExternalIds.kind,
      ourId: openDeliveryExternalIds.ourId,
      externalId: openDeliveryExternalIds.externalId,
      code: openDeliveryExternalIds.code,
    })
    .from(openDeliveryExternalIds)
    .where(and(eq(openDeliveryExternalIds.shopId, shopId), or(...kinds)));
  for (const row of rows) {
    // An option's external id is its offer's, its group's and its own, joined by '/'.
    const code = row.code ?? row.externalId.split('/').at(-1)!;
    (row.kind === 'product' ? codes.products : codes.options).set(row.ourId, code);
  }
  return codes;
}

/** Forgets external ids whose item is gone (option groups removed by an import). */
export async function forgetExternalIds(
  db: Database,
  shopId: number,
  kind: ExternalKind,
  externalIds: readonly string[],
): Promise<void> {
  if (externalIds.length === 0) return;
  await db
    .delete(openDeliveryExternalIds)
    .where(
      and(
        eq(openDeliveryExternalIds.shopId, shopId),
        eq(openDeliveryExternalIds.kind, kind),
        inArray(openDeliveryExternalIds.externalId, [...externalIds]),
      ),
    );
}

export async function startImport(db: Database, shopId: number): Promise<number> {
  const [row] = await db
    .insert(openDeliveryImports)
    .values({ shopId, outcome: 'processing' })
    .returning({ id: openDeliveryImports.id });
  return row!.id;
}

/** An import taken up again (a retried job): processing until it finishes. */
export async function reopenImport(db: Database, importId: number): Promise<void> {
  await db
    .update(openDeliveryImports)
    .set({ outcome: 'processing', failure: '', finishedAt: null })
    .where(eq(openDeliveryImports.id, importId));
}

export async function finishImport(
  db: Database,
  importId: number,
  outcome: Exclude<ImportOutcome, 'processing'>,
  failure: string,
  report: readonly string[],
  softwareMerchantId: string | null,
): Promise<void> {
  await db
    .update(openDeliveryImports)
    .set({ outcome, failure, report: [...report], softwareMerchantId, finishedAt: new Date() })
    .where(eq(openDeliveryImports.id, importId));
}

export type ImportRow = typeof openDeliveryImports.$inferSelect;

/** The shop's latest import, whatever its outcome; null before the first. */
export async function lastImport(db: Database, shopId: number): Promise<ImportRow | null> {
  const [row] = await db
    .select()
    .from(openDeliveryImports)
    .where(eq(openDeliveryImports.shopId, shopId))
    .orderBy(desc(openDeliveryImports.startedAt), desc(openDeliveryImports.id))
    .limit(1);
  return row ?? null;
}

/** The merchant's id in its software, as the latest import that read one found it; null before. */
export async function softwareMerchantIdOf(db: Database, shopId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: openDeliveryImports.softwareMerchantId })
    .from(openDeliveryImports)
    .where(and(eq(openDeliveryImports.shopId, shopId), isNotNull(openDeliveryImports.softwareMerchantId)))
    .orderBy(desc(openDeliveryImports.startedAt), desc(openDeliveryImports.id))
    .limit(1);
  return row?.id ?? null;
}
