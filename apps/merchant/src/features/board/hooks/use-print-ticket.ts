import type { TBoardOrder } from '@delivery/contract/board';
import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { sizeTicketPage } from '../ticket-page.ts';

/**
 * The order whose ticket is in the page (hidden on screen, alone in print) and the way to print
 * it: the ticket is rendered first, synchronously, and its page sized to it, so the print dialog
 * shows this order's on paper as long as it is.
 */
export function usePrintTicket(): { ticket: TBoardOrder | null; print: (order: TBoardOrder) => void } {
  const [ticket, setTicket] = useState<TBoardOrder | null>(null);
  const print = useCallback((order: TBoardOrder) => {
    flushSync(() => setTicket(order));
    sizeTicketPage();
    window.print();
  }, []);
  return { ticket, print };
}
