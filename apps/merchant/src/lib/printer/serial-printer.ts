import { isDomError, PrinterError, withinTime } from './printer-error.ts';
import type { BaudRate, ChosenPrinter } from './printer-settings.ts';

/** A ticket is a few kilobytes: even at 9600 baud it is through in seconds, or the printer is not taking it. */
const WRITE_MS = 15_000;

const hex = (id: number) => id.toString(16).toUpperCase().padStart(4, '0');

function describe(port: SerialPort): ChosenPrinter {
  const { usbVendorId, usbProductId } = port.getInfo();
  return {
    name: usbVendorId === undefined ? '' : `USB ${hex(usbVendorId)}:${hex(usbProductId ?? 0)}`,
    vendorId: usbVendorId ?? null,
    productId: usbProductId ?? null,
  };
}

const serial = (): Serial => {
  if (!('serial' in navigator)) throw new PrinterError('unsupported');
  return navigator.serial;
};

/** The browser's list of serial ports, from a click: the port picked is the one this device prints to. */
export async function chooseSerialPrinter(): Promise<ChosenPrinter> {
  try {
    const port = await serial().requestPort();
    // Another printer may have been picked: the next print opens this one.
    await close();
    return describe(port);
  } catch (error) {
    if (isDomError(error, 'NotFoundError', 'AbortError')) throw new PrinterError('cancelled', { cause: error });
    throw error;
  }
}

let open: { port: SerialPort; baudRate: number } | null = null;

/**
 * The port chosen, among those the browser lets this page reopen without asking (a USB adapter
 * by its ids; a Bluetooth port, which has none, when it is the only one).
 */
async function findPort(printer: ChosenPrinter): Promise<SerialPort> {
  const ports = await serial().getPorts();
  const same = ports.filter((port) => {
    const { usbVendorId, usbProductId } = port.getInfo();
    return (usbVendorId ?? null) === printer.vendorId && (usbProductId ?? null) === printer.productId;
  });
  const port = same.length === 1 ? same[0] : ports.length === 1 ? ports[0] : undefined;
  if (!port) throw new PrinterError('disconnected');
  return port;
}

async function openPort(printer: ChosenPrinter, baudRate: BaudRate): Promise<SerialPort> {
  if (open?.baudRate === baudRate && open.port.writable) return open.port;
  await close();
  const port = await findPort(printer);
  try {
    await port.open({ baudRate });
  } catch (error) {
    // Open in another tab or program (the shop's old system), or gone since it was listed.
    if (isDomError(error, 'InvalidStateError')) throw new PrinterError('busy', { cause: error });
    throw new PrinterError('disconnected', { cause: error });
  }
  open = { port, baudRate };
  return port;
}

async function close(): Promise<void> {
  const was = open;
  open = null;
  await was?.port.close().catch(() => undefined);
}

/** Writes the bytes to the chosen port, opening it at the chosen speed the first time. */
export async function writeSerial(
  bytes: Uint8Array<ArrayBuffer>,
  printer: ChosenPrinter,
  baudRate: BaudRate,
): Promise<void> {
  const port = await openPort(printer, baudRate);
  if (!port.writable) throw new PrinterError('disconnected');
  const writer = port.writable.getWriter();
  let failure: unknown = null;
  try {
    await withinTime(writer.write(bytes), WRITE_MS, () => void writer.abort().catch(() => undefined));
  } catch (error) {
    failure = error;
  } finally {
    writer.releaseLock();
  }
  if (failure === null) return;
  // The cable out or the printer off: the next print opens the port afresh.
  await close();
  throw failure instanceof PrinterError ? failure : new PrinterError('disconnected', { cause: failure });
}
