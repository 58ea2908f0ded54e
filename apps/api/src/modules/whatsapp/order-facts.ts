import type { SQL, SQLWrapper } from 'drizzle-orm';
import { providedAtStart } from '../../lib/provided-at-start.ts';
import type { whatsAppUpdateOf } from '../orders/service.ts';

/**
 * What WhatsApp asks of the orders module: orders announces its changes to it (module-hooks.ts),
 * and checkout, which orders calls, asks it whether to offer the updates; so it sits below both
 * and imports nothing of orders at run time.
 */
export type OrderFacts = {
  /** SQL: the number the order's customer asked its updates on; null when they did not. */
  orderWhatsAppPhoneSql(orderId: SQLWrapper): SQL<string | null>;
  /** What an update says of the order, read when it is sent. */
  whatsAppUpdateOf: typeof whatsAppUpdateOf;
};

export const orderFacts = providedAtStart<OrderFacts>("the orders module's facts for WhatsApp");
