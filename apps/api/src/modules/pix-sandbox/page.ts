import { stateOf, type SandboxCharge } from './charges.ts';
import type { SandboxRefund } from './refunds.ts';
import { formatReais } from '@delivery/contract/money';
import { escapeHtml } from '../../lib/html.ts';

const time = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Sao_Paulo',
});

const stateLabels = { open: 'Aguardando pagamento', paid: 'Paga', expired: 'Expirada', removed: 'Removida' };

const button = (txid: string, action: 'pay' | 'notify', label: string, notify = true) =>
  `<form method="post" action="/dev/pix/charges/${encodeURIComponent(txid)}/${action}">` +
  `${notify ? '' : '<input type="hidden" name="notify" value="0">'}<button type="submit">${label}</button></form>`;

function row(charge: SandboxCharge, refunds: SandboxRefund[]): string {
  const state = stateOf(charge);
  const expires = new Date(charge.createdAt.getTime() + charge.expiresInSeconds * 1000);
  const actions =
    state === 'open'
      ? button(charge.txid, 'pay', 'Pagar') + button(charge.txid, 'pay', 'Pagar sem avisar (webhook perdido)', false)
      : state === 'paid'
        ? button(charge.txid, 'notify', 'Reenviar webhook')
        : '';
  return (
    `<tr data-txid="${escapeHtml(charge.txid)}" data-state="${state}">` +
    `<td>${time.format(charge.createdAt)}</td>` +
    `<td><code>${escapeHtml(charge.txid)}</code><br><small>${escapeHtml(charge.payerRequest ?? '')}</small></td>` +
    `<td>${escapeHtml(charge.chave)}</td>` +
    `<td>${formatReais(Number(charge.amount))}</td>` +
    `<td>${time.format(expires)}</td>` +
    `<td>${stateLabels[state]}${charge.endToEndId ? `<br><small><code>${escapeHtml(charge.endToEndId)}</code></small>` : ''}` +
    refunds
      .filter((refund) => refund.endToEndId === charge.endToEndId)
      .map((refund) => `<br>Devolvida: ${formatReais(Number(refund.amount))} (${escapeHtml(refund.status)})`)
      .join('') +
    `</td>` +
    `<td>${escapeHtml(charge.webhookResult ?? '')}</td>` +
    `<td>${actions}</td></tr>`
  );
}

/** The sandbox PSP's page: its charges, newest first, and a button that pays an open one. */
export function chargesPage(charges: SandboxCharge[], refunds: SandboxRefund[], notice: string | null): string {
  const rows =
    charges.map((charge) => row(charge, refunds)).join('') || '<tr><td colspan="8">Nenhuma cobrança ainda.</td></tr>';
  return (
    '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>PSP Pix (sandbox)</title>' +
    '<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}' +
    'td,th{border:1px solid #ccc;padding:.4rem .6rem;text-align:left;vertical-align:top}' +
    'form{display:inline-block;margin:0 .3rem .3rem 0}.notice{background:#eef;padding:.6rem}</style>' +
    '<h1>PSP Pix (sandbox)</h1>' +
    '<p>As cobranças que a API criou neste provedor de teste. <strong>Pagar</strong> faz o que o app do ' +
    'banco faria e avisa a API pelo webhook; <strong>Pagar sem avisar</strong> simula um webhook perdido, ' +
    'que a conciliação encontra. <a href="/dev/pix">Atualizar</a> · <a href="/dev">Área de testes</a></p>' +
    (notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : '') +
    '<table><thead><tr><th>Criada</th><th>txid</th><th>Chave</th><th>Valor</th><th>Expira</th>' +
    '<th>Situação</th><th>Webhook</th><th>Ações</th></tr></thead>' +
    `<tbody>${rows}</tbody></table></html>`
  );
}
