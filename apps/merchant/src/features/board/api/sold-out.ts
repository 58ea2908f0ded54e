import { menuCalls } from '@delivery/contract/calls/menu';
import { useMutation } from '@tanstack/react-query';
import { serverMessage } from '@delivery/client/api-error';
import { callOk } from '../../../lib/api-client.ts';
import { messages } from '../../../lib/messages.ts';
import { showToast } from '../../../lib/toast.ts';

/**
 * "Acabou" from an order in front of someone: the product is taken off the menu at once, so no
 * other customer orders it while this one is answered.
 */
export const useMarkSoldOut = (shopId: number) =>
  useMutation({
    mutationFn: (productId: number) =>
      callOk(menuCalls.setMenuItemAvailable, { shop_id: shopId, item: 'product', item_id: productId, available: '0' }),
    onSuccess: (answer) => showToast(answer.message),
    onError: (error) => showToast(serverMessage(error) ?? messages.app.unknownError, 'error'),
  });
