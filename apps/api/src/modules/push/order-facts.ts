import type { TOrderStatus } from '@delivery/contract/order-status';
import type { Database } from '../../db/client.ts';
import { providedAtStart } from '../../lib/provided-at-start.ts';

/**
 * What push asks of the orders module: orders announces its changes to push (module-hooks.ts), so
 * push sits below it and imports nothing of it, while a delivery job checks the order first.
 */
export type OrderFacts = {
  /** Whether the order is still in this status (a job sent at a change checks it before it acts). */
  isOrderInStatus(db: Database, orderId: number, status: TOrderStatus): Promise<boolean>;
};

export const orderFacts = providedAtStart<OrderFacts>("the orders module's facts for push");
