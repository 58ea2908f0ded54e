import { queryOptions } from '@tanstack/react-query';
import { cardTypes, paymentMethods, type CardType, type PaymentMethod } from '@delivery/contract/catalog-constants';
import type { TPaymentGroup } from '@delivery/contract/checkout';
import type { TOrder } from '@delivery/contract/orders';
import { queryClient } from '../../lib/query-client.ts';
import { getItem, setItem, storageKeys } from '../../lib/storage.ts';
import type { Payment } from './order-draft.ts';

/**
 * group_payment: how the customer paid last (the method, and the card's flag and type by name, as
 * the order keeps them), which checkout chooses first the next time and 'Pedir de novo' keeps.
 */
export type LastPayment = { method: PaymentMethod; card_flag: string | null; card_type: CardType | null };

function isLastPayment(value: unknown): value is LastPayment {
  if (typeof value !== 'object' || value === null) return false;
  const { method, card_flag: flag, card_type: type } = value as Record<string, unknown>;
  return (
    paymentMethods.includes(method as PaymentMethod) &&
    (flag === null || typeof flag === 'string') &&
    (type === null || cardTypes.includes(type as CardType))
  );
}

export const lastPaymentQueryOptions = queryOptions({
  queryKey: ['storage', storageKeys.groupPayment],
  // Another build's shape, or none, is no choice to start from.
  queryFn: async () => {
    const stored = await getItem(storageKeys.groupPayment);
    return isLastPayment(stored) ? stored : null;
  },
  staleTime: Number.POSITIVE_INFINITY,
});

/** Keeps how `order` was paid as the customer's last choice. */
export async function rememberPayment(order: Pick<TOrder, 'payment_method' | 'card_flag' | 'card_type'>) {
  const last: LastPayment = { method: order.payment_method, card_flag: order.card_flag, card_type: order.card_type };
  await setItem(storageKeys.groupPayment, last);
  queryClient.setQueryData(lastPaymentQueryOptions.queryKey, last);
}

/**
 * The customer's own pick; before any, how they paid last, its flag found by name among the shop's
 * flags of today (gone, the flag is asked again).
 */
export function paymentToStart(picked: Payment, last: LastPayment | null, groups: TPaymentGroup[]): Payment {
  if (picked.method !== null || !last) return picked;
  const flag = groups.find((group) => group.group === last.method)?.flags.find((f) => f.name === last.card_flag);
  return { ...picked, method: last.method, cardFlagId: flag?.flag_id ?? null, cardType: flag ? last.card_type : null };
}
