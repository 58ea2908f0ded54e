import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/finance.ts';
import type { LedgerEntry } from './ledger.ts';

/*
 * The ledger's writes (decision 0085), each in the transaction or statement of what moved the
 * money: never an update, never a delete.
 */

/** An order's entries as its placement's statement takes them: one JSON parameter. */
export type PlacementLedger = { planId: number | null; entries: LedgerEntry[] };

/**
 * A CTE of the order's own statement (orders' onOrderPlaced): its entries, with the order's id;
 * none when the statement wrote no order (a retry of a key already used).
 */
export const placementLedgerSql = (
  order: { id: SQL; profileId: SQL; shopId: SQL },
  ledger: SQL<PlacementLedger>,
): SQL => sql`fin_ledger as (
      insert into ledger_entries (profile_id, shop_id, order_id, plan_id, kind, party, holder, amount_cents)
      select ${order.profileId}, ${order.shopId}, ${order.id}, (${ledger}->>'planId')::int,
        e->>'kind', e->>'party', e->>'holder', (e->>'amountCents')::int
      from jsonb_array_elements(${ledger}->'entries') as e
      where ${order.id} is not null
    )`;

/**
 * A cancelled order gives everything back: each of its entries not yet reversed gets its
 * reversal, so its entries then add up to nothing. Twice reverses nothing twice.
 */
export async function reverseOrderEntries(tx: Database, orderId: number): Promise<void> {
  await tx.execute(sql`
    insert into ledger_entries (profile_id, shop_id, order_id, plan_id, kind, party, holder, amount_cents, reverses_id)
    select e.profile_id, e.shop_id, e.order_id, e.plan_id, e.kind, e.party, e.holder, -e.amount_cents, e.id
    from ledger_entries e
    where e.order_id = ${orderId} and e.reverses_id is null
      and not exists (select 1 from ledger_entries r where r.reverses_id = e.id)
    on conflict (reverses_id) do nothing`);
}

/**
 * Money of a paid order going back to its customer, the shop's loss (a part it refunds, a
 * chargeback): taken from whoever holds the order's payment. An order placed before the ledger
 * has no entries, and gets none.
 */
export async function recordGivenBack(
  tx: Database,
  movement: { orderId: number; kind: 'refund' | 'chargeback'; amountCents: number },
): Promise<void> {
  if (movement.amountCents <= 0) return;
  await tx.execute(sql`
    insert into ${ledgerEntries} (profile_id, shop_id, order_id, plan_id, kind, party, holder, amount_cents)
    select e.profile_id, e.shop_id, e.order_id, e.plan_id, ${movement.kind}, 'shop', e.holder, ${-movement.amountCents}::int
    from ledger_entries e
    where e.order_id = ${movement.orderId} and e.reverses_id is null
    order by e.id
    limit 1`);
}
