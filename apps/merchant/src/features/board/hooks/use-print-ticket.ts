import type { TBoardOrder } from '@delivery/contract/board';
import { useCallback } from 'react';
import { usePrint } from '../../../hooks/use-print.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { copiesOf, printerSettings } from '../../../lib/printer/printer-settings.ts';
import type { Ticket } from '../../../lib/printer/ticket.ts';
import { orderTicket } from '../order-ticket.ts';

/** Prints an order's copies (the kitchen's, the delivery's) the way this device prints. */
export function usePrintTicket(): { sheets: Ticket[]; print: (order: TBoardOrder) => void } {
  const { sheets, print } = usePrint();
  const printOrder = useCallback(
    (order: TBoardOrder) => {
      const tickets = copiesOf(printerSettings.read()).map((copy) => orderTicket(order, copy));
      void print(tickets, fill(messages.board.orderNumber, { number: order.order_number }));
    },
    [print],
  );
  return { sheets, print: printOrder };
}
