import type { TBoardOrder } from '@delivery/contract/board';
import type { CallInput } from '@delivery/contract/call';
import { boardCalls } from '@delivery/contract/calls/board';
import { serverMessage } from '@delivery/client/api-error';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { messages } from '../../../lib/messages.ts';
import { showToast } from '../../../lib/toast.ts';
import { boardKey } from './board-orders.ts';
import { placeInBoards } from './order-moves.ts';

type Marks = Pick<typeof boardCalls, 'markKitchenItem' | 'markKitchenOrder'>;

type Mark = CallInput<Marks['markKitchenItem']> | CallInput<Marks['markKitchenOrder']>;

/** The order as the mark makes it, drawn before the server answers: a cook's tap shows at once. */
function marked(order: TBoardOrder, input: Mark): TBoardOrder {
  const done = input.done === '1';
  if ('item' in input) {
    const place = Number(input.item);
    const others = order.kitchen.done_items.filter((one) => one !== place);
    const doneItems = done ? [...others, place].sort((a, b) => a - b) : others;
    return { ...order, kitchen: { ...order.kitchen, done_items: doneItems } };
  }
  return { ...order, kitchen: { ...order.kitchen, done_at: done ? new Date().toISOString() : null } };
}

/**
 * A mark of the kitchen screen (decision 0099), shown at once in every board read; the server's
 * answer replaces it. A refusal (the order left the kitchen meanwhile) says why and reads again.
 */
function useKitchenMark<K extends keyof Marks>(key: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<Marks[K]>) => callOk<Marks[K]>(boardCalls[key], input),
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: boardKey });
      client.setQueriesData<{ orders: TBoardOrder[] }>({ queryKey: boardKey }, (answer) =>
        answer
          ? {
              ...answer,
              orders: answer.orders.map((order) =>
                Number(input.order_id) === order.order_id ? marked(order, input) : order,
              ),
            }
          : answer,
      );
    },
    onSuccess: (answer) => placeInBoards(client, answer.order),
    onError: (error) => showToast(serverMessage(error) ?? messages.app.unknownError, 'error'),
    onSettled: () => client.invalidateQueries({ queryKey: boardKey }),
  });
}

export const useMarkKitchenItem = () => useKitchenMark('markKitchenItem');
export const useMarkKitchenOrder = () => useKitchenMark('markKitchenOrder');
