import { statementCalls } from '@delivery/contract/calls/statements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { statementsKey } from './shop-statements.ts';
import { statementKey } from './statement.ts';

export type MarkPaidInput = { statement_id: number; paid_on: string; reference: string };

/**
 * The operator settles a closed statement: the server's message as a toast, the statement as it
 * now stands kept, every list read again (the shop's, the balances). The dialog shows a refusal
 * itself; the lists are read again after one too, as another operator may have settled it first.
 */
export function useMarkStatementPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkPaidInput) => callOk(statementCalls.markStatementPaid, input),
    onSuccess: (answer) => {
      client.setQueryData(statementKey(answer.statement.statement_id), {
        statement: answer.statement,
        lines: answer.lines,
      });
      showToast(answer.message);
    },
    onSettled: () => client.invalidateQueries({ queryKey: statementsKey }),
  });
}
