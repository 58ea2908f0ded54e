import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { shops } from './catalog.ts';

/** What an external id of a software service's menu names among ours. */
export type ExternalKind = 'category' | 'product' | 'group' | 'option';

/**
 * Which of our categories, products, option groups and options each id of the shop's software
 * became (decision 0050): a re-import finds them here, so it updates instead of adding again.
 * An external id is unique per shop and kind; our ids are not foreign keys, as menu_changes'
 * are not, and a row whose item was deleted in the panel is simply made again by the next import.
 */
export const openDeliveryExternalIds = pgTable(
  'open_delivery_external_ids',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ExternalKind>().notNull(),
    externalId: text('external_id').notNull(),
    ourId: integer('our_id').notNull(),
    /**
     * The software's own code of a product's or an option's item (its menu `Item.externalCode`):
     * the order's items carry it back. Null for categories and groups, and on rows written before.
     */
    code: text('code'),
  },
  (t) => [
    unique('open_delivery_external_ids_unique').on(t.shopId, t.kind, t.externalId),
    check('open_delivery_external_ids_kind_check', sql`${t.kind} in ('category', 'product', 'group', 'option')`),
  ],
);

/** How an import ended: read and written, or refused (the software could not be read, or its document was not valid). */
export type ImportOutcome = 'processing' | 'success' | 'fail';

/**
 * Each import of a shop's menu from its software, newest last: when, how it ended, and the
 * sentences in pt-BR telling the owner what could not be brought over (never dropped silently).
 */
export const openDeliveryImports = pgTable(
  'open_delivery_imports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    outcome: text('outcome').$type<ImportOutcome>().notNull(),
    /** The merchant's id in its software (the document's `id`), once a document was read. */
    softwareMerchantId: text('software_merchant_id'),
    /** Why an import failed, in pt-BR; '' when it did not. */
    failure: text('failure').notNull().default(''),
    report: jsonb('report').$type<string[]>().notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('open_delivery_imports_shop_idx').on(t.shopId, t.startedAt),
    check('open_delivery_imports_outcome_check', sql`${t.outcome} in ('processing', 'success', 'fail')`),
  ],
);
