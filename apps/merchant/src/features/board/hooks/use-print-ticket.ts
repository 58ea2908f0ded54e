import type { TBoardOrder } from '@delivery/contract/board';
import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The order whose ticket is in the page (hidden on screen, alone in print) and the way to print
 * it: the ticket is rendered first, synchronously, so the print dialog shows this order's.
 */
export function usePrintTicket(): { ticket: TBoardOrder | null; print: (order: TBoardOrder) => void } {
  const [ticket, setTicket] = useState<TBoardOrder | null>(null);
  const print = useCallback((order: TBoardOrder) => {
    flushSync(() => setTicket(order));
    window.print();
  }, []);
  return { ticket, print };
}
