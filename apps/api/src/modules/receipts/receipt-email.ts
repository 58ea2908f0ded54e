import type { TShopAddress } from '@delivery/contract/catalog';
import { brandShades, contrastOnWhite, minimumContrast } from '@delivery/contract/colours';
import type { TContact } from '@delivery/contract/contact';
import { formatBrPhone } from '@delivery/contract/contact-text';
import { apiMessages, formatMessage, paymentMethodWords } from '@delivery/contract/messages';
import { formatDeduction, formatReais } from '@delivery/contract/money';
import type { TOrder } from '@delivery/contract/orders';
import { addressLine } from '@delivery/contract/shop-address';
import { escapeHtml } from '../../lib/html.ts';
import type { ReceiptMoment } from './queue.ts';

/** What a receipt says, read by the worker as the order stands when it is sent. */
export type ReceiptFacts = {
  moment: ReceiptMoment;
  order: TOrder;
  customerName: string;
  /** The tenant's name and colour (#rrggbb, checked by the contract), and the order's page on its host. */
  brand: { title: string; colour: string; orderUrl: string | null };
  shop: { address: TShopAddress | undefined; contact: TContact | undefined; timeZone: string };
};

export type ReceiptEmail = { subject: string; text: string; html: string };

/** A line of the receipt: a label and its value; the total's in bold. */
type Row = { label: string; value: string; strong?: boolean };

const words = apiMessages;

function subjectAndLead({ moment, order }: ReceiptFacts): { subject: string; lead: string } {
  const values = { number: order.order_number, shop: order.shop_name };
  if (moment === 'placed') {
    return {
      subject: formatMessage(words.receiptPlacedSubject, values),
      lead: formatMessage(words.receiptPlacedLead, values),
    };
  }
  return order.delivery_type === 'pickup'
    ? {
        subject: formatMessage(words.receiptPickedUpSubject, values),
        lead: formatMessage(words.receiptPickedUpLead, values),
      }
    : {
        subject: formatMessage(words.receiptDeliveredSubject, values),
        lead: formatMessage(words.receiptDeliveredLead, values),
      };
}

/** 'Pix · pago', 'Dinheiro · troco para R$ 100,00', 'Cartão pelo app · Mastercard final 6351'. */
function paymentLine(order: TOrder): string {
  const parts = [paymentMethodWords[order.payment_method]];
  if (order.payment_method === 'cash' && order.change_for) {
    parts.push(formatMessage(words.receiptChangeFor, { amount: formatReais(order.change_for) }));
  }
  if (order.payment_method === 'card_on_delivery') {
    const type =
      order.card_type === 'credit' ? words.receiptCredit : order.card_type === 'debit' ? words.receiptDebit : '';
    const card = [order.card_flag, type].filter(Boolean).join(' ');
    if (card) parts.push(card);
  }
  if (order.payment_method === 'card_online' && order.card) {
    const digits = order.card.last_four;
    parts.push(digits ? `${order.card.brand} ${formatMessage(words.receiptCardEnding, { digits })}` : order.card.brand);
  }
  if (order.payment_method === 'pix' || order.payment_method === 'card_online') {
    parts.push(order.payment_status === 'paid' ? words.receiptPaid : words.receiptAwaitingPayment);
  }
  return parts.join(' · ');
}

function totalRows(order: TOrder): Row[] {
  const { totals } = order;
  return [
    { label: words.receiptProducts, value: formatReais(totals.total_products) },
    ...(order.delivery_type === 'delivery'
      ? [{ label: words.receiptDelivery, value: formatReais(totals.delivery_price) }]
      : []),
    ...(totals.discount > 0 ? [{ label: words.receiptDiscount, value: formatDeduction(totals.discount) }] : []),
    ...(totals.cashback > 0 ? [{ label: words.receiptCashback, value: formatDeduction(totals.cashback) }] : []),
    { label: words.receiptTotal, value: formatReais(totals.order_total), strong: true },
    ...(order.refund && order.refund.amount > 0
      ? [{ label: words.receiptRefunded, value: formatDeduction(order.refund.amount) }]
      : []),
  ];
}

function detailRows(order: TOrder, shopAddress: string | null): Row[] {
  const where =
    order.delivery_type === 'delivery'
      ? order.address && { label: words.receiptDeliverTo, value: order.address }
      : { label: words.receiptPickUpAt, value: shopAddress ?? order.shop_name };
  return [
    { label: words.receiptPayment, value: paymentLine(order) },
    ...(where ? [where] : []),
    ...(order.cpf_on_receipt ? [{ label: words.receiptCpf, value: order.cpf_on_receipt }] : []),
  ];
}

function shopLines(facts: ReceiptFacts): string[] {
  const { contact, address } = facts.shop;
  return [
    facts.order.shop_name,
    ...(contact?.phone ? [`${words.receiptShopPhone} ${formatBrPhone(contact.phone)}`] : []),
    ...(contact?.whatsapp ? [`${words.receiptShopWhatsApp} ${formatBrPhone(contact.whatsapp)}`] : []),
    ...(address ? [addressLine(address)] : []),
  ];
}

const itemLines = (item: TOrder['items'][number]): string[] => [
  ...item.options.map(
    (o) =>
      formatMessage(words.receiptItemOption, { group: o.group, option: o.option }) +
      (o.price > 0 ? ` (+${formatReais(o.price)})` : ''),
  ),
  ...(item.notes ? [formatMessage(words.receiptItemNotes, { notes: item.notes })] : []),
];

/**
 * The e-mail of a receipt, as text and as HTML that reads well in Gmail and Outlook on a phone:
 * one column at most 600 px wide, laid out by tables with inline styles (what those clients
 * keep), system fonts, 16 px text, no images to download, a hidden preheader for the inbox line.
 */
export function receiptEmail(facts: ReceiptFacts): ReceiptEmail {
  const { order, brand } = facts;
  const { subject, lead } = subjectAndLead(facts);
  const greeting = formatMessage(words.receiptGreeting, { name: facts.customerName.split(' ')[0] ?? '' });
  const date = new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: facts.shop.timeZone,
  }).format(new Date(order.created_at));
  const heading = formatMessage(words.receiptOrderOf, { number: order.order_number, date });
  const shopAddress = facts.shop.address ? addressLine(facts.shop.address) : null;
  const totals = totalRows(order);
  const details = detailRows(order, shopAddress);
  const shop = shopLines(facts);
  const why = formatMessage(words.receiptWhy, { title: brand.title });

  const text = [
    greeting,
    '',
    lead,
    '',
    heading,
    '',
    ...order.items.flatMap((item) => [
      `${item.quantity}x ${item.name}  ${formatReais(item.total)}`,
      ...itemLines(item).map((line) => `   ${line}`),
    ]),
    '',
    ...totals.map((row) => `${row.label}  ${row.value}`),
    '',
    ...details.map((row) => `${row.label}: ${row.value}`),
    '',
    ...shop,
    ...(brand.orderUrl ? ['', `${words.receiptSeeOrder}: ${brand.orderUrl}`] : []),
    '',
    why,
  ].join('\n');

  return { subject, text, html: receiptHtml({ facts, subject, lead, greeting, heading, totals, details, shop, why }) };
}

/** The text's colour, and the header's when the brand's gives white text too little contrast. */
const ink = '#1f2937';
const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const e = escapeHtml;

function receiptHtml(parts: {
  facts: ReceiptFacts;
  subject: string;
  lead: string;
  greeting: string;
  heading: string;
  totals: Row[];
  details: Row[];
  shop: string[];
  why: string;
}): string {
  const { facts, totals, details, shop } = parts;
  const { order, brand } = facts;
  // White text on the brand's colour: one too light for it gives way to its dark shade, else to ink.
  const paint =
    [brand.colour, brandShades(brand.colour)['800']].find((c) => contrastOnWhite(c) >= minimumContrast) ?? ink;
  const cell = `${font};font-size:16px;line-height:24px;color:${ink}`;
  const small = `${font};font-size:14px;line-height:20px;color:#4b5563`;
  const items = order.items
    .map(
      (item) =>
        `<tr><td style="${cell};padding:8px 0;border-bottom:1px solid #e5e7eb;vertical-align:top">` +
        `<strong>${item.quantity}x ${e(item.name)}</strong>` +
        itemLines(item)
          .map((line) => `<br><span style="${small}">${e(line)}</span>`)
          .join('') +
        `</td><td style="${cell};padding:8px 0 8px 12px;border-bottom:1px solid #e5e7eb;text-align:right;vertical-align:top;white-space:nowrap">${e(formatReais(item.total))}</td></tr>`,
    )
    .join('');
  const totalLines = totals
    .map(
      (row) =>
        `<tr><td style="${row.strong ? cell : small};padding:4px 0${row.strong ? ';font-weight:700' : ''}">${e(row.label)}</td>` +
        `<td style="${row.strong ? cell : small};padding:4px 0 4px 12px;text-align:right;white-space:nowrap${row.strong ? ';font-weight:700' : ''}">${e(row.value)}</td></tr>`,
    )
    .join('');
  const detailLines = details
    .map(
      (row) =>
        `<p style="${small};margin:0 0 8px"><strong style="color:${ink}">${e(row.label)}</strong><br>${e(row.value)}</p>`,
    )
    .join('');
  const button = brand.orderUrl
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0 8px"><tr><td style="border-radius:12px;background:${paint}">` +
      `<a href="${e(brand.orderUrl)}" style="${font};display:inline-block;padding:14px 24px;font-size:16px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:12px">${e(words.receiptSeeOrder)}</a>` +
      `</td></tr></table>`
    : '';
  return (
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light">` +
    `<title>${e(parts.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f3f4f6">` +
    `<div style="display:none;max-height:0;overflow:hidden">${e(parts.lead)}</div>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:16px 8px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:16px">` +
    `<tr><td style="background:${paint};border-radius:16px 16px 0 0;padding:20px 24px;${font};font-size:20px;font-weight:700;color:#ffffff">${e(brand.title)}</td></tr>` +
    `<tr><td style="padding:24px">` +
    `<p style="${cell};margin:0 0 8px;font-size:18px;font-weight:700">${e(parts.greeting)}</p>` +
    `<p style="${cell};margin:0 0 20px">${e(parts.lead)}</p>` +
    `<p style="${small};margin:0 0 4px;font-weight:700;text-transform:uppercase;letter-spacing:.04em">${e(parts.heading)}</p>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${items}</table>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:12px 0 20px">${totalLines}</table>` +
    detailLines +
    button +
    `</td></tr>` +
    `<tr><td style="padding:16px 24px 24px;border-top:1px solid #e5e7eb">` +
    `<p style="${small};margin:0">${shop.map((line, index) => (index === 0 ? `<strong style="color:${ink}">${e(line)}</strong>` : e(line))).join('<br>')}</p>` +
    `<p style="${font};font-size:12px;line-height:18px;color:#6b7280;margin:16px 0 0">${e(parts.why)}</p>` +
    `</td></tr></table></td></tr></table></body></html>`
  );
}
