import type { SQL, SQLWrapper } from 'drizzle-orm';
import { providedAtStart } from '../../lib/provided-at-start.ts';

/**
 * What finance asks of Open Delivery, which sits above orders and so above finance: whether a
 * shop's software takes its orders through the standard (the plan's Open Delivery channel).
 */
export type FinanceFacts = {
  /** SQL: the shop has an enabled Open Delivery link. */
  openDeliveryLinkedSql(shopId: SQLWrapper): SQL<boolean>;
};

export const financeFacts = providedAtStart<FinanceFacts>("Open Delivery's facts for finance");
