import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sandboxOutbox, sandboxOutboxMessage } from '../../providers/messenger.ts';
import { escapeHtml } from '../../lib/html.ts';

const ZOutboxMessage = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

const ZOutboxQuery = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** The sandbox's test area: what a person can look at and do there. */
const devIndex =
  '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Área de testes (sandbox)</title>' +
  '<h1>Área de testes (sandbox)</h1><ul>' +
  '<li><a href="/dev/outbox">Caixa de saída</a>: os e-mails, SMS e ligações que a API enviou.</li>' +
  '<li><a href="/dev/pix">PSP Pix</a>: as cobranças Pix do provedor de teste, e um botão que paga cada uma.</li>' +
  '<li><a href="/dev/mercadopago">Mercado Pago</a>: os pagamentos com cartão do Mercado Pago de teste, e o que ele decidiria sozinho.</li>' +
  '<li><a href="/dev/whatsapp">WhatsApp</a>: as mensagens que a API enviou pela WhatsApp Cloud API de teste.</li>' +
  '<li><a href="/dev/zenvia">Zenvia</a>: os SMS enviados pela API da Zenvia de teste (com SMS_PROVIDER=zenvia).</li>' +
  '<li><a href="/dev/dns">DNS</a>: os registros TXT que verificam o domínio próprio de um cliente da plataforma.</li>' +
  '</ul><p><code>POST /dev/advanceOrder {order_id, cancel?}</code> avança um pedido para a próxima etapa, ' +
  'ou o cancela.</p></html>';

/**
 * Sandbox only (app.ts never registers it in production): the test area's index, and every mail,
 * SMS and voice message the API sent, newest first, as JSON or, for a browser, a plain HTML list.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(devIndex),
  );

  app.get('/dev/outbox', { schema: { hide: true, querystring: ZOutboxQuery } }, async (request, reply) => {
    const { to, limit } = request.query;
    const rows = await sandboxOutbox(app.db, { to, limit });
    const messages = rows.map((m) => ({
      id: m.id,
      channel: m.channel,
      to: m.destination,
      subject: m.subject,
      text: m.body,
      html: m.html,
      created_at: m.createdAt.toISOString(),
    }));
    if (!request.headers.accept?.includes('text/html')) return { messages };
    const items = messages
      .map(
        (m) =>
          `<li><strong>${escapeHtml(m.channel)}</strong> → ${escapeHtml(m.to)} <small>${m.created_at}</small>` +
          `${m.subject ? `<br><em>${escapeHtml(m.subject)}</em>` : ''}` +
          `${m.html ? ` <a href="/dev/outbox/${m.id}">ver como o e-mail aparece</a>` : ''}<pre>${escapeHtml(m.text)}</pre></li>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Outbox</title><h1>Outbox (sandbox)</h1><ol>${items}</ol></html>`,
      );
  });

  // An e-mail's HTML part as a mail app would show it, for the developer and the journeys to look at.
  app.get('/dev/outbox/:id', { schema: { hide: true, params: ZOutboxMessage } }, async (request, reply) => {
    const message = await sandboxOutboxMessage(app.db, request.params.id);
    if (!message?.html)
      return reply.code(404).type('text/plain; charset=utf-8').send('Nenhum e-mail em HTML com esse número');
    return reply.type('text/html; charset=utf-8').send(message.html);
  });
};
