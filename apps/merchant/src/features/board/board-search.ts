import type { TBoardOrder } from '@delivery/contract/board';
import { foldText } from '@delivery/contract/text';

type Searched = Pick<TBoardOrder, 'order_number' | 'customer'>;

/** Digits enough to be a run of a phone rather than the start of an order's number. */
const PHONE_RUN_MIN_DIGITS = 4;

/**
 * Whether an order answers the board's search. Digits alone ('42', '#42', '(11) 98765') are the
 * start of its number or, from four digits on and without a '#', any run of its customer's phone:
 * the numbers count from 1 in each tenant, and a digit or two would match half the phones. Anything
 * with a letter is part of the customer's name, without accents or case. An empty search keeps
 * every order.
 */
export function matchesSearch(order: Searched, query: string): boolean {
  const text = foldText(query);
  if (!text) return true;
  const digits = text.replace(/\D/g, '');
  if (!/\p{L}/u.test(text)) {
    if (digits === '') return false;
    if (String(order.order_number).startsWith(digits)) return true;
    const phoneRun = digits.length >= PHONE_RUN_MIN_DIGITS && !text.includes('#');
    return phoneRun && order.customer.phone.replace(/\D/g, '').includes(digits);
  }
  return foldText(order.customer.name).includes(text);
}

/** The name a counter calls a customer by: the first word of the name they gave. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';
