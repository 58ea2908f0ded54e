/**
 * What other modules use of Open Delivery: the orders module writes an event for each change of an
 * order (event-rows.ts), in the change's own transaction, and the payments module one when a Pix is paid; the panel creates and rotates a shop's
 * credentials, sets its software's addresses and reads the last events (links.ts); the merchant
 * routes answer in the standard's error form and authenticate as these routes do.
 */
export { requireOpenDeliveryToken } from './auth.ts';
export { orderEventCtes, writeOrderEvent, writePaidEvent, type CancellationCode } from './event-rows.ts';
export {
  findOpenDeliveryLink,
  issueOpenDeliveryCredentials,
  LinkRefusal,
  merchantSourceOf,
  recentOpenDeliveryEvents,
  updateOpenDeliveryLink,
  type IssuedCredentials,
  type LinkSettings,
  type OpenDeliveryLinkView,
  type ShopScope,
} from './links.ts';
export { OpenDeliveryError, sendProblem, type Problem } from './problem.ts';
export type { OpenDeliveryCaller } from './tokens.ts';
