import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { fill, messages } from '../lib/messages.ts';
import { printDirectly } from '../lib/printer/direct-print.ts';
import { PrinterError } from '../lib/printer/printer-error.ts';
import { printerSettings } from '../lib/printer/printer-settings.ts';
import type { Ticket } from '../lib/printer/ticket.ts';
import { sizeTicketPages } from '../lib/printer/ticket-page.ts';
import { showToast } from '../lib/toast.ts';

/** Why a print failed, as the counter reads it after "{{what}} não foi impresso:". */
export const printFailure = (error: unknown): string =>
  error instanceof PrinterError ? messages.printer.errors[error.failure] : messages.app.unknownError;

/**
 * Prints tickets the way this device is set to (lib/printer/printer-settings.ts). Through the
 * browser, the tickets are rendered first, synchronously, and their pages sized, so the dialog
 * shows these tickets at their length; straight to a thermal printer, a failure is told in a toast
 * naming what was not printed ("Pedido #12"), for it to be printed again from its card.
 */
export function usePrint(): { sheets: Ticket[]; print: (tickets: Ticket[], what: string) => Promise<boolean> } {
  const [sheets, setSheets] = useState<Ticket[]>([]);
  const print = useCallback(async (tickets: Ticket[], what: string) => {
    const settings = printerSettings.read();
    if (settings.way === 'browser') {
      flushSync(() => setSheets(tickets));
      sizeTicketPages();
      window.print();
      return true;
    }
    try {
      await printDirectly(tickets, settings);
      return true;
    } catch (error) {
      showToast(fill(messages.printer.failed, { what, reason: printFailure(error) }), 'error');
      return false;
    }
  }, []);
  return { sheets, print };
}
