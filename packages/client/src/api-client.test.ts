import { catalogCalls } from '@delivery/contract/calls/catalog';
import { staffCalls } from '@delivery/contract/calls/staff';
import { ErrorType } from '@delivery/contract/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, toQueryString } from './api-client.ts';
import { ApiError, expectSuccess, serverMessage } from './api-error.ts';

describe('toQueryString', () => {
  it('carries validate=1 and leaves out empty fields', () => {
    expect(toQueryString({ city_id: 1, q: 'açaí', segment: undefined, district_id: null, open_now: '' })).toBe(
      'city_id=1&q=a%C3%A7a%C3%AD&validate=1',
    );
  });
});

/** The requests fetch was asked for, each answered with `answer`. */
function stubFetch(answer: () => Response) {
  const sent: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      sent.push({ url, init });
      return Promise.resolve(answer());
    }),
  );
  return sent;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createApiClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends a catalog read as a GET from the app's origin when reads go by GET, and as a POST otherwise", async () => {
    const sent = stubFetch(() => json({ error_type: 0, message: '' }));
    const byGet = createApiClient({ baseUrl: 'https://api.example/', readsByGet: true });
    const byPost = createApiClient({ baseUrl: '', readsByGet: false });
    await byGet.call(catalogCalls.getShop, { shop_id: 7 });
    await byPost.call(catalogCalls.getShop, { shop_id: 7 });
    expect(sent[0]!.url).toBe('https://api.example/api/shop4api/getShop?shop_id=7&validate=1');
    expect(sent[0]!.init).toMatchObject({ method: 'GET' });
    expect(sent[0]!.init.body).toBeUndefined();
    expect(sent[1]!.url).toBe('/api/shop4api/getShop');
    expect(sent[1]!.init).toMatchObject({ method: 'POST', body: '{"shop_id":7,"validate":1}' });
    expect(byGet.apiUrl('/api/orders/1/events')).toBe('https://api.example/api/orders/1/events');
  });

  it('adds the headers the app gives, and tells the app of a 401 before rejecting with its message', async () => {
    const sent = stubFetch(() => json({ error_type: ErrorType.UNAUTHENTICATED, message: 'Sua sessão expirou' }, 401));
    const unauthorized: string[] = [];
    const client = createApiClient({
      baseUrl: '',
      readsByGet: false,
      headers: (route): Record<string, string> => (route.auth === 'staff' ? { authorization: 'Bearer t' } : {}),
      onUnauthorized: (route) => unauthorized.push(route.path),
    });
    const failure = await client.call(staffCalls.staffMe, {}).catch((error: unknown) => error);
    expect(sent[0]!.init.headers).toMatchObject({ authorization: 'Bearer t', 'content-type': 'application/json' });
    expect(unauthorized).toEqual(['/api/merchant/me']);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 401, errorType: ErrorType.UNAUTHENTICATED });
    expect(serverMessage(failure)).toBe('Sua sessão expirou');
  });

  it('answers from what the page came with, once, without asking the API', async () => {
    const sent = stubFetch(() => json({ error_type: 0, message: 'from the API' }));
    const atHand = new Map<string, unknown>([['/api/shop4api/getShop', { error_type: 0, message: 'with the page' }]]);
    const client = createApiClient({
      baseUrl: '',
      readsByGet: true,
      answerAtHand: (path) => {
        const answer = atHand.get(path);
        atHand.delete(path);
        return answer;
      },
    });
    expect((await client.call(catalogCalls.getShop, { shop_id: 7 })).message).toBe('with the page');
    expect((await client.call(catalogCalls.getShop, { shop_id: 7 })).message).toBe('from the API');
    expect(sent).toHaveLength(1);
  });

  it('rejects an answer that is not an envelope, and a refusal once the caller expects success', async () => {
    stubFetch(() => new Response('<html>', { status: 200 }));
    const client = createApiClient({ baseUrl: '', readsByGet: false });
    await expect(client.call(staffCalls.staffMe, {})).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(serverMessage(new ApiError('network', 'offline'))).toBeNull();
    expect(() => expectSuccess({ error_type: ErrorType.NOT_FOUND, message: 'Não encontrado' })).toThrow(
      expect.objectContaining({ kind: 'business', errorType: ErrorType.NOT_FOUND, message: 'Não encontrado' }),
    );
  });
});
