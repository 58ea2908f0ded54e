import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@delivery/client/api-error';

/** Retries once, and only when the failure may be passing (no answer, or a 5xx). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !(error instanceof ApiError)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && (error.status ?? 0) >= 500);
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
