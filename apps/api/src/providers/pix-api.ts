import { ZDevolucao, ZPixReceived, type TDevolucao, type TPixReceived } from '@delivery/contract/payments';
import { request, type Dispatcher } from 'undici';
import { z } from 'zod';
import { outboundDispatcher, type OutboundPolicy } from '../http/outbound.ts';
import type { SecretReader } from './secret-source.ts';

/**
 * How to reach one PSP account: its API Pix and token endpoint (absolute), its OAuth2 client,
 * and the mTLS material. Secrets are stored columns (secret-source.ts), read by `secrets` when first
 * needed.
 */
export type PixAccess = {
  /** Names the cached token and TLS agent; settings edited get a new key, hence new ones. */
  key: string;
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  secrets: SecretReader;
  tls: {
    cert?: string | null;
    key?: string | null;
    pfx?: string | null;
    passphrase?: string | null;
    ca?: string | null;
  };
};

export type CobStatus = 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';

/** A charge as the PSP answers it (`CobCompleta`), what we use of it. */
export type PixCob = {
  txid: string;
  status: CobStatus;
  copyPaste: string | null;
  location: string | null;
  pix: TPixReceived[];
};

/** The PSP refused or could not be reached. Its message names the call and the PSP's problem, never a credential. */
export class PixApiError extends Error {
  readonly status: number | null;

  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = 'PixApiError';
    this.status = status;
  }
}

const ZToken = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive().optional() });

const ZCob = z.object({
  txid: z.string(),
  status: z.enum(['ATIVA', 'CONCLUIDA', 'REMOVIDA_PELO_USUARIO_RECEBEDOR', 'REMOVIDA_PELO_PSP']),
  pixCopiaECola: z.string().optional(),
  location: z.string().optional(),
  loc: z.object({ location: z.string().optional() }).optional(),
  pix: z.array(ZPixReceived).optional(),
});

/** What API Pix's `Problema` (RFC 7807) says, for the error's message. */
const ZProblem = z.object({ title: z.string().optional(), type: z.string().optional() }).partial();

const TIMEOUT_MS = 10_000;
/** undici's and Node's codes for a connection that was closed under the request. */
const STALE_CONNECTION = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);
/** A token is renewed this long before the PSP says it expires. */
const TOKEN_MARGIN_MS = 30_000;

/**
 * A client of the Central Bank's API Pix, which every Brazilian PSP implements: OAuth2 client
 * credentials (Basic auth at the token endpoint), the token cached until shortly before it
 * expires and fetched again once when the PSP answers 401, and each account's mTLS certificate
 * on its own undici Agent. The PSP's addresses are the owner's word: every call goes through the
 * outbound guard (http/outbound.ts), which refuses addresses that are not public under `policy`.
 */
export function createPixApi(policy: OutboundPolicy) {
  const agents = new Map<string, Promise<Dispatcher>>();
  const tokens = new Map<string, { token: string; expires: number }>();

  const agentFor = (access: PixAccess): Promise<Dispatcher> => {
    let agent = agents.get(access.key);
    if (!agent) {
      agent = tlsAgent(access.tls, access.secrets, policy);
      agents.set(access.key, agent);
      void agent.catch(() => agents.delete(access.key));
    }
    return agent;
  };

  /**
   * One request. A pooled connection the PSP closed meanwhile fails at once: that is sent again
   * once, on a new connection (every call here is idempotent: PUT and PATCH of our own txid or
   * devolução id, GET).
   */
  const send = async (
    access: PixAccess,
    url: string,
    what: string,
    options: { method: Dispatcher.HttpMethod; headers: Record<string, string>; body?: string },
  ) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await request(url, {
          ...options,
          dispatcher: await agentFor(access),
          headersTimeout: TIMEOUT_MS,
          bodyTimeout: TIMEOUT_MS,
        });
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt === 0 && code && STALE_CONNECTION.has(code)) continue;
        throw new PixApiError(`${what}: ${(error as Error).message}`);
      }
    }
  };

  const tokenFor = async (access: PixAccess): Promise<string> => {
    const cached = tokens.get(access.key);
    if (cached && cached.expires > Date.now()) return cached.token;
    const basic = Buffer.from(`${access.clientId}:${await access.secrets.text(access.clientSecret)}`).toString(
      'base64',
    );
    const res = await send(access, access.tokenUrl, 'POST token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: access.scopes }).toString(),
    });
    const answer = ZToken.safeParse(await readJson(res, 'POST token'));
    if (!answer.success) throw new PixApiError('POST token: no access_token in the answer', res.statusCode);
    const lifetimeMs = (answer.data.expires_in ?? 300) * 1000;
    tokens.set(access.key, {
      token: answer.data.access_token,
      expires: Date.now() + Math.max(lifetimeMs - TOKEN_MARGIN_MS, lifetimeMs / 2),
    });
    return answer.data.access_token;
  };

  /** One API Pix call with a bearer token; a 401 (token revoked or expired early) gets one new token. */
  const callApi = async (access: PixAccess, method: Dispatcher.HttpMethod, path: string, body?: unknown) => {
    const url = `${access.baseUrl.replace(/\/+$/, '')}${path}`;
    // The last segment (a txid, a key) is left out of messages and logs.
    const what = `${method} ${path.replace(/\/[^/]+$/, '/…')}`;
    for (let attempt = 0; ; attempt++) {
      const token = await tokenFor(access);
      const res = await send(access, url, what, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (res.statusCode === 401 && attempt === 0) {
        tokens.delete(access.key);
        await res.body.dump();
        continue;
      }
      return readJson(res, what);
    }
  };

  const readCob = (answer: unknown, what: string): PixCob => {
    const cob = ZCob.safeParse(answer);
    if (!cob.success) throw new PixApiError(`${what}: the answer is not a charge`);
    return {
      txid: cob.data.txid,
      status: cob.data.status,
      copyPaste: cob.data.pixCopiaECola ?? null,
      location: cob.data.location ?? cob.data.loc?.location ?? null,
      pix: cob.data.pix ?? [],
    };
  };

  return {
    /** `PUT /cob/{txid}`: an immediate charge of `amount` ('123.45') to `key`, expiring after `expiresIn` seconds. */
    async createCharge(
      access: PixAccess,
      charge: { txid: string; key: string; amount: string; expiresIn: number; payerRequest?: string },
    ): Promise<PixCob> {
      const answer = await callApi(access, 'PUT', `/cob/${charge.txid}`, {
        calendario: { expiracao: charge.expiresIn },
        valor: { original: charge.amount },
        chave: charge.key,
        ...(charge.payerRequest ? { solicitacaoPagador: charge.payerRequest.slice(0, 140) } : {}),
      });
      return readCob(answer, 'PUT cob');
    },
    /** `GET /cob/{txid}`: the charge's status and the Pix that paid it. */
    async getCharge(access: PixAccess, txid: string): Promise<PixCob> {
      return readCob(await callApi(access, 'GET', `/cob/${txid}`), 'GET cob');
    },
    /** `PATCH /cob/{txid}`: removes an unpaid charge, so it can no longer be paid. */
    async removeCharge(access: PixAccess, txid: string): Promise<PixCob> {
      const answer = await callApi(access, 'PATCH', `/cob/${txid}`, { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' });
      return readCob(answer, 'PATCH cob');
    },
    /** `PUT /webhook/{chave}`: where the PSP posts the Pix received to the key (it appends '/pix'). */
    async configureWebhook(access: PixAccess, key: string, webhookUrl: string): Promise<void> {
      await callApi(access, 'PUT', `/webhook/${encodeURIComponent(key)}`, { webhookUrl });
    },
    /**
     * `PUT /pix/{e2eid}/devolucao/{id}`: returns `amount` ('123.45') of the Pix `endToEndId` to its
     * payer. `id` is ours: asking again with it names the same devolução, never a second one.
     */
    async requestRefund(
      access: PixAccess,
      refund: { endToEndId: string; id: string; amount: string; description?: string },
    ): Promise<TDevolucao> {
      const answer = await callApi(access, 'PUT', `/pix/${refund.endToEndId}/devolucao/${refund.id}`, {
        valor: refund.amount,
        ...(refund.description ? { descricao: refund.description.slice(0, 140) } : {}),
      });
      return readDevolucao(answer, 'PUT devolucao');
    },
    /** `GET /pix/{e2eid}/devolucao/{id}`: where the devolução stands. */
    async getRefund(access: PixAccess, endToEndId: string, id: string): Promise<TDevolucao> {
      return readDevolucao(await callApi(access, 'GET', `/pix/${endToEndId}/devolucao/${id}`), 'GET devolucao');
    },
    async close() {
      const open = [...agents.values()];
      agents.clear();
      tokens.clear();
      await Promise.all(open.map((agent) => agent.then((a) => a.close()).catch(() => undefined)));
    },
  };
}

export type PixApi = ReturnType<typeof createPixApi>;

function readDevolucao(answer: unknown, what: string): TDevolucao {
  const devolucao = ZDevolucao.safeParse(answer);
  if (!devolucao.success) throw new PixApiError(`${what}: the answer is not a devolução`);
  return devolucao.data;
}

/** A guarded Agent presenting the account's client certificate, when it has TLS material. */
async function tlsAgent(tls: PixAccess['tls'], secrets: SecretReader, policy: OutboundPolicy): Promise<Dispatcher> {
  if (!tls.cert && !tls.key && !tls.pfx && !tls.ca) return outboundDispatcher(policy);
  const text = (source: string | null | undefined) => (source ? secrets.text(source) : undefined);
  const [cert, key, ca, passphrase, pfx] = await Promise.all([
    text(tls.cert),
    text(tls.key),
    text(tls.ca),
    text(tls.passphrase),
    tls.pfx ? secrets.binary(tls.pfx) : undefined,
  ]);
  return outboundDispatcher(policy, { cert, key, ca, passphrase, pfx });
}

/** The JSON of a 2xx answer; any other status is a PixApiError naming the PSP's problem title. */
async function readJson(res: Dispatcher.ResponseData, what: string): Promise<unknown> {
  const text = await res.body.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (res.statusCode >= 200 && res.statusCode < 300) return json;
  const problem = ZProblem.safeParse(json);
  const title = problem.success ? (problem.data.title ?? problem.data.type ?? '') : '';
  throw new PixApiError(`${what}: HTTP ${res.statusCode}${title ? ` (${title.slice(0, 120)})` : ''}`, res.statusCode);
}
