/**
 * A ticket as lines, drawn the same on paper through the browser (components/print-sheets.tsx)
 * and in ESC/POS (escpos.ts): what a ticket says is written once, each printer way only draws it.
 */
export type TicketLine =
  | {
      kind: 'text';
      text: string;
      center?: boolean;
      strong?: boolean;
      /** Large: double height on a thermal printer; huge: double width too (a short text: the order's number). */
      size?: 'large' | 'huge';
      /** White on black, the band that says delivery or pickup. */
      inverse?: boolean;
      indent?: boolean;
    }
  | { kind: 'pair'; left: string; right: string; strong?: boolean; size?: 'large' }
  | { kind: 'rule' };

export type Ticket = {
  /** Which copy this is, for the page and the tests: 'kitchen', 'delivery', 'test'. */
  copy: string;
  lines: TicketLine[];
};

export const rule: TicketLine = { kind: 'rule' };
