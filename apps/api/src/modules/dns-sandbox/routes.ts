import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../lib/html.ts';
import { publishTxt, recentRecords, removeRecord } from './service.ts';

const ZPublish = z.object({
  name: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_]([a-z0-9_-]*[a-z0-9])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9])?)+\.?$/),
  // One TXT string: what a registrar's panel takes in one field.
  value: z.string().trim().min(1).max(255),
});
const ZRemove = z.object({ id: z.coerce.number().int().positive() });

const time = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Sao_Paulo',
});

/**
 * Sandbox only (app.ts never registers it in production): the DNS zone of the sandbox, as a
 * registrar's panel shows it. A record published here is answered by the sandbox's name server
 * (name-server.ts) at once, which is what verifies a tenant's custom domain (decision 0083).
 */
export const dnsSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/dns', { schema: { hide: true } }, async (request, reply) => {
    const records = await recentRecords(app.db);
    if (!request.headers.accept?.includes('text/html')) {
      return { records: records.map(({ id, name, type, value }) => ({ id, name, type, value })) };
    }
    const rows = records
      .map(
        (r) =>
          `<tr><td><code>${escapeHtml(r.name)}</code></td><td>${r.type}</td><td><code>${escapeHtml(r.value)}</code></td>` +
          `<td>${time.format(r.createdAt)}</td><td><form method="post" action="/dev/dns/remove">` +
          `<input type="hidden" name="id" value="${r.id}"><button type="submit">Remover</button></form></td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
          '<title>DNS (sandbox)</title><h1>DNS (sandbox)</h1>' +
          '<p>Os registros TXT que o servidor de nomes do sandbox responde, como no painel de um registrador.</p>' +
          '<form method="post" action="/dev/dns"><label>Nome <input name="name" size="50" required ' +
          'placeholder="_entrega-verificacao.pedidos.sualoja.com.br"></label> ' +
          '<label>Valor (TXT) <input name="value" size="50" required maxlength="255"></label> ' +
          '<button type="submit">Publicar</button></form>' +
          `<table><thead><tr><th>Nome</th><th>Tipo</th><th>Valor</th><th>Publicado</th><th></th></tr></thead><tbody>${rows}</tbody></table></html>`,
      );
  });

  app.post('/dev/dns', { schema: { hide: true, body: ZPublish } }, async (request, reply) => {
    const { name, value } = request.body;
    await publishTxt(app.db, name, value);
    return reply.redirect('/dev/dns', 303);
  });

  app.post('/dev/dns/remove', { schema: { hide: true, body: ZRemove } }, async (request, reply) => {
    await removeRecord(app.db, request.body.id);
    return reply.redirect('/dev/dns', 303);
  });
};
