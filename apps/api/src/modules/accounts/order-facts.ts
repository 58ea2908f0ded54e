import type { Database } from '../../db/client.ts';
import { providedAtStart } from '../../lib/provided-at-start.ts';

/**
 * What accounts asks of the orders module before deleting an account: orders reads its customers'
 * names and phones from accounts, so accounts sits below it and imports nothing of it.
 */
export type OrderFacts = {
  /** The customer's orders not yet delivered, picked up or cancelled. */
  openOrdersCountOf(db: Database, customer: { profileId: number; id: number }): Promise<number>;
};

export const orderFacts = providedAtStart<OrderFacts>("the orders module's facts for accounts");
