import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { providedAtStart } from '../../lib/provided-at-start.ts';

/**
 * What push asks of the accounts module, whose tables hold whether a customer accepts notifications
 * and the native app's token: accounts forgets a customer's devices when the account or a session
 * ends, so push sits below it and imports nothing of it.
 */
export type CustomerFacts = {
  /** SQL (a boolean): whether the customer is live and accepts notifications. */
  acceptsNotificationsSql(customerId: SQLWrapper): SQL<boolean>;
  /** SQL (a boolean): whether the customer accepts notifications and has the native app or `otherDevice`. */
  customerHasDeviceSql(customerId: SQL, otherDevice: SQL): SQL<boolean>;
  /** The native app's token of a customer of the profile who accepts notifications. */
  nativePushIdToTell(db: Database, profileId: number, customerId: number): Promise<string | null>;
  /** Forgets the native app's token when it is still this one (the push service said it is gone). */
  forgetNativePushId(db: Database, customerId: number, pushId: string): Promise<void>;
};

export const customerFacts = providedAtStart<CustomerFacts>("the accounts module's facts for push");
