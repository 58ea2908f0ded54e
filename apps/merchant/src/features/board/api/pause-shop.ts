import { boardCalls } from '@delivery/contract/calls/board';
import type { TGetShopResponse } from '@delivery/contract/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '@delivery/client/api-error';
import { callOk } from '../../../lib/api-client.ts';
import { messages } from '../../../lib/messages.ts';
import { showToast } from '../../../lib/toast.ts';
import { shopKey } from './shop-detail.ts';

/**
 * Pauses a shop for some minutes (0 takes orders again). The answer's end of the pause is shown at
 * once, then the shop is read again as its customers now see it.
 */
export const usePauseShop = (shopId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) => callOk(boardCalls.pauseShop, { shop_id: shopId, minutes }),
    onSuccess: (answer) => {
      client.setQueryData<TGetShopResponse>(shopKey(shopId), (known) => {
        if (!known) return known;
        const { paused_until: _ended, ...status } = known.shop.status;
        const paused = answer.paused_until ? { paused_until: answer.paused_until } : {};
        return { ...known, shop: { ...known.shop, status: { ...status, ...paused } } };
      });
      // Not awaited: the buttons are free again as soon as the pause is known.
      void client.invalidateQueries({ queryKey: shopKey(shopId) });
    },
    onError: (error) => showToast(serverMessage(error) ?? messages.app.unknownError, 'error'),
  });
};
