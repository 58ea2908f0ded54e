import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderCalls } from '@delivery/contract/calls/orders';
import type { TProblemKind, TStatusOrderResponse } from '@delivery/contract/orders';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';
import { orderQueryKey } from './get-order.ts';

type ProblemInput = { kind: TProblemKind; text: string };

/** reportProblem: the order as it stands with the problem told; a refusal (already told, too late) rejects with its words. */
export async function reportProblem(
  token: string,
  orderId: number,
  input: ProblemInput,
): Promise<TStatusOrderResponse> {
  return expectSuccess(await call(orderCalls.reportProblem, { token, order_id: orderId, ...input }));
}

export function useReportProblem(token: string, orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProblemInput) => reportProblem(token, orderId, input),
    onSuccess: (answer) => queryClient.setQueryData(orderQueryKey(orderId), answer),
  });
}
