import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { formatReais } from '@delivery/contract/money';
import { SANDBOX_PATH } from '../../providers/mercadopago-settings.ts';
import { escapeHtml, page, sendPage } from './html.ts';
import { notifyLater } from './notifications.ts';
import { decisions } from './outcomes.ts';
import { changeStatus, paymentByChallenge, type SandboxPayment } from './payments.ts';

const ZChallengeForm = z.object({ creq: z.string().max(4000) });
const ZDecisionForm = ZChallengeForm.extend({ decision: z.enum(['authenticate', 'refuse']) });
const ZCreq = z.object({ threeDSServerTransID: z.uuid() });

/** The challenge's transaction in a creq (base64 of the EMV 3DS JSON), or null for anything else. */
function challengeIdOf(creq: string): string | null {
  try {
    const parsed = ZCreq.safeParse(JSON.parse(Buffer.from(creq, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data.threeDSServerTransID : null;
  } catch {
    return null;
  }
}

const DONE_SCRIPT = `${SANDBOX_PATH}/js/3ds-done.js`;

/**
 * Tells the shop's page (the challenge is in its iframe, or a window it opened) how it ended, as
 * Mercado Pago's 3-D Secure flow does once the issuer answers.
 */
const doneScript = `(function () {
  var message = { type: 'mercadopago-3ds', status: document.body.getAttribute('data-status') };
  if (window.parent && window.parent !== window) window.parent.postMessage(message, '*');
  if (window.opener) window.opener.postMessage(message, '*');
})();
`;

// The issuer's page is framed by whichever shop's checkout shows it, as a real issuer's is; '*'
// names network schemes only, so the iOS app's page (capacitor://localhost) is named apart.
const framedByAnyShop = { frameAncestors: ['*', 'capacitor:'] };

const compact = 'main{margin:1rem auto}.card{padding:1rem}';

function message(reply: FastifyReply, status: number, title: string, text: string) {
  const body = `<main><div class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></div></main>`;
  return sendPage(reply, status, page(title, body, compact), framedByAnyShop);
}

function challengePage(payment: SandboxPayment, creq: string): string {
  const hidden = `<input type="hidden" name="creq" value="${escapeHtml(creq)}">`;
  return page(
    'Autenticação do cartão (sandbox)',
    '<main><div class="card"><h1>Autenticação do cartão (sandbox)</h1>' +
      `<p>O banco emissor pede que você confirme a compra de <strong>${formatReais(payment.amountCents / 100)}</strong> ` +
      `com o cartão terminado em <strong>${escapeHtml(payment.lastFourDigits)}</strong>.</p>` +
      '<p class="muted">Num banco de verdade, aqui viria um código por SMS ou uma confirmação no app.</p>' +
      `<form method="post" action="${SANDBOX_PATH}/3ds/challenge/decision">${hidden}<div class="actions">` +
      '<button class="primary" type="submit" name="decision" value="authenticate">Autenticar</button>' +
      '<button type="submit" name="decision" value="refuse">Não autenticar</button></div></form></div></main>',
    compact,
  );
}

/**
 * The issuer's 3-D Secure page (the ACS): the payer's browser posts the payment's creq to it,
 * usually inside the shop's iframe, and authenticates or not. The payment is then approved or
 * rejected and notified, and the page tells its opener or parent.
 */
export async function threeDsRoutes(app: FastifyInstance): Promise<void> {
  const waitingPayment = async (creq: string) => {
    const challengeId = challengeIdOf(creq);
    return challengeId ? paymentByChallenge(app.db, challengeId) : null;
  };
  const notWaiting = (reply: FastifyReply) =>
    message(reply, 409, 'Autenticação do cartão (sandbox)', 'Este pagamento não está aguardando autenticação.');
  const unknown = (reply: FastifyReply) =>
    message(reply, 400, 'Autenticação do cartão (sandbox)', 'Pedido de autenticação inválido ou desconhecido.');

  app.post(`${SANDBOX_PATH}/3ds/challenge`, { schema: { hide: true } }, async (request, reply) => {
    const form = ZChallengeForm.safeParse(request.body);
    const payment = form.success ? await waitingPayment(form.data.creq) : null;
    if (!form.success || !payment) return unknown(reply);
    if (payment.statusDetail !== decisions.challenge.statusDetail) return notWaiting(reply);
    return sendPage(reply, 200, challengePage(payment, form.data.creq), framedByAnyShop);
  });

  app.post(`${SANDBOX_PATH}/3ds/challenge/decision`, { schema: { hide: true } }, async (request, reply) => {
    const form = ZDecisionForm.safeParse(request.body);
    const payment = form.success ? await waitingPayment(form.data.creq) : null;
    if (!form.success || !payment) return unknown(reply);
    const outcome = form.data.decision === 'authenticate' ? decisions.authenticated : decisions.notAuthenticated;
    const decided = await changeStatus(
      app.db,
      payment.id,
      { status: [decisions.challenge.status], statusDetail: decisions.challenge.statusDetail },
      outcome,
    );
    if (!decided) return notWaiting(reply);
    notifyLater(app.db, app.log, decided, 'payment.updated');
    const text =
      decided.status === 'approved'
        ? 'Cartão autenticado. Você já pode voltar à loja.'
        : 'A autenticação não foi feita; o pagamento foi recusado.';
    const body =
      `<main><div class="card"><h1>Autenticação concluída</h1><p>${escapeHtml(text)}</p></div></main>` +
      `<script src="${DONE_SCRIPT}"></script>`;
    const html = page('Autenticação concluída', body, compact).replace(
      '<body>',
      `<body data-status="${escapeHtml(decided.status)}">`,
    );
    return sendPage(reply, 200, html, { ...framedByAnyShop, scripts: true });
  });

  app.get(DONE_SCRIPT, { schema: { hide: true } }, (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(doneScript),
  );
}
