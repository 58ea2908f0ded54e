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
 * The order's first entry as placed: its shop, plan and who holds its payment, which what moves
 * its money later (a refund, a chargeback, the gateway's fee) is written with.
 */
const orderHeadSql = (orderId: number): SQL =>
  sql`(select * from ledger_entries where order_id = ${orderId} and reverses_id is null order by id limit 1)`;

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
    from ${orderHeadSql(movement.orderId)} e`);
}

/**
 * The card gateway's fee of an order paid in the app, once the payment is approved: taken from
 * whoever holds the payment, borne by whom the order's plan says (the shop without one).
 */
export async function recordGatewayFee(tx: Database, fee: { orderId: number; feeCents: number }): Promise<void> {
  if (fee.feeCents <= 0) return;
  await tx.execute(sql`
    insert into ${ledgerEntries} (profile_id, shop_id, order_id, plan_id, kind, party, holder, amount_cents)
    select e.profile_id, e.shop_id, e.order_id, e.plan_id, 'gateway_fee', x.party, x.holder, x.amount
    from ${orderHeadSql(fee.orderId)} e
    left join commission_plans p on p.id = e.plan_id
    cross join lateral (values
      (case when p.gateway_fee_payer = 'marketplace' then 'marketplace' else 'shop' end, e.holder, ${-fee.feeCents}::int),
      ('gateway', 'gateway', ${fee.feeCents}::int)
    ) as x(party, holder, amount)`);
}
