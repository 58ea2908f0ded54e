import { isDomError, PrinterError, withinTime } from './printer-error.ts';
import type { ChosenPrinter } from './printer-settings.ts';

const PRINTER_CLASS = 7;
const WRITE_MS = 15_000;

const usb = (): USB => {
  if (!('usb' in navigator)) throw new PrinterError('unsupported');
  return navigator.usb;
};

const describe = (device: USBDevice): ChosenPrinter => ({
  name: [device.manufacturerName, device.productName].filter(Boolean).join(' '),
  vendorId: device.vendorId,
  productId: device.productId,
});

/** The browser's list of USB printers (the printer class), from a click. */
export async function chooseUsbPrinter(): Promise<ChosenPrinter> {
  try {
    const device = await usb().requestDevice({ filters: [{ classCode: PRINTER_CLASS }] });
    opened = null;
    return describe(device);
  } catch (error) {
    if (isDomError(error, 'NotFoundError', 'AbortError')) throw new PrinterError('cancelled', { cause: error });
    throw error;
  }
}

type Opened = { device: USBDevice; endpoint: number };
let opened: Opened | null = null;

/** The interface that takes the print stream: the printer class's bulk OUT endpoint, else any bulk OUT (vendor-class printers). */
function bulkOut(device: USBDevice): { interfaceNumber: number; endpoint: number } | null {
  const interfaces = device.configuration?.interfaces ?? [];
  const candidates = interfaces.flatMap((usbInterface) =>
    usbInterface.alternates.flatMap((alternate) =>
      alternate.endpoints
        .filter((endpoint) => endpoint.direction === 'out' && endpoint.type === 'bulk')
        .map((endpoint) => ({
          interfaceNumber: usbInterface.interfaceNumber,
          endpoint: endpoint.endpointNumber,
          printer: alternate.interfaceClass === PRINTER_CLASS,
        })),
    ),
  );
  return candidates.find((candidate) => candidate.printer) ?? candidates[0] ?? null;
}

async function openDevice(printer: ChosenPrinter): Promise<Opened> {
  if (opened?.device.opened) return opened;
  const devices = await usb().getDevices();
  const device = devices.find((one) => one.vendorId === printer.vendorId && one.productId === printer.productId);
  if (!device) throw new PrinterError('disconnected');
  try {
    if (!device.opened) await device.open();
    if (device.configuration === null) await device.selectConfiguration(1);
  } catch (error) {
    throw new PrinterError('busy', { cause: error });
  }
  const out = bulkOut(device);
  if (!out) throw new PrinterError('claimed');
  try {
    await device.claimInterface(out.interfaceNumber);
  } catch (error) {
    // Windows' printer driver (or another tab) has the interface: WebUSB cannot share it.
    throw new PrinterError('claimed', { cause: error });
  }
  opened = { device, endpoint: out.endpoint };
  return opened;
}

/** Sends the bytes to the chosen printer's bulk endpoint, claiming it the first time. */
export async function writeUsb(bytes: Uint8Array<ArrayBuffer>, printer: ChosenPrinter): Promise<void> {
  const { device, endpoint } = await openDevice(printer);
  try {
    const result = await withinTime(
      device.transferOut(endpoint, bytes),
      WRITE_MS,
      () => void device.close().catch(() => undefined),
    );
    if (result.status !== 'ok') throw new PrinterError('disconnected');
  } catch (error) {
    opened = null;
    await device.close().catch(() => undefined);
    throw error instanceof PrinterError ? error : new PrinterError('disconnected', { cause: error });
  }
}
