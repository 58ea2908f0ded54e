/*
 * What other modules may do with finance (decision 0085): read the terms an order is placed
 * under and work out its entries (orders, before writing it), record money given back (payments),
 * read a statement someone may read with its lines (reports' export). The start-up wires the order
 * hooks (module-hooks.ts) and hands over the facts finance asks of the modules above it.
 */
export { financeFacts, type FinanceFacts } from './facts.ts';
export {
  marketplacePartCents,
  placementEntries,
  type LedgerEntry,
  type OrderMoney,
  type OrderTerms,
} from './ledger.ts';
export { recordGatewayFee, recordGivenBack, type PlacementLedger } from './ledger-sql.ts';
export { ledgerOfOrderChange, ledgerOfPlacedOrder } from './order-hooks.ts';
export { registerOrderTerms, type OrderTermsCache } from './terms-cache.ts';
export { keepEveryStatement } from './statement-job.ts';
export { readableStatement, statementWithLines } from './statement-views.ts';
