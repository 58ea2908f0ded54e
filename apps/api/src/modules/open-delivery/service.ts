/**
 * What other modules use of Open Delivery: the start-up wires its events to the orders' hooks
 * (order-hooks.ts, module-hooks.ts, decision 0076), so each change of an order, and a Pix paid,
 * writes one in the change's own transaction; the panel creates and rotates a shop's credentials,
 * sets its software's addresses and reads the last events (links.ts); the merchant routes answer in
 * the standard's error form and authenticate as these routes do.
 */
export { requireOpenDeliveryToken } from './auth.ts';
export { type CancellationCode } from './event-rows.ts';
export { eventOfOrderChange, orderCreatedEvent } from './order-hooks.ts';
export {
  findOpenDeliveryLink,
  issueOpenDeliveryCredentials,
  LinkRefusal,
  merchantSourceOf,
  openDeliveryLinkedSql,
  recentOpenDeliveryEvents,
  updateOpenDeliveryLink,
  type IssuedCredentials,
  type LinkSettings,
  type OpenDeliveryLinkView,
  type ShopScope,
} from './links.ts';
export { OpenDeliveryError, sendProblem, type Problem } from './problem.ts';
export type { OpenDeliveryCaller } from './tokens.ts';
