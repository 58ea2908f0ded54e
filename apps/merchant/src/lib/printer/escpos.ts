import type ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { paperColumns, type PrinterSettings } from './printer-settings.ts';
import type { Ticket, TicketLine } from './ticket.ts';

/**
 * Marks the code pages lack, in the nearest ASCII (the no-break spaces Intl puts in 'R$ 10,00' and
 * in times too): the rest of a Portuguese ticket is in CP860 and CP850.
 */
const plainer: Record<string, string> = {
  '—': '-',
  '–': '-',
  '·': '-',
  '…': '...',
  '“': '"',
  '”': '"',
  '‘': "'",
  '’': "'",
  '⅓': '1/3',
  '⅔': '2/3',
  '¾': '3/4',
  '×': 'x',
  '•': '*',
  '\u00a0': ' ',
  '\u202f': ' ',
};

/**
 * The text as the printer's code page can print it: typographic marks made plain, and emoji (a
 * customer's "sem cebola 🙏") left out rather than printed as "?".
 */
export const printable = (text: string): string =>
  text
    .normalize('NFC')
    .replace(/\p{Extended_Pictographic}\uFE0F?/gu, '')
    .replace(/[—–·…“”‘’⅓⅔¾×•\u00a0\u202f]/g, (mark) => plainer[mark] ?? mark)
    .trim();

function draw(out: ReceiptPrinterEncoder, line: TicketLine, columns: number): void {
  if (line.kind === 'rule') {
    // Dashes, as on the browser's ticket, in the ticket's own code page (a box-drawing rule switches to CP437).
    out.line('-'.repeat(columns));
    return;
  }
  if (line.kind === 'pair') {
    const right = printable(line.right);
    out.bold(Boolean(line.strong)).size(1, line.size === 'large' ? 2 : 1);
    out.table(
      [
        { width: columns - right.length - 1, align: 'left' },
        { width: right.length, align: 'right', marginLeft: 1 },
      ],
      [[printable(line.left), right]],
    );
    out.bold(false).size(1, 1);
    return;
  }
  const height = line.size ? 2 : 1;
  const width = line.size === 'huge' ? 2 : 1;
  out
    .align(line.center ? 'center' : 'left')
    .bold(Boolean(line.strong))
    .invert(Boolean(line.inverse))
    .size(width, height);
  out.line(`${line.indent ? '  ' : ''}${printable(line.text)}`);
  out.invert(false).bold(false).size(1, 1).align('left');
}

/**
 * The tickets as one ESC/POS stream, each cut after its last line. Font A's columns per paper
 * width, the code page chosen (ESC t on Epson's numbering, which the Brazilian brands follow in
 * ESC/POS mode). The encoder (about 100 KB) loads on the first print, not with the panel.
 */
export async function escposTickets(tickets: Ticket[], settings: PrinterSettings): Promise<Uint8Array<ArrayBuffer>> {
  const { default: Encoder } = await import('@point-of-sale/receipt-printer-encoder');
  const columns = paperColumns[settings.paper];
  const out = new Encoder({ language: 'esc-pos', columns, codepageMapping: 'epson', feedBeforeCut: 4 });
  out.initialize().codepage(settings.codepage);
  for (const ticket of tickets) {
    for (const line of ticket.lines) draw(out, line, columns);
    out.cut('partial');
  }
  // A copy on a plain ArrayBuffer, as WebUSB's transferOut takes.
  return Uint8Array.from(out.encode());
}
