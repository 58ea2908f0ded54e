import { cardAccountCalls } from '@delivery/contract/calls/card-payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { keepCardAnswer } from './shop-card-account.ts';

/** Saves the brands checkout shows; the answer's message goes to the toast, as the other saves'. */
export function useSaveCardBrands(shopId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (brands: number[]) => callOk(cardAccountCalls.saveCardBrands, { shop_id: shopId, brands }),
    onSuccess: (answer) => {
      showToast(answer.message);
      keepCardAnswer(client, shopId, answer);
    },
  });
}
