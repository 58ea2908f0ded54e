import { formatMessage, menuImportMessages as m } from '@delivery/contract/messages';
import { request, type Dispatcher } from 'undici';
import { NotPublicAddress } from '../../http/outbound.ts';
import { repeatedId, ZMerchantDocument, type MerchantDocument } from './merchant-document.ts';

/** Why a software's merchant could not be read, in pt-BR for the owner. */
export class ImportFailure extends Error {
  readonly retryable: boolean;

  constructor(message: string, retryable = false) {
    super(message);
    this.retryable = retryable;
  }
}

/** A merchant document this large is not a menu; stop reading it. */
export const MERCHANT_MAX_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 10_000;

/**
 * The address of the software's GET /v1/merchant, called as it was given: the standard's
 * `getMerchantURL.baseURL` is "the URL for accessing the endpoint", unique per merchant, so nothing
 * is appended to it. Only http(s): the URL is the owner's or the software's word, and file: or
 * others must not be reached.
 */
export function merchantEndpoint(merchantUrl: string): URL {
  let url: URL;
  try {
    url = new URL(merchantUrl);
  } catch {
    throw new ImportFailure(m.urlInvalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ImportFailure(m.urlNotHttp);
  }
  return url;
}

const giveWay = () => new Promise<void>((resolve) => setImmediate(resolve));

async function readLimited(body: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > MERCHANT_MAX_BYTES) throw new ImportFailure(m.tooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * GET {merchantUrl} with the apiKey in X-API-KEY when there is one (the standard lets
 * the software require it), answering the document once it is read, parsed and checked.
 */
export async function fetchMerchant(
  merchantUrl: string,
  apiKey: string | null,
  dispatcher: Dispatcher,
): Promise<MerchantDocument> {
  const url = merchantEndpoint(merchantUrl);
  let text: string;
  try {
    const answer = await request(url, {
      method: 'GET',
      dispatcher,
      headers: { accept: 'application/json', ...(apiKey ? { 'x-api-key': apiKey } : {}) },
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
      signal: AbortSignal.timeout(TIMEOUT_MS * 2),
    });
    if (answer.statusCode !== 200) {
      await answer.body.dump();
      throw new ImportFailure(
        answer.statusCode === 401 || answer.statusCode === 403
          ? m.apiKeyRefused
          : formatMessage(m.softwareError, { status: answer.statusCode }),
        answer.statusCode >= 500,
      );
    }
    text = await readLimited(answer.body);
  } catch (error) {
    if (error instanceof ImportFailure) throw error;
    if (error instanceof NotPublicAddress || (error as Error).cause instanceof NotPublicAddress) {
      throw new ImportFailure(m.urlNotPublic);
    }
    throw new ImportFailure(m.unreachable, true);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ImportFailure(m.notJson);
  }
  // A menu of thousands of items takes a while to parse and to check: other requests run in between.
  await giveWay();
  const parsed = ZMerchantDocument.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ImportFailure(formatMessage(m.offStandard, { field: issue.path.join('.') || 'raiz' }));
  }
  // The software would send the same document again: not retried, the owner is told what to fix.
  const repeated = repeatedId(parsed.data);
  if (repeated) throw new ImportFailure(formatMessage(m.repeatedId, repeated));
  return parsed.data;
}
