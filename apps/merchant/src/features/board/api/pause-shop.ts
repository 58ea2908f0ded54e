import { boardCalls } from '@delivery/contract/calls/board';
import { useMutation } from '@tanstack/react-query';
import { callOk, serverMessage } from '../../../lib/api-client.ts';
import { messages } from '../../../lib/messages.ts';
import { showToast } from '../../../lib/toast.ts';

/** Pauses a shop for some minutes (0 takes orders again); answers until when. */
export const usePauseShop = (onPaused: (shopId: number, pausedUntil: string | null) => void) =>
  useMutation({
    mutationFn: ({ shopId, minutes }: { shopId: number; minutes: number }) =>
      callOk(boardCalls.pauseShop, { shop_id: shopId, minutes }),
    onSuccess: (answer, { shopId }) => onPaused(shopId, answer.paused_until),
    onError: (error) => showToast(serverMessage(error) ?? messages.app.unknownError, 'error'),
  });
