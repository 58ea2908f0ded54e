import { deviceSetting } from '../device-setting.ts';

/**
 * How this device prints tickets: through the browser's print dialog (any printer the computer
 * has, one dialog per ticket unless Chrome runs with --kiosk-printing), or straight to a thermal
 * printer in ESC/POS through Web Serial (a USB printer installed as a COM port, Bluetooth) or
 * WebUSB (a USB printer of the printer class, an Android tablet's OTG port).
 */
export const printWays = ['browser', 'serial', 'usb'] as const;
export type PrintWay = (typeof printWays)[number];

/** Paper widths, and the characters a line of Font A holds on each (the printable 48 and 72 mm). */
export const paperColumns = { 58: 32, 80: 48 } as const;
export type PaperWidth = keyof typeof paperColumns;

/**
 * The printer's code page for accents. CP860 (Portuguese) is ESC t 3 on Epson, Elgin, Bematech
 * and Daruma in ESC/POS mode; CP850 (ESC t 2) for a printer that garbles CP860's letters.
 */
export const codepages = ['cp860', 'cp850'] as const;
export type Codepage = (typeof codepages)[number];

export const baudRates = [9600, 19200, 38400, 115200] as const;
export type BaudRate = (typeof baudRates)[number];

/** Which tickets each order prints: the kitchen's (items, no prices) and the delivery's (today's whole ticket). */
export type TicketCopy = 'kitchen' | 'delivery';

/** The printer chosen, to find it again among those the browser lets this page reopen; its name is empty when the port tells none (Bluetooth). */
export type ChosenPrinter = { name: string; vendorId: number | null; productId: number | null };

export type PrinterSettings = {
  way: PrintWay;
  paper: PaperWidth;
  codepage: Codepage;
  baudRate: BaudRate;
  copies: Record<TicketCopy, boolean>;
  printer: ChosenPrinter | null;
};

export const defaultPrinterSettings: PrinterSettings = {
  way: 'browser',
  paper: 80,
  codepage: 'cp860',
  baudRate: 9600,
  copies: { kitchen: false, delivery: true },
  printer: null,
};

const isOneOf = <T>(values: readonly T[], value: unknown): value is T => values.includes(value as T);
const isIdOrNull = (value: unknown) => value === null || (Number.isInteger(value) && (value as number) >= 0);

function isChosenPrinter(value: unknown): value is ChosenPrinter | null {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  const printer = value as Record<string, unknown>;
  return typeof printer.name === 'string' && isIdOrNull(printer.vendorId) && isIdOrNull(printer.productId);
}

function isPrinterSettings(value: unknown): value is PrinterSettings {
  if (typeof value !== 'object' || value === null) return false;
  const settings = value as Record<string, unknown>;
  const copies = settings.copies as Record<string, unknown> | null | undefined;
  return (
    isOneOf(printWays, settings.way) &&
    isOneOf([58, 80], settings.paper) &&
    isOneOf(codepages, settings.codepage) &&
    isOneOf(baudRates, settings.baudRate) &&
    typeof copies?.kitchen === 'boolean' &&
    typeof copies.delivery === 'boolean' &&
    (copies.kitchen || copies.delivery) &&
    isChosenPrinter(settings.printer)
  );
}

/** Per device: each counter has its own printer, or none. */
export const printerSettings = deviceSetting('painel.printer', defaultPrinterSettings, isPrinterSettings);

/** The copies an order prints, kitchen's first: it goes to the stove while the other waits for the courier. */
export const copiesOf = (settings: PrinterSettings): TicketCopy[] =>
  (['kitchen', 'delivery'] as const).filter((copy) => settings.copies[copy]);
