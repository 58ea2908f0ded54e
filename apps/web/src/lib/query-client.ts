import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@delivery/client/api-error';

/** Retries once, and only when the failure may be passing (no answer, or a 5xx). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!(error instanceof ApiError)) return false;
  return error.kind === 'network' || (error.kind === 'http' && (error.status ?? 0) >= 500);
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false },
  },
});

// TanStack Query takes the device to be online until an event says otherwise: an app started
// offline (its page kept by the service worker) never hears the connection come back, and its
// failed reads would stay failed. The browser's "online" asks them again; a read already asked
// again by TanStack Query itself is not sent twice.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    void queryClient.refetchQueries(
      { type: 'active', predicate: (query) => query.state.status === 'error' },
      { cancelRefetch: false },
    );
  });
}
