import type { TBoardOrder } from '@delivery/contract/board';
import { foldText } from '@delivery/contract/text';

type Searched = Pick<TBoardOrder, 'order_number' | 'customer'>;

/**
 * Whether an order answers the board's search. Digits alone ('1042', '#1042', '(11) 98765') are
 * the start of its number or any run of its customer's phone; anything with a letter is part of
 * the customer's name, without accents or case. An empty search keeps every order.
 */
export function matchesSearch(order: Searched, query: string): boolean {
  const text = foldText(query);
  if (!text) return true;
  const digits = text.replace(/\D/g, '');
  if (!/\p{L}/u.test(text)) {
    return (
      digits !== '' &&
      (String(order.order_number).startsWith(digits) || order.customer.phone.replace(/\D/g, '').includes(digits))
    );
  }
  return foldText(order.customer.name).includes(text);
}

/** The name a counter calls a customer by: the first word of the name they gave. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';
