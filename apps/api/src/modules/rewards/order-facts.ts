import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { providedAtStart } from '../../lib/provided-at-start.ts';

/**
 * What rewards asks of the orders module: orders spends coupons and cashback as it places an
 * order, so rewards sits below it and imports nothing of it, while a first-order coupon and the
 * statement's order numbers need its facts.
 */
export type OrderFacts = {
  /** How many orders the customer placed that were not cancelled. */
  uncancelledOrdersOf(db: Database, customerId: number): Promise<number>;
  /** SQL: the order's number in its tenant, by the order's id. */
  orderNumberSql(orderId: SQLWrapper): SQL<number>;
};

export const orderFacts = providedAtStart<OrderFacts>("the orders module's facts for rewards");
