import type { AppliedCoupon } from './components/coupon-section.tsx';
import type { Delivery, Payment } from './order-draft.ts';

/**
 * The customer's checkout choices, kept for the tab (sessionStorage) so that going back and
 * forward, or a reload, finds them as they were. They belong to one customer and one bag's shop:
 * another customer on the device, or a bag from another shop, starts afresh; placing the order
 * or an emptied bag drops them.
 */
export type CheckoutChoices = {
  delivery: Delivery | null;
  when: 'now' | 'schedule' | null;
  slot: string | null;
  payment: Payment;
  coupon: AppliedCoupon | null;
  useBalance: boolean;
  cpf: string;
  acceptedPolicy: boolean;
  /** Ticked "Receber atualizações do pedido pelo WhatsApp" (absent in a draft kept before it was offered). */
  whatsAppUpdates?: boolean;
};

export type DraftOwner = { customerId: number; shopId: number };

type Saved = DraftOwner & { choices: CheckoutChoices };

const storageKey = 'checkout_draft';

/** The tab's storage; absent (private modes, tests) it keeps nothing. */
const tabStorage = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

export function readCheckoutDraft(owner: DraftOwner): CheckoutChoices | null {
  try {
    const text = tabStorage()?.getItem(storageKey);
    if (!text) return null;
    const saved = JSON.parse(text) as Partial<Saved>;
    if (saved.customerId !== owner.customerId || saved.shopId !== owner.shopId) return null;
    return typeof saved.choices === 'object' && saved.choices !== null ? saved.choices : null;
  } catch {
    return null;
  }
}

export function writeCheckoutDraft(owner: DraftOwner, choices: CheckoutChoices): void {
  try {
    tabStorage()?.setItem(storageKey, JSON.stringify({ ...owner, choices } satisfies Saved));
  } catch {
    // A full or blocked storage only loses the convenience of finding the choices again.
  }
}

export function clearCheckoutDraft(): void {
  try {
    tabStorage()?.removeItem(storageKey);
  } catch {
    // As above: nothing to keep, nothing lost.
  }
}
