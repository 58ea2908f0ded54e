/**
 * Why a ticket did not reach the printer, in words the counter can act on (lib/messages.ts
 * `printer.errors`): no printer chosen on this device, none of the browser's, the person closed
 * the browser's list, another tab or program holds it, the cable is out, it took no bytes in time,
 * or the operating system's driver holds a USB printer.
 */
export type PrinterFailure =
  'unsupported' | 'notChosen' | 'cancelled' | 'busy' | 'disconnected' | 'timeout' | 'claimed';

export class PrinterError extends Error {
  readonly failure: PrinterFailure;

  constructor(failure: PrinterFailure, options?: { cause?: unknown }) {
    super(failure, options);
    this.name = 'PrinterError';
    this.failure = failure;
  }
}

/** A DOMException by name: the Web Serial and WebUSB specifications say which each step throws. */
export const isDomError = (error: unknown, ...names: string[]): boolean =>
  error instanceof DOMException && names.includes(error.name);

/** Gives up on a write the printer does not take (paper out with flow control, a hung adapter). */
export async function withinTime<T>(work: Promise<T>, ms: number, onLate: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onLate();
      reject(new PrinterError('timeout'));
    }, ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
