import type { StreamState } from '@delivery/client/ticketed-stream';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { boardEventsTicket } from '../api/board-events-ticket.ts';
import { boardKey } from '../api/board-orders.ts';
import { followBoardEvents } from '../follow-board-events.ts';

/**
 * Keeps the board live: each event of its stream reads the board again. Events that come while a
 * read is under way ask for one more read after it, never one per event, so a burst of orders
 * costs two reads and none is missed.
 */
export function useBoardEvents(shopId: number | null): StreamState {
  const client = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let reading = false;
    let again = false;
    const refresh = async () => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          await client.refetchQueries({ queryKey: boardKey, type: 'active' });
        } while (again);
      } finally {
        reading = false;
      }
    };
    return followBoardEvents({
      onChange: () => void refresh(),
      onState: setState,
      ticket: () => boardEventsTicket(shopId),
      open: (url) => new EventSource(url),
    });
  }, [client, shopId]);

  return state;
}
