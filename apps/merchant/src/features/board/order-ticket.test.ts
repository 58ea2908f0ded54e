import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locale } from '@delivery/contract/constants';
import { formatDateTime } from '../../lib/format.ts';
import { escposTickets } from '../../lib/printer/escpos.ts';
import { defaultPrinterSettings, type PrinterSettings } from '../../lib/printer/printer-settings.ts';
import { boardOrder } from './board-order.fixture.ts';
import { orderTicket } from './order-ticket.ts';

const golden = new URL('./fixtures/order-7-80mm-cp860.escpos', import.meta.url);
const settings: PrinterSettings = { ...defaultPrinterSettings, copies: { kitchen: true, delivery: true } };
const order = boardOrder();
const dateTimeParts = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
} as const;

/** The bytes as `xxd` shows them, so a failure reads as a diff of lines, not of two byte arrays. */
const hexdump = (bytes: Uint8Array) =>
  Array.from({ length: Math.ceil(bytes.length / 16) }, (_, row) => {
    const line = [...bytes.subarray(row * 16, row * 16 + 16)];
    const hex = line.map((byte) => byte.toString(16).padStart(2, '0')).join(' ');
    const text = line.map((byte) => (byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : '.')).join('');
    return `${hex.padEnd(47)}  ${text}`;
  }).join('\n');

/** The ticket prints the time the order was placed where the device is; the golden file was written in UTC. */
function asWrittenInUtc(bytes: Uint8Array): Uint8Array {
  const local = new TextEncoder().encode(formatDateTime(order.placed_at));
  const inUtc = new Intl.DateTimeFormat(locale, { ...dateTimeParts, timeZone: 'UTC' });
  const utc = new TextEncoder().encode(inUtc.format(new Date(order.placed_at)));
  const out = Uint8Array.from(bytes);
  for (let at = 0; at <= out.length - local.length; at++) {
    if (local.every((byte, index) => out[at + index] === byte)) out.set(utc, at);
  }
  return out;
}

/**
 * The lines as the paper shows them: the commands left out (ESC @ and FS . are two bytes, every
 * other one the ticket sends three: ESC E n, ESC t n, GS ! n, GS B n, GS V n), a line ended by LF.
 */
function printedLines(bytes: Uint8Array): string[] {
  const lines: string[] = [''];
  for (let at = 0; at < bytes.length; at++) {
    const byte = bytes[at]!;
    if (byte === 0x1b || byte === 0x1c || byte === 0x1d) {
      const next = bytes[at + 1];
      at += (byte === 0x1b && next === 0x40) || (byte === 0x1c && next === 0x2e) ? 1 : 2;
    } else if (byte === 0x0a) lines.push('');
    else if (byte !== 0x0d) lines[lines.length - 1] += String.fromCharCode(byte);
  }
  return lines;
}

describe('an order on a thermal printer (ESC/POS)', () => {
  it('prints the sample order, kitchen and delivery copies, byte for byte as the golden file', async () => {
    const bytes = asWrittenInUtc(
      await escposTickets([orderTicket(order, 'kitchen'), orderTicket(order, 'delivery')], settings),
    );
    if (process.env.UPDATE_GOLDEN) writeFileSync(golden, bytes);
    expect(hexdump(bytes)).toBe(hexdump(readFileSync(golden)));
  });

  it('sets CP860 once and writes the accents in it, with no "?" for a character the page lacks', async () => {
    const bytes = await escposTickets([orderTicket(order, 'delivery')], settings);
    // ESC @ (reset), then ESC t 3: Epson's number for CP860, which Elgin, Bematech and Daruma share.
    expect([...bytes.subarray(0, 2)]).toEqual([0x1b, 0x40]);
    const text = [...bytes];
    const at = (sequence: number[]) =>
      text.findIndex((_, index) => sequence.every((byte, offset) => text[index + offset] === byte));
    expect(at([0x1b, 0x74, 0x03])).toBeGreaterThan(0);
    // "Cambuí": í is 0xA1 in CP860; "½ Calabresa": ½ is 0xAB.
    expect(at([...new TextEncoder().encode('Cambu'), 0xa1])).toBeGreaterThan(0);
    expect(at([0xab, 0x20, ...new TextEncoder().encode('Calabresa')])).toBeGreaterThan(0);
    // The address's "—" and the money's no-break space come out plain: no "?" anywhere.
    expect(text).not.toContain(0x3f);
    // The paper is cut after each ticket (GS V 1, a partial cut that leaves it hanging).
    expect(at([0x1d, 0x56, 0x01])).toBeGreaterThan(0);
  });

  it('leaves the prices and the address off the kitchen copy, and shows them on the delivery one', () => {
    const text = (copy: 'kitchen' | 'delivery') =>
      orderTicket(order, copy)
        .lines.map((line) =>
          line.kind === 'text' ? line.text : line.kind === 'pair' ? `${line.left} ${line.right}` : '-',
        )
        .join('\n');
    expect(text('kitchen')).toContain('VIA DA COZINHA');
    expect(text('kitchen')).toContain('1x Pizza Grande meio a meio (8 fatias)');
    expect(text('kitchen')).toContain('Obs.: sem cebola');
    expect(text('kitchen')).not.toMatch(/R\$|Rua das Flores|Pagamento/);
    expect(text('delivery')).toMatch(/Rua das Flores, 120 — ap 31/);
    expect(text('delivery')).toMatch(/TOTAL R\$\s69,90/);
    expect(text('delivery')).toMatch(/Levar troco de R\$\s30,10/);
  });

  it('fits a 58 mm paper: no line of the ticket is wider than its 32 columns', async () => {
    const bytes = await escposTickets([orderTicket(order, 'delivery')], { ...settings, paper: 58 });
    const lines = printedLines(bytes);
    expect(lines.some((line) => line.includes('Cambu'))).toBe(true);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(32);
  });
});
