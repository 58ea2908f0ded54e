import { createPortal } from 'react-dom';
import type { PaperWidth } from '../lib/printer/printer-settings.ts';
import type { Ticket, TicketLine } from '../lib/printer/ticket.ts';

const sizeClass = { large: 'ticket-large', huge: 'ticket-huge' } as const;

function Line({ line }: { line: TicketLine }) {
  if (line.kind === 'rule') return <hr className="ticket-rule" />;
  if (line.kind === 'pair') {
    const className = [line.strong && 'ticket-strong', line.size && sizeClass[line.size]].filter(Boolean).join(' ');
    return (
      <p className={`ticket-line ${className}`}>
        <span>{line.left}</span>
        <span className="ticket-amount">{line.right}</span>
      </p>
    );
  }
  const className = [
    line.center && 'ticket-center',
    line.strong && 'ticket-strong',
    line.size && sizeClass[line.size],
    line.inverse && 'ticket-inverse',
    line.indent && 'ticket-indent',
  ]
    .filter(Boolean)
    .join(' ');
  return <p className={className || undefined}>{line.text}</p>;
}

/**
 * The tickets for the browser's print dialog: hidden on screen; in print they are the whole
 * document, each on a page of its paper's width and its own length (lib/printer/ticket-page.ts).
 */
export function PrintSheets({ tickets, paper }: { tickets: Ticket[]; paper: PaperWidth }) {
  return createPortal(
    tickets.map((ticket, index) => (
      <div
        key={`${ticket.copy}-${index}`}
        className={`print-ticket print-ticket-${paper}`}
        data-testid="print-ticket"
        data-copy={ticket.copy}
        data-paper={paper}
      >
        {ticket.lines.map((line, at) => (
          <Line key={at} line={line} />
        ))}
      </div>
    )),
    document.body,
  );
}
