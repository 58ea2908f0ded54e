import type {
  TBoardOrder,
  ZAcceptOrderRequest,
  ZAdvanceBoardOrderRequest,
  ZCancelOrderRequest,
  ZMarkPaidRequest,
  ZRejectOrderRequest,
} from '@delivery/contract/board';
import { boardCalls } from '@delivery/contract/calls/board';
import type { z } from 'zod';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callOk, serverMessage } from '../../../lib/api-client.ts';
import { messages } from '../../../lib/messages.ts';
import { showToast } from '../../../lib/toast.ts';
import { boardKey } from './board-orders.ts';

type Input<S extends z.ZodType> = Omit<z.input<S>, 'validate' | 'token'>;

/**
 * What each move sends. Read from the request schemas rather than `CallInput`: the contract's
 * `order()` helper (calls/board.ts) types every move's body as the union of the five, so
 * `CallInput` of any of them keeps only the fields they share.
 */
type Moves = {
  acceptOrder: Input<typeof ZAcceptOrderRequest>;
  rejectOrder: Input<typeof ZRejectOrderRequest>;
  advanceOrder: Input<typeof ZAdvanceBoardOrderRequest>;
  cancelOrder: Input<typeof ZCancelOrderRequest>;
  markOrderPaid: Input<typeof ZMarkPaidRequest>;
};

/** Puts the order the move answered in every board read at once, before the refetch confirms it. */
function placeInBoards(client: QueryClient, order: TBoardOrder) {
  client.setQueriesData<{ orders: TBoardOrder[] }>({ queryKey: boardKey }, (answer) =>
    answer
      ? { ...answer, orders: answer.orders.map((known) => (known.order_id === order.order_id ? order : known)) }
      : answer,
  );
}

/**
 * One move of an order (accept, reject, advance, cancel, mark paid). Every move answers the order
 * as it now is. A refusal (someone else moved it first, a second tap) shows the server's message and
 * reads the board again, so the card shows what really happened.
 */
function useOrderMove<K extends keyof Moves>(key: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Moves[K]) => callOk(boardCalls[key], input as never),
    onSuccess: (answer) => placeInBoards(client, answer.order),
    onError: (error) => showToast(serverMessage(error) ?? messages.app.unknownError, 'error'),
    onSettled: () => client.invalidateQueries({ queryKey: boardKey }),
  });
}

export const useAcceptOrder = () => useOrderMove('acceptOrder');
export const useRejectOrder = () => useOrderMove('rejectOrder');
export const useAdvanceOrder = () => useOrderMove('advanceOrder');
export const useCancelOrder = () => useOrderMove('cancelOrder');
export const useMarkOrderPaid = () => useOrderMove('markOrderPaid');
