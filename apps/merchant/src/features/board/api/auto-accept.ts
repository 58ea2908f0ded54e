import { boardCalls } from '@delivery/contract/calls/board';
import { useMutation } from '@tanstack/react-query';
import { serverMessage } from '@delivery/client/api-error';
import { callOk } from '../../../lib/api-client.ts';
import { messages } from '../../../lib/messages.ts';
import { showToast } from '../../../lib/toast.ts';

/**
 * Turns the shop's automatic accept on or off. `onChanged` reads the shops again; the change stays
 * pending until that read is in, so the switch never flips back to the old state in between.
 */
export const useSetAutoAccept = (shopId: number, onChanged: () => Promise<void>) =>
  useMutation({
    mutationFn: (on: boolean) => callOk(boardCalls.setAutoAccept, { shop_id: shopId, auto_accept: on ? '1' : '0' }),
    onSuccess: (answer) => {
      showToast(answer.message);
      return onChanged();
    },
    onError: (error) => showToast(serverMessage(error) ?? messages.app.unknownError, 'error'),
  });
