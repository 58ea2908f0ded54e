import { boardCalls } from '@delivery/contract/calls/board';
import type { CallInput } from '@delivery/contract/call';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { boardKey } from './board-orders.ts';
import { placeInBoards } from './order-moves.ts';

type RefundPart = typeof boardCalls.refundOrderPart;

/**
 * Gives back part of a card paid in the app. The answer's order is placed on the board and its
 * message toasted, as a move's; a refusal is left to the dialog, which shows it beside what was
 * typed (a toast would hide why behind the dialog).
 */
export function useRefundOrderPart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<RefundPart>) => callOk<RefundPart>(boardCalls.refundOrderPart, input),
    onSuccess: (answer) => {
      placeInBoards(client, answer.order);
      showToast(answer.message);
    },
    onSettled: () => client.invalidateQueries({ queryKey: boardKey }),
  });
}
