import {
  accountOrderFacts,
  acceptsNotificationsSql,
  customerHasDeviceSql,
  forgetNativePushId,
  nativePushIdToTell,
} from './modules/accounts/service.ts';
import { financeFacts, ledgerOfOrderChange, ledgerOfPlacedOrder } from './modules/finance/service.ts';
import { eventOfOrderChange, openDeliveryLinkedSql, orderCreatedEvent } from './modules/open-delivery/service.ts';
import {
  announcePaidOrder,
  cancelRefusedOrder,
  notifyPaidOrder,
  onOrderChanged,
  onOrderPlaced,
  onPixAwaited,
  isOrderInStatus,
  openOrdersCountOf,
  orderBriefSql,
  orderNumberSql,
  orderWhatsAppPhoneSql,
  uncancelledOrdersOf,
  whatsAppUpdateOf,
} from './modules/orders/service.ts';
import {
  afterOrderPaid,
  afterPaymentChanged,
  afterPaymentFailed,
  onOrderPaid,
  refundOfOrderChange,
} from './modules/payments/service.ts';
import { customerFacts, newOrderAlert, pushOfOrderChange, pushOrderFacts } from './modules/push/service.ts';
import { receiptOfOrderChange, receiptOfPlacedOrder } from './modules/receipts/service.ts';
import { orderFacts, rewardsOfOrderChange } from './modules/rewards/service.ts';
import { boardWatchedSql } from './modules/board/service.ts';
import {
  pixReminderOfOrder,
  shopAlertOfPlacedOrder,
  whatsAppBoardFacts,
  whatsAppOfOrderChange,
  whatsAppOrderFacts,
} from './modules/whatsapp/service.ts';

/**
 * Who hears of what (decision 0076): orders and payments announce, and call nobody back. Every
 * handler writes in the announcer's transaction (or statement), so a change and its effects commit
 * together, and a handler that throws rolls the change back. Handlers run in the order registered
 * here. Registered before any order is placed; a second call (another app built in the same
 * process, as the tests do) changes nothing.
 */
export function registerModuleHooks(): void {
  // An order placed: CTEs joined to its one statement (insert-order.ts).
  onOrderPlaced(newOrderAlert);
  onOrderPlaced(orderCreatedEvent);
  onOrderPlaced(ledgerOfPlacedOrder);
  onOrderPlaced(receiptOfPlacedOrder);
  onOrderPlaced(shopAlertOfPlacedOrder);
  // An order moved, cancelled or paid.
  onOrderChanged(rewardsOfOrderChange);
  onOrderChanged(ledgerOfOrderChange);
  onOrderChanged(refundOfOrderChange);
  onOrderChanged(pushOfOrderChange);
  onOrderChanged(eventOfOrderChange);
  onOrderChanged(receiptOfOrderChange);
  onOrderChanged(whatsAppOfOrderChange);
  // An order placed awaiting its Pix: the reminder before the charge expires.
  onPixAwaited(pixReminderOfOrder);
  // A payment recorded: the orders module tells the order's modules in its transaction, and its
  // stream once it committed.
  onOrderPaid(announcePaidOrder);
  afterOrderPaid(notifyPaidOrder);
  // A card refused after its order was written: the order is cancelled.
  afterPaymentFailed(cancelRefusedOrder);
  // A chargeback on a paid card: the order's stream and boards hear of it as of a payment.
  afterPaymentChanged(notifyPaidOrder);
  // What rewards asks of orders, which it may not import.
  orderFacts.provide({ uncancelledOrdersOf, orderNumberSql });
  // What finance asks of orders and Open Delivery, which sit above it.
  financeFacts.provide({ openDeliveryLinkedSql, orderBriefSql });
  // What accounts asks of orders before deleting an account, and push of accounts: neither may import them.
  accountOrderFacts.provide({ openOrdersCountOf });
  pushOrderFacts.provide({ isOrderInStatus });
  // What WhatsApp asks of orders, which calls it through checkout.
  whatsAppOrderFacts.provide({ orderWhatsAppPhoneSql, whatsAppUpdateOf });
  // And of the boards, which sit above orders: whether one shows a shop now (the shop's alert).
  whatsAppBoardFacts.provide({ boardWatchedSql });
  customerFacts.provide({ acceptsNotificationsSql, customerHasDeviceSql, nativePushIdToTell, forgetNativePushId });
}
