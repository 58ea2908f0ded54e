import type { PaymentMethod } from '@delivery/contract/catalog-constants';
import type { TScheduleSlot } from '@delivery/contract/checkout';
import type { Delivery } from './order-draft.ts';

/**
 * What checkout starts with when the customer has not chosen yet, and what a choice falls back to
 * when it is no longer offered (an address deleted elsewhere, a slot gone by).
 */

/**
 * The chosen place if still offered; else the stored Address or the first address. Pickup is
 * only ever chosen by the customer: a customer with no address is asked for one (or to pick up)
 * rather than finding the order silently set to pickup.
 */
export function effectiveDelivery(
  picked: Delivery | null,
  addressIds: number[],
  preferredAddressId: number | null,
  pickup: boolean,
): Delivery | null {
  if (picked?.kind === 'delivery' && addressIds.includes(picked.addressId)) return picked;
  if (picked?.kind === 'pickup' && pickup) return picked;
  if (preferredAddressId !== null && addressIds.includes(preferredAddressId)) {
    return { kind: 'delivery', addressId: preferredAddressId };
  }
  return addressIds[0] !== undefined ? { kind: 'delivery', addressId: addressIds[0] } : null;
}

export type When = { mode: 'now' } | { mode: 'schedule'; scheduleId: string | null };

/** 'Agora' while the shop takes orders for now; else, or when asked, a slot (the first unless one is picked). */
export function effectiveWhen(
  picked: 'now' | 'schedule' | null,
  pickedSlot: string | null,
  nowAvailable: boolean,
  slots: TScheduleSlot[],
): When {
  const mode = picked === 'schedule' || !nowAvailable ? 'schedule' : 'now';
  if (mode === 'now') return { mode };
  const slot = slots.find((s) => s.schedule_id === pickedSlot) ?? slots[0];
  return { mode, scheduleId: slot?.schedule_id ?? null };
}

/** The chosen method while the shop takes it; with one method only, that one. */
export function effectiveMethod(picked: PaymentMethod | null, offered: PaymentMethod[]): PaymentMethod | null {
  if (picked && offered.includes(picked)) return picked;
  return offered.length === 1 ? offered[0]! : null;
}
