import type { TStatementFigures } from '@delivery/contract/statements';
import { toReais } from '@delivery/contract/pricing';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { LedgerKind } from '../../db/schema/finance.ts';
import type { OrderBrief } from '../orders/service.ts';
import { financeFacts } from './facts.ts';

/*
 * A statement's figures and lines, always worked out from the ledger's entries of its period
 * (decision 0085): nothing is kept that could drift from them.
 */

/** The kinds that are the customer's money: what they add up to is what customers paid. */
const customerKinds: LedgerKind[] = [
  'products',
  'delivery',
  'shop_discount',
  'marketplace_discount',
  'cashback',
  'refund',
  'chargeback',
];
const listed = (kinds: LedgerKind[]) => sql.raw(kinds.map((kind) => `'${kind}'`).join(', '));
const customerMoney = sql`e.kind in (${listed(customerKinds)})`;

/** Sums of the entries in cents, one column each: `filter` names which entries. */
const sumOf = (filter: SQL) => sql`coalesce(sum(e.amount_cents) filter (where ${filter}), 0)::int`;

const figureColumns = sql`
  ${sumOf(sql`e.kind in ('products', 'delivery')`)} as sales,
  ${sumOf(sql`e.kind = 'shop_discount'`)} as shop_discounts,
  ${sumOf(sql`e.kind = 'marketplace_discount'`)} as marketplace_discounts,
  ${sumOf(sql`e.kind = 'cashback'`)} as cashback,
  ${sumOf(sql`e.kind in ('refund', 'chargeback')`)} as given_back,
  ${sumOf(customerMoney)} as paid_by_customers,
  ${sumOf(sql`${customerMoney} and e.holder = 'shop'`)} as received_by_shop,
  ${sumOf(sql`${customerMoney} and e.holder = 'marketplace'`)} as received_by_marketplace,
  ${sumOf(sql`e.party = 'shop' and e.kind = 'commission'`)} as commission,
  ${sumOf(sql`e.party = 'shop' and e.kind = 'order_fee'`)} as order_fees,
  ${sumOf(sql`e.party = 'shop' and e.kind = 'monthly_fee'`)} as monthly_fee,
  ${sumOf(sql`e.party = 'shop' and e.kind = 'gateway_fee'`)} as gateway_fees,
  ${sumOf(sql`e.party = 'shop'`)} as shop_net,
  ${sumOf(sql`e.party = 'shop' and e.holder = 'marketplace'`)}
    - ${sumOf(sql`e.party = 'marketplace' and e.holder = 'shop'`)} as balance,
  count(distinct e.order_id)::int as orders`;

type FigureRow = { [K in keyof TStatementFigures]: number } & { id: number; orders: number };

/** The figures of each statement, by its id: in reais, as the wire carries them. */
export async function figuresOf(
  db: Database,
  statementIds: number[],
): Promise<Map<number, { figures: TStatementFigures; orders: number }>> {
  if (!statementIds.length) return new Map();
  const { rows } = (await db.execute(sql`
    select s.id, ${figureColumns}
    from statements s
    left join ledger_entries e on e.shop_id = s.shop_id and e.created_at >= s.starts_at and e.created_at < s.ends_at
    where s.id in (${sql.join(
      statementIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by s.id`)) as unknown as { rows: FigureRow[] };
  return new Map(
    rows.map(({ id, orders, ...cents }) => [
      id,
      {
        orders,
        figures: Object.fromEntries(
          Object.entries(cents).map(([key, value]) => [key, toReais(Number(value))]),
        ) as TStatementFigures,
      },
    ]),
  );
}

export type StatementLineRow = {
  orderId: number;
  brief: OrderBrief;
  heldBy: 'shop' | 'marketplace';
  paidByCustomerCents: number;
  chargesCents: number;
  shopNetCents: number;
  givenBack: boolean;
};

/** Each order with money in the statement's period, in the order they were placed. */
export async function linesOf(
  db: Database,
  period: { shopId: number; startsAt: Date; endsAt: Date },
): Promise<StatementLineRow[]> {
  const { rows } = (await db.execute(sql`
    select e.order_id as "orderId", ${financeFacts.get().orderBriefSql(sql`e.order_id`)} as brief,
      coalesce(min(e.holder) filter (where ${customerMoney}), 'shop') as "heldBy",
      ${sumOf(customerMoney)} as "paidByCustomerCents",
      ${sumOf(sql`e.party = 'shop' and e.kind in ('commission', 'order_fee', 'gateway_fee')`)} as "chargesCents",
      ${sumOf(sql`e.party = 'shop'`)} as "shopNetCents",
      bool_or(e.reverses_id is not null or e.kind in ('refund', 'chargeback')) as "givenBack"
    from ledger_entries e
    where e.shop_id = ${period.shopId} and e.order_id is not null
      and e.created_at >= ${period.startsAt.toISOString()}::timestamptz and e.created_at < ${period.endsAt.toISOString()}::timestamptz
    group by e.order_id
    order by min(e.order_id)`)) as unknown as { rows: StatementLineRow[] };
  return rows;
}
