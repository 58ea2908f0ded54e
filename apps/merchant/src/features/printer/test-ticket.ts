import { formatMoney } from '@delivery/contract/money';
import { formatDateTime } from '../../lib/format.ts';
import { fill } from '../../lib/messages.ts';
import { paperColumns, type PaperWidth } from '../../lib/printer/printer-settings.ts';
import { rule, type Ticket } from '../../lib/printer/ticket.ts';
import { printerMessages } from './printer-messages.ts';

/**
 * The set-up's test: the title large, the accents a Portuguese ticket needs, a line exactly as
 * wide as the paper's columns (it should neither wrap nor stop short), an amount at the right.
 */
export function testTicket(shopName: string, paper: PaperWidth, now = new Date()): Ticket {
  const texts = printerMessages.testTicket;
  const columns = paperColumns[paper];
  const ruler = Array.from({ length: columns }, (_, index) => String((index + 1) % 10)).join('');
  return {
    copy: 'test',
    lines: [
      { kind: 'text', text: shopName, center: true, strong: true, size: 'large' },
      { kind: 'text', text: texts.title, center: true, strong: true, inverse: true },
      rule,
      { kind: 'text', text: texts.accents },
      { kind: 'text', text: fill(texts.columns, { columns }) },
      { kind: 'text', text: ruler },
      { kind: 'pair', left: texts.money, right: formatMoney(123_456), strong: true },
      rule,
      { kind: 'text', text: fill(texts.printedAt, { date: formatDateTime(now) }) },
      { kind: 'text', text: texts.ok },
    ],
  };
}
