import { ErrorType, errorStatus } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../lib/html.ts';

/**
 * What every page of a suspended tenant's hosts answers (decision 0082): its name and that nothing
 * is lost, on a page of its own, so neither app starts and calls what would only refuse.
 */
export function sendSuspendedPage(reply: FastifyReply, tenantName: string): FastifyReply {
  const name = escapeHtml(tenantName);
  const html = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${name}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f5f5f4;color:#1c1917;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
main{max-width:26rem;margin:1.5rem;padding:2rem 1.75rem;background:#fff;border-radius:1.5rem;box-shadow:0 1px 3px rgb(0 0 0 / .08);text-align:center}
h1{margin:0 0 .75rem;font-size:1.375rem;line-height:1.3}
p{margin:0;font-size:1rem;line-height:1.55;color:#44403c}
</style>
</head>
<body>
<main>
<h1>${name}</h1>
<p>${escapeHtml(apiMessages.tenantSuspended)}</p>
</main>
</body>
</html>
`;
  return reply
    .code(errorStatus[ErrorType.TENANT_SUSPENDED])
    .header('cache-control', 'no-store')
    .header('retry-after', '3600')
    .type('text/html; charset=utf-8')
    .send(html);
}
