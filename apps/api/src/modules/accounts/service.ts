/**
 * What other modules may use of the customers' accounts (the table is this module's): a customer's
 * columns inside their own statements, and the native app's push token, which push reads and
 * forgets. Sessions, a part of the accounts, live in their own module (sessions/service.ts).
 */
export {
  acceptsNotificationsSql,
  customerEmailSql,
  customerFirstNameSql,
  customerHasDeviceSql,
  customerNameSql,
  customerPhoneSql,
  forgetNativePushId,
  nativePushIdToTell,
  receiptContactOf,
} from './customer-sql.ts';
export { findShopCustomers, saveShopCustomer, shopCustomerById } from './shop-customers.ts';
export { orderFacts as accountOrderFacts, type OrderFacts as AccountOrderFacts } from './order-facts.ts';
