/** One job per order placed (keyed by its id): finds the devices to tell and sends each its push. */
export const NEW_ORDER_QUEUE = 'push_new_orders';
/** One job per push to one device, retried alone when its push service fails. */
export const DELIVERY_QUEUE = 'push_deliveries';
