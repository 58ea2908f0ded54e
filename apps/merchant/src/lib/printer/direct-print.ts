import { escposTickets } from './escpos.ts';
import { PrinterError } from './printer-error.ts';
import type { ChosenPrinter, PrinterSettings } from './printer-settings.ts';
import { chooseSerialPrinter, writeSerial } from './serial-printer.ts';
import type { Ticket } from './ticket.ts';
import { chooseUsbPrinter, writeUsb } from './usb-printer.ts';

/** Whether this browser can reach a printer that way (Chrome and Edge on a computer; WebUSB on Android too). */
export const canPrintDirectly = (way: 'serial' | 'usb'): boolean =>
  typeof navigator !== 'undefined' && way in navigator;

/** The browser's list for that way, from a click; the printer picked is this device's. */
export const choosePrinter = (way: 'serial' | 'usb'): Promise<ChosenPrinter> =>
  way === 'serial' ? chooseSerialPrinter() : chooseUsbPrinter();

let queue: Promise<unknown> = Promise.resolve();

/**
 * Prints the tickets on the thermal printer chosen, in ESC/POS. One print at a time: two orders
 * accepted together come out one after the other, not interleaved.
 */
export function printDirectly(tickets: Ticket[], settings: PrinterSettings): Promise<void> {
  const { printer, way } = settings;
  const job = queue.then(async () => {
    if (way === 'browser') throw new Error('printDirectly is for a thermal printer');
    if (!printer) throw new PrinterError('notChosen');
    const bytes = await escposTickets(tickets, settings);
    if (way === 'serial') await writeSerial(bytes, printer, settings.baudRate);
    else await writeUsb(bytes, printer);
  });
  queue = job.catch(() => undefined);
  return job;
}
