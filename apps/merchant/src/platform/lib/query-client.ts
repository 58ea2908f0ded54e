import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from '../../lib/query-client.ts';

/** The panel's rules (lib/query-client.ts), in a client of the console's own. */
export const createConsoleQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
