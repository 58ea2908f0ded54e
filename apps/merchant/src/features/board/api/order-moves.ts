import type { TBoardOrder } from '@delivery/contract/board';
import type { CallInput } from '@delivery/contract/call';
import { boardCalls } from '@delivery/contract/calls/board';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { serverMessage } from '@delivery/client/api-error';
import { callOk } from '../../../lib/api-client.ts';
import { messages } from '../../../lib/messages.ts';
import { showToast } from '../../../lib/toast.ts';
import { boardKey } from './board-orders.ts';

type Moves = Pick<
  typeof boardCalls,
  | 'acceptOrder'
  | 'rejectOrder'
  | 'advanceOrder'
  | 'delayOrder'
  | 'answerProblem'
  | 'cancelOrder'
  | 'markOrderPaid'
  | 'markOrderRefunded'
>;

/** Puts the order the move answered in every board read at once, before the refetch confirms it. */
export function placeInBoards(client: QueryClient, order: TBoardOrder) {
  client.setQueriesData<{ orders: TBoardOrder[] }>({ queryKey: boardKey }, (answer) =>
    answer
      ? { ...answer, orders: answer.orders.map((known) => (known.order_id === order.order_id ? order : known)) }
      : answer,
  );
}

/**
 * One move of an order (accept, reject, advance, delay, cancel, mark paid, mark its Pix returned). Every
 * move answers the order as it now is. A refusal (someone else moved it first, a second tap) shows
 * the server's message and reads the board again, so the card shows what really happened.
 */
function useOrderMove<K extends keyof Moves>(key: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<Moves[K]>) => callOk<Moves[K]>(boardCalls[key], input),
    onSuccess: (answer) => placeInBoards(client, answer.order),
    onError: (error) => showToast(serverMessage(error) ?? messages.app.unknownError, 'error'),
    onSettled: () => client.invalidateQueries({ queryKey: boardKey }),
  });
}

export const useAcceptOrder = () => useOrderMove('acceptOrder');
export const useRejectOrder = () => useOrderMove('rejectOrder');
export const useAdvanceOrder = () => useOrderMove('advanceOrder');
export const useDelayOrder = () => useOrderMove('delayOrder');
export const useAnswerProblem = () => useOrderMove('answerProblem');
export const useCancelOrder = () => useOrderMove('cancelOrder');
export const useMarkOrderPaid = () => useOrderMove('markOrderPaid');
export const useMarkOrderRefunded = () => useOrderMove('markOrderRefunded');
