import { cardAccountCalls } from '@delivery/contract/calls/card-payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { keepCardAnswer } from './shop-card-account.ts';

/** Stops card payments in the app through the account the shop uses; its paid orders still refund through it. */
export function useDisconnectCardAccount(shopId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callOk(cardAccountCalls.disconnectCardAccount, { shop_id: shopId }),
    onSuccess: (answer) => {
      showToast(answer.message);
      keepCardAnswer(client, shopId, answer);
    },
  });
}
