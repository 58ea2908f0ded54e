import { expectSuccess } from '@delivery/client/api-error';
import type { CallInput } from '@delivery/contract/call';
import { platformCalls } from '@delivery/contract/calls/platform';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callOk } from '../lib/api-client.ts';
import { saveConsoleToken } from '../lib/session-token.ts';

const meKey = (token: string) => ['platform', 'me', token] as const;

const meQuery = (token: string) =>
  queryOptions({
    queryKey: meKey(token),
    queryFn: ({ signal }) => call(platformCalls.platformMe, {}, { signal }).then(expectSuccess),
    staleTime: 5 * 60_000,
  });

/** The signed-in administrator and how many recovery codes they have left. */
export const usePlatformMe = (token: string) => useQuery(meQuery(token));

/** Keeps the token, and primes the administrator's query with the answer so the console opens at once. */
export const useConsoleSignIn = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof platformCalls.platformSignIn>) => callOk(platformCalls.platformSignIn, input),
    onSuccess: (answer) => {
      client.setQueryData(meKey(answer.token), answer);
      saveConsoleToken(answer.token);
    },
  });
};

/**
 * Ends the session on the server, then forgets it here whatever the answer: someone leaving a shared
 * desk must be signed out even when the network is down (the token then dies with its 12 hours).
 */
export const useConsoleSignOut = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(platformCalls.platformSignOut, {}).catch(() => undefined),
    onSettled: () => {
      saveConsoleToken(null);
      client.clear();
    },
  });
};
