import type { CallInput } from '@delivery/contract/call';
import { couponCalls } from '@delivery/contract/calls/coupons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '@delivery/client/api-error';
import { callOk } from '../../../lib/api-client.ts';
import { messages } from '../../../lib/messages.ts';
import { showToast } from '../../../lib/toast.ts';
import { couponsKey } from './shop-coupons.ts';

type Input<K extends keyof typeof couponCalls> = Omit<CallInput<(typeof couponCalls)[K]>, 'shop_id' | 'token'>;

/**
 * One change of a coupon: the server's message as a toast, and the list read again after it, saved
 * or refused (a refusal for a newer version means the list on screen is old). A form shows its own
 * refusal (`toastError` false); a button's goes to a toast.
 */
function useCouponEdit<K extends 'saveCoupon' | 'setCouponPaused' | 'endCoupon'>(
  shopId: number,
  call: K,
  toastError: boolean,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<K>) =>
      callOk(couponCalls[call], { ...input, shop_id: shopId } as CallInput<(typeof couponCalls)[K]>),
    onSuccess: (answer) => showToast(answer.message),
    onError: (error) => (toastError ? showToast(serverMessage(error) ?? messages.app.unknownError, 'error') : null),
    onSettled: () => client.invalidateQueries({ queryKey: couponsKey(shopId) }),
  });
}

export const useSaveCoupon = (shopId: number) => useCouponEdit(shopId, 'saveCoupon', false);
export const useSetCouponPaused = (shopId: number) => useCouponEdit(shopId, 'setCouponPaused', true);
export const useEndCoupon = (shopId: number) => useCouponEdit(shopId, 'endCoupon', true);
