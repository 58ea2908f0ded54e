/** One job per order placed (keyed by its id): finds the devices to tell and sends each its push. */
export const NEW_ORDER_QUEUE = 'push_new_orders';
/** One job per push to one device, retried alone when its push service fails. */
export const DELIVERY_QUEUE = 'push_deliveries';
/** One job per status change of an order whose customer has a device (keyed by order and status). */
export const ORDER_STATUS_QUEUE = 'push_order_statuses';
/** One job per status push to one customer device, retried alone. */
export const CUSTOMER_DELIVERY_QUEUE = 'push_customer_deliveries';
/** One job per status push to a customer's native app (FCM or APNs), retried alone. */
export const CUSTOMER_NATIVE_DELIVERY_QUEUE = 'push_customer_native_deliveries';
