import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, messages } from '../../../lib/messages.ts';
import { printerSettings } from '../../../lib/printer/printer-settings.ts';
import { printerMessages as texts } from '../printer-messages.ts';
import { PrinterPage } from './printer-page.tsx';

/** The bytes one character each (TextDecoder's 'latin1' is Windows-1252, which remaps 0x80-0x9F). */
const bytesAsText = (chunks: Uint8Array[]) =>
  chunks.flatMap((chunk) => [...chunk].map((byte) => String.fromCharCode(byte))).join('');

/**
 * A serial port as Chrome hands it over: an Epson on a USB adapter, granted to the page once
 * picked; `opening` decides what opening it does (another program holding it).
 */
function fakeSerial({ opening }: { opening?: () => void } = {}) {
  const written: Uint8Array[] = [];
  let granted = false;
  const port = {
    writable: null as WritableStream<Uint8Array> | null,
    getInfo: () => ({ usbVendorId: 0x04b8, usbProductId: 0x0e15 }),
    open: vi.fn(async (options: { baudRate: number }) => {
      opening?.();
      expect(options.baudRate).toBe(9600);
      port.writable = new WritableStream({ write: (chunk) => void written.push(chunk) });
    }),
    close: vi.fn(async () => {
      port.writable = null;
    }),
  };
  const serial = {
    requestPort: vi.fn(async () => {
      granted = true;
      return port;
    }),
    getPorts: vi.fn(async () => (granted ? [port] : [])),
  };
  Object.defineProperty(navigator, 'serial', { value: serial, configurable: true });
  return {
    written,
    unplug: () => {
      granted = false;
      port.writable = null;
    },
  };
}

/** A USB printer of the printer class, with its bulk OUT endpoint 2; `claiming` as Windows' driver would refuse. */
function fakeUsb({ claiming }: { claiming?: () => void } = {}) {
  const sent: { endpoint: number; data: Uint8Array }[] = [];
  const device = {
    vendorId: 0x04b8,
    productId: 0x0e28,
    manufacturerName: 'EPSON',
    productName: 'TM-T20X',
    opened: false,
    configuration: {
      interfaces: [
        {
          interfaceNumber: 0,
          alternates: [
            {
              interfaceClass: 7,
              endpoints: [
                { endpointNumber: 1, direction: 'in', type: 'bulk' },
                { endpointNumber: 2, direction: 'out', type: 'bulk' },
              ],
            },
          ],
        },
      ],
    },
    open: vi.fn(async () => {
      device.opened = true;
    }),
    close: vi.fn(async () => {
      device.opened = false;
    }),
    selectConfiguration: vi.fn(),
    claimInterface: vi.fn(async () => claiming?.()),
    transferOut: vi.fn(async (endpoint: number, data: Uint8Array) => {
      sent.push({ endpoint, data });
      return { status: 'ok', bytesWritten: data.length };
    }),
  };
  const usb = {
    requestDevice: vi.fn(async (options: { filters: { classCode: number }[] }) => {
      expect(options.filters).toEqual([{ classCode: 7 }]);
      return device;
    }),
    getDevices: vi.fn(async () => [device]),
  };
  Object.defineProperty(navigator, 'usb', { value: usb, configurable: true });
  return { sent };
}

const draw = () =>
  render(
    <MemoryRouter>
      <PrinterPage shopName="Forno da Nonna" />
    </MemoryRouter>,
  );

beforeEach(() => localStorage.clear());
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serial');
  Reflect.deleteProperty(navigator, 'usb');
  printerSettings.write(printerSettings.read());
});

describe('the printer of this device', () => {
  it('picks the serial printer from the browser list and prints the test ticket on it in CP860', async () => {
    const user = userEvent.setup();
    const port = fakeSerial();
    draw();
    await user.click(screen.getByRole('radio', { name: new RegExp(texts.ways.serial.title) }));
    await user.click(screen.getByRole('button', { name: texts.choose }));
    expect((await screen.findByTestId('chosen-printer')).textContent).toContain('USB 04B8:0E15');

    await user.click(screen.getByRole('button', { name: texts.test }));
    expect((await screen.findByRole('status')).textContent).toContain(texts.testSent);
    const printed = bytesAsText(port.written);
    expect(printed).toContain('Forno da Nonna');
    // "IMPRESSÃO": Ã is 0x8E in CP860, after ESC t 3.
    expect(printed).toContain('\x1bt\x03');
    expect(printed).toContain('TESTE DE IMPRESS\x8eO');
    // The ruler is exactly the 80 mm paper's 48 columns.
    expect(printed).toContain('123456789012345678901234567890123456789012345678\n');
    expect(printerSettings.read()).toMatchObject({
      way: 'serial',
      printer: { name: 'USB 04B8:0E15', vendorId: 0x04b8, productId: 0x0e15 },
    });
  });

  it('says what went wrong when the port is held by another program or the printer is unplugged', async () => {
    const user = userEvent.setup();
    const port = fakeSerial({
      opening: () => {
        throw new DOMException('The port is already open.', 'InvalidStateError');
      },
    });
    draw();
    await user.click(screen.getByRole('radio', { name: new RegExp(texts.ways.serial.title) }));
    await user.click(screen.getByRole('button', { name: texts.choose }));
    await user.click(screen.getByRole('button', { name: texts.test }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      fill(messages.printer.failed, { what: texts.testWhat, reason: messages.printer.errors.busy }),
    );

    port.unplug();
    await user.click(screen.getByRole('button', { name: texts.test }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(messages.printer.errors.disconnected));
    expect(port.written).toEqual([]);
  });

  it('prints through WebUSB to the printer class bulk endpoint, and says when the driver holds the printer', async () => {
    const user = userEvent.setup();
    const usb = fakeUsb();
    draw();
    await user.click(screen.getByRole('radio', { name: new RegExp(texts.ways.usb.title) }));
    await user.click(screen.getByRole('button', { name: texts.choose }));
    expect((await screen.findByTestId('chosen-printer')).textContent).toContain('EPSON TM-T20X');
    // A 58 mm printer: the ruler shrinks to its 32 columns.
    await user.click(screen.getByRole('button', { name: fill(texts.paperWidth, { width: 58 }) }));
    await user.click(screen.getByRole('button', { name: texts.test }));
    expect((await screen.findByRole('status')).textContent).toContain(texts.testSent);
    expect(usb.sent.map(({ endpoint }) => endpoint)).toEqual([2]);
    const printed = bytesAsText(usb.sent.map(({ data }) => data));
    expect(printed).toContain('12345678901234567890123456789012\n');
    expect(printed).not.toContain('123456789012345678901234567890123');

    fakeUsb({
      claiming: () => {
        throw new DOMException('Unable to claim interface.', 'NetworkError');
      },
    });
    await user.click(screen.getByRole('button', { name: texts.chooseAgain }));
    await user.click(screen.getByRole('button', { name: texts.test }));
    expect((await screen.findByRole('alert')).textContent).toContain(messages.printer.errors.claimed);
  });

  it('offers only what the browser can do, and never lets the last copy be turned off', async () => {
    const user = userEvent.setup();
    draw();
    // No Web Serial nor WebUSB here (Safari, Firefox): the browser's dialog is the way.
    expect(
      (screen.getByRole('radio', { name: new RegExp(texts.ways.serial.title) }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((screen.getByRole('radio', { name: new RegExp(texts.ways.usb.title) }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByRole('radio', { name: new RegExp(texts.ways.browser.title) }).getAttribute('aria-checked')).toBe(
      'true',
    );

    const delivery = screen.getByRole('checkbox', { name: new RegExp(texts.copy.delivery.title) });
    const kitchen = screen.getByRole('checkbox', { name: new RegExp(texts.copy.kitchen.title) });
    expect((delivery as HTMLButtonElement).disabled).toBe(true);
    await user.click(kitchen);
    expect((delivery as HTMLButtonElement).disabled).toBe(false);
    await user.click(delivery);
    expect((kitchen as HTMLButtonElement).disabled).toBe(true);
    expect(printerSettings.read().copies).toEqual({ kitchen: true, delivery: false });
    expect(JSON.parse(localStorage.getItem('painel.printer') ?? '{}')).toMatchObject({
      copies: { kitchen: true, delivery: false },
    });
  });
});
