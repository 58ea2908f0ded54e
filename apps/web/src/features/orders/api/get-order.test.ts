import type { TStatusOrderResponse } from '@delivery/contract/orders';
import type { TOrderRefund } from '@delivery/contract/payments';
import { describe, expect, it } from 'vitest';
import { refundInProgress } from './get-order.ts';

const answerWith = (refund: TOrderRefund | null) => ({ order: { refund } }) as unknown as TStatusOrderResponse;
const refund = (by: TOrderRefund['by'], status: TOrderRefund['status']): TOrderRefund => ({
  amount: 42,
  by,
  status,
  refunded_at: status === 'refunded' ? '2026-05-21T23:00:00Z' : null,
});

describe('refundInProgress', () => {
  it("asks again while the provider's devolução is pending or processing", () => {
    expect(refundInProgress(answerWith(refund('provider', 'pending')))).toBe(true);
    expect(refundInProgress(answerWith(refund('provider', 'processing')))).toBe(true);
  });

  it('stops once the money is back, for a refund the shop makes by hand, and with no refund', () => {
    expect(refundInProgress(answerWith(refund('provider', 'refunded')))).toBe(false);
    expect(refundInProgress(answerWith(refund('shop', 'pending')))).toBe(false);
    expect(refundInProgress(answerWith(null))).toBe(false);
    expect(refundInProgress(undefined)).toBe(false);
  });
});
