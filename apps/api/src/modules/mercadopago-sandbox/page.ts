import { formatReais } from '@delivery/contract/money';
import { SANDBOX_PATH } from '../../providers/mercadopago-settings.ts';
import { brandById } from './cards.ts';
import { escapeHtml, page } from './html.ts';
import { decisions, detailLabels, statusLabels } from './outcomes.ts';
import { creqOf } from './answers.ts';
import type { SandboxPayment, SandboxRefund } from './payments.ts';

const time = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Sao_Paulo',
});

const button = (payment: SandboxPayment, action: string, label: string, primary = false) =>
  `<form method="post" action="${SANDBOX_PATH}/payments/${payment.id}/${action}">` +
  `<button type="submit"${primary ? ' class="primary"' : ''}>${label}</button></form>`;

/** The controls that apply to the payment as it is now. */
function actions(payment: SandboxPayment): string {
  const parts: string[] = [];
  if (payment.status === 'in_process') {
    parts.push(button(payment, 'approve', 'Aprovar (análise)', true), button(payment, 'reject', 'Recusar (análise)'));
  }
  if (payment.status === 'approved') parts.push(button(payment, 'chargeback', 'Contestar (chargeback)'));
  if (payment.challengeId && payment.statusDetail === decisions.challenge.statusDetail) {
    // What the shop's checkout would show in its iframe, for a person who lost it.
    parts.push(
      `<form method="post" action="${SANDBOX_PATH}/3ds/challenge" target="_blank">` +
        `<input type="hidden" name="creq" value="${escapeHtml(creqOf(payment.challengeId))}">` +
        '<button type="submit" class="primary">Abrir a autenticação 3DS</button></form>',
    );
  }
  if (payment.notificationUrl) parts.push(button(payment, 'notify', 'Reenviar notificação'));
  return parts.join('');
}

/** What the last notification got, in words: 'none' is a payment without a notification_url. */
const notificationLabel = (result: string | null) =>
  result === null ? 'enviando…' : result === 'none' ? 'sem notification_url' : result;

/** One column of a row; its content in one box, so a phone's layout puts the label beside all of it. */
const cell = (label: string, content: string) => `<td data-label="${label}"><div>${content}</div></td>`;

function row(payment: SandboxPayment, sellerName: string | null, refunds: SandboxRefund[]): string {
  const brand = brandById(payment.paymentMethodId);
  const refunded = refunds
    .filter((refund) => refund.paymentId === payment.id)
    .map((refund) => `<br><small>Devolução de ${formatReais(refund.amountCents / 100)}</small>`)
    .join('');
  return (
    `<tr data-payment-id="${payment.id}" data-status="${escapeHtml(payment.status)}">` +
    cell('Criado', time.format(payment.createdAt)) +
    cell(
      'Pagamento',
      `<code>${payment.id}</code>` +
        (payment.externalReference ? `<br><small>ref. ${escapeHtml(payment.externalReference)}</small>` : ''),
    ) +
    cell('Vendedor', `${escapeHtml(sellerName ?? '?')}<br><small>${payment.userId}</small>`) +
    cell('Valor', `<strong class="nowrap">${formatReais(payment.amountCents / 100)}</strong>`) +
    cell(
      'Situação',
      `<span class="status ${escapeHtml(payment.status)}">${statusLabels[payment.status]}</span>` +
        `<br><small>${escapeHtml(detailLabels[payment.statusDetail] ?? payment.statusDetail)}</small>${refunded}`,
    ) +
    cell(
      'Cartão',
      `${escapeHtml(brand?.name ?? payment.paymentMethodId)} <span class="nowrap">•••• ${escapeHtml(payment.lastFourDigits)}</span>` +
        `<br><small>${escapeHtml(payment.cardholderName)}</small>`,
    ) +
    cell('Notificação', escapeHtml(notificationLabel(payment.notificationResult))) +
    cell('Ações', `<div class="row-actions">${actions(payment)}</div>`) +
    '</tr>'
  );
}

const tableStyle =
  'table{border-collapse:collapse;width:100%;background:#fff;border-radius:.6rem;overflow:hidden;' +
  'box-shadow:0 1px 3px #0002}th,td{padding:.55rem .7rem;text-align:left;vertical-align:top;' +
  'border-bottom:1px solid #e5e7eb}th{background:#f9fafb;font-size:.85rem}' +
  '.row-actions{display:flex;flex-wrap:wrap;gap:.4rem}.row-actions button{min-height:2.2rem;padding:.3rem .7rem;' +
  'white-space:nowrap}.nowrap{white-space:nowrap}' +
  '.status{font-weight:600}.approved{color:#047857}.rejected,.charged_back{color:#b91c1c}' +
  '.cancelled,.refunded{color:#6b7280}.in_process,.pending{color:#b45309}' +
  '@media (max-width:760px){main.wide{padding:0 .6rem}table,tbody,tr,td{display:block;width:100%}' +
  'thead{display:none}table{background:none;box-shadow:none}' +
  'tr{background:#fff;border-radius:.6rem;box-shadow:0 1px 3px #0002;margin-bottom:.8rem;padding:.4rem 0}' +
  'td{border:0;padding:.3rem .9rem;display:grid;grid-template-columns:6.5rem 1fr;gap:.5rem}' +
  'td::before{content:attr(data-label);font-weight:600;color:#6b7280;font-size:.85rem}}';

/** The stand-in's page: the newest payments, newest first, and the controls that apply to each. */
export function paymentsPage(
  rows: { payment: SandboxPayment; sellerName: string | null }[],
  refunds: SandboxRefund[],
  notice: string | null,
): string {
  const body = rows.length
    ? rows.map(({ payment, sellerName }) => row(payment, sellerName, refunds)).join('')
    : '<tr><td colspan="8">Nenhum pagamento ainda.</td></tr>';
  return page(
    'Mercado Pago (sandbox)',
    '<main class="wide"><h1>Pagamentos com cartão (sandbox)</h1>' +
      '<p>Os pagamentos que a API fez neste Mercado Pago de teste, os 50 mais novos. O nome do titular decide ' +
      'o resultado (<code>APRO</code> aprova, <code>OTHE</code> recusa, <code>CONT</code> fica em análise…); ' +
      'os botões fazem o que o Mercado Pago faria sozinho e avisam a API pela notificação. ' +
      `<a href="${SANDBOX_PATH}">Atualizar</a> · <a href="/dev">Área de testes</a></p>` +
      (notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : '') +
      '<table><thead><tr><th>Criado</th><th>Pagamento</th><th>Vendedor</th><th>Valor</th><th>Situação</th>' +
      `<th>Cartão</th><th>Notificação</th><th>Ações</th></tr></thead><tbody>${body}</tbody></table></main>`,
    tableStyle,
  );
}
