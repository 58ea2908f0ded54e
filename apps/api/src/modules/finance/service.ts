/*
 * What other modules may do with finance (decision 0085): read the terms an order is placed
 * under and work out its entries (orders, before writing it), record money given back (payments).
 * The start-up wires the order hooks (module-hooks.ts) and hands over Open Delivery's facts.
 */
export { financeFacts, type FinanceFacts } from './facts.ts';
export {
  channelOf,
  marketplacePartCents,
  placementEntries,
  type LedgerEntry,
  type OrderMoney,
  type OrderTerms,
} from './ledger.ts';
export { entriesOfOrder, recordGivenBack, type PlacementLedger } from './ledger-sql.ts';
export { ledgerOfOrderChange, ledgerOfPlacedOrder } from './order-hooks.ts';
export { termsOfOrder } from './plans.ts';
