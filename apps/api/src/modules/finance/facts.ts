import type { SQL, SQLWrapper } from 'drizzle-orm';
import { providedAtStart } from '../../lib/provided-at-start.ts';
import type { OrderBrief } from '../orders/service.ts';

/**
 * What finance asks of the modules above it (orders places an order with finance's entries, and
 * Open Delivery sits above orders): whether a shop's software takes its orders through the
 * standard (the plan's Open Delivery channel), and how a statement's line names its order.
 */
export type FinanceFacts = {
  /** SQL: the shop has an enabled Open Delivery link. */
  openDeliveryLinkedSql(shopId: SQLWrapper): SQL<boolean>;
  /** SQL: the order's number, when it was placed and how it is paid. */
  orderBriefSql(orderId: SQLWrapper): SQL<OrderBrief>;
};

export const financeFacts = providedAtStart<FinanceFacts>('the facts finance asks of orders and Open Delivery');
