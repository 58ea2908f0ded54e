const PX_PER_MM = 96 / 25.4;

/**
 * Gives each ticket in the document a page of its own, as wide as its paper and exactly as long as
 * it is, so a thermal printer feeds one ticket's length and cuts there (styles.css). Each is laid
 * out off screen as it prints to be measured, then hidden again. CSS has no "auto" length for a
 * page, and Chromium prints on Letter where it is given none.
 */
export function sizeTicketPages(doc: Document = document): void {
  const tickets = [...doc.querySelectorAll<HTMLElement>('.print-ticket')];
  const rules = tickets.map((ticket, index) => {
    ticket.classList.add('print-ticket-measured');
    const heightMm = Math.ceil(ticket.getBoundingClientRect().height / PX_PER_MM);
    ticket.classList.remove('print-ticket-measured');
    ticket.dataset.page = String(index);
    const page = `ticket-${index}`;
    return `.print-ticket[data-page="${index}"] { page: ${page}; }\n@page ${page} { size: ${ticket.dataset.paper ?? 80}mm ${heightMm}mm; margin: 0; }`;
  });
  let style = doc.getElementById('ticket-page');
  if (!style) {
    style = doc.createElement('style');
    style.id = 'ticket-page';
    doc.head.append(style);
  }
  style.textContent = rules.join('\n');
}
