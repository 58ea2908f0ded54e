import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { OrderChange, PlacedOrderSql } from '../orders/service.ts';
import { placementLedgerSql, reverseOrderEntries } from './ledger-sql.ts';

/*
 * What finance makes of an order (registered in module-hooks.ts, decision 0076): its entries,
 * written with the order; their reversal, with its cancel.
 */

export const ledgerOfPlacedOrder = (order: PlacedOrderSql): SQL => placementLedgerSql(order, order.ledger);

export async function ledgerOfOrderChange(tx: Database, change: OrderChange): Promise<void> {
  if (change.kind === 'cancelled') await reverseOrderEntries(tx, change.order.id);
}
