import { cardAccountCalls } from '@delivery/contract/calls/card-payments';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { cardAccountsKey } from './shop-card-account.ts';

export type ConnectCode = { code: string; state: string };

/**
 * Hands the gateway's code and our state to the API, once. A query keyed by the code rather than a
 * mutation: the cache runs one exchange per key however often the page mounts (StrictMode's double
 * effects, a remount) and keeps its answer, and the gateway takes a code only once. No abort signal
 * and no retry for the same reason: a request cut or sent again would spend the code twice.
 */
export function useFinishCardConnect(given: ConnectCode | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['card-connect-finish', given?.code ?? null],
    queryFn: given
      ? async () => {
          const answer = await callOk(cardAccountCalls.finishCardConnect, given);
          // Every shop's page reads its account again: the connection may be the marketplace's.
          await client.invalidateQueries({ queryKey: cardAccountsKey });
          return answer;
        }
      : skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    retryOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
}
