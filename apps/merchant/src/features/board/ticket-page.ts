const PX_PER_MM = 96 / 25.4;

/**
 * Sizes the printed page to the ticket in the document: 80 mm wide and exactly as long as it is, so
 * a thermal printer feeds one ticket's length and cuts there (styles.css names the page `ticket`).
 * The ticket is laid out off screen as it prints to be measured, then hidden again.
 */
export function sizeTicketPage(doc: Document = document): void {
  const ticket = doc.querySelector<HTMLElement>('.print-ticket');
  if (!ticket) return;
  ticket.classList.add('print-ticket-measured');
  const heightMm = Math.ceil(ticket.getBoundingClientRect().height / PX_PER_MM);
  ticket.classList.remove('print-ticket-measured');
  let rule = doc.getElementById('ticket-page');
  if (!rule) {
    rule = doc.createElement('style');
    rule.id = 'ticket-page';
    doc.head.append(rule);
  }
  rule.textContent = `@page ticket { size: 80mm ${heightMm}mm; margin: 0; }`;
}
