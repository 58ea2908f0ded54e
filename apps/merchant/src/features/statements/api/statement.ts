import { statementCalls } from '@delivery/contract/calls/statements';
import type { TStatementResponse } from '@delivery/contract/statements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { LIVE_REFRESH_MS, statementsKey } from './shop-statements.ts';

export const statementKey = (statementId: number) => [...statementsKey, 'one', statementId] as const;

const statementQuery = (statementId: number) =>
  queryOptions({
    queryKey: statementKey(statementId),
    queryFn: ({ signal }): Promise<Pick<TStatementResponse, 'statement' | 'lines'>> =>
      callOk(statementCalls.statement, { statement_id: statementId }, { signal }).then(({ statement, lines }) => ({
        statement,
        lines,
      })),
    // Only an open period still changes.
    refetchInterval: (query) => (query.state.data?.statement.status === 'open' ? LIVE_REFRESH_MS : false),
  });

/** One statement with each order's line. */
export const useStatement = (statementId: number) => useQuery(statementQuery(statementId));
