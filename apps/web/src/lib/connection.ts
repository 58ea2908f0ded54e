import type { QueryStatus, FetchStatus } from '@tanstack/react-query';
import { ApiError } from '@delivery/client/api-error';

/** What a read has reached, as TanStack Query tells it. */
export type ReadState = {
  status: QueryStatus;
  fetchStatus: FetchStatus;
  error: unknown;
  isPlaceholderData: boolean;
};

/**
 * Whether a read has nothing of its own to show until the connection is back, so the page says
 * 'Sem conexão' rather than loading forever or 'Algo deu errado': paused by TanStack Query for
 * want of a network, failed or still showing an earlier answer while offline, or, back online,
 * asked again after failing for the network and not answered yet (the notice stays until then).
 * A read with its answer, or a refusal of the server, is shown as it is.
 */
export function waitsForConnection(read: ReadState, online: boolean): boolean {
  if (read.status === 'pending') return read.fetchStatus === 'paused';
  if (!online) return read.status === 'error' || read.isPlaceholderData;
  return (
    read.status === 'error' &&
    read.error instanceof ApiError &&
    read.error.kind === 'network' &&
    read.fetchStatus === 'fetching'
  );
}
