/*
 * The order status machine (docs/architecture.md section 4, docs/decisions/0014-order-status-machine.md): the
 * API moves orders with it, the database checks its list, the apps draw and follow it.
 */

export const deliveryTypes = ['delivery', 'pickup'] as const;
export type TDeliveryType = (typeof deliveryTypes)[number];

export const orderStatuses = [
  'received',
  'accepted',
  'preparing',
  'out_for_delivery',
  'delivered',
  'ready_for_pickup',
  'picked_up',
  'cancelled',
] as const;
export type TOrderStatus = (typeof orderStatuses)[number];

/**
 * Who moved an order: its customer, a staff member of its shop, the platform itself (a timeout), or
 * the shop's own software through Open Delivery (decision 0049).
 */
export const orderActors = ['customer', 'staff', 'system', 'integration'] as const;
export type TOrderActor = (typeof orderActors)[number];

/** The way an order goes when nothing goes wrong, by how the customer receives it. */
export const statusPaths = {
  delivery: ['received', 'accepted', 'preparing', 'out_for_delivery', 'delivered'],
  pickup: ['received', 'accepted', 'preparing', 'ready_for_pickup', 'picked_up'],
} as const satisfies Record<TDeliveryType, readonly TOrderStatus[]>;

/** Every path starts here; a new order is written with it. */
export const initialStatus = 'received' satisfies TOrderStatus;

/** The path of an order that is delivered, or picked up at the shop. */
export const statusPath = (type: TDeliveryType): readonly TOrderStatus[] => statusPaths[type];

/** The step after `status` on the order's path; null at its end, after a cancel, or off the path. */
export function nextStatus(type: TDeliveryType, status: TOrderStatus): TOrderStatus | null {
  const path = statusPath(type);
  const index = path.indexOf(status);
  return index === -1 ? null : (path[index + 1] ?? null);
}

/**
 * Whether the order may still be cancelled: on its path before the last two steps. Once out for
 * delivery or ready at the counter, the food is made and on its way to the customer.
 */
export function canCancel(type: TDeliveryType, status: TOrderStatus): boolean {
  const path = statusPath(type);
  const index = path.indexOf(status);
  return index !== -1 && index < path.length - 2;
}

/** The last step of either path: the customer has the order (it earns cashback, it can be reviewed). */
export const isCompletedStatus = (status: TOrderStatus): boolean =>
  deliveryTypes.some((type) => statusPath(type).at(-1) === status);

/** Completed or cancelled: the order changes no more, its status stream can close. */
export const isFinalStatus = (status: TOrderStatus): boolean => status === 'cancelled' || isCompletedStatus(status);

/** The statuses an order is still open in: on its shop's board, and refusing its customer's account deletion. */
export const openStatuses: TOrderStatus[] = orderStatuses.filter((status) => !isFinalStatus(status));
