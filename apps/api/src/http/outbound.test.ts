import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, outboundDispatcher } from './outbound.ts';

describe('isPublicAddress', () => {
  it('takes the public internet', () => {
    for (const address of ['8.8.8.8', '200.147.67.142', '2001:4860:4860::8888']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses this machine, private networks, link-local (cloud metadata) and reserved ranges', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('outboundDispatcher', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((_request, response) => response.end('segredo interno'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const call = (url: string, allowPrivate: boolean) =>
    request(url, { dispatcher: outboundDispatcher({ allowPrivate }) }).then((answer) => answer.body.text());

  it('never reaches this machine by its address or by a name that leads to it', async () => {
    await expect(call(`http://127.0.0.1:${port}/`, false)).rejects.toThrow('127.0.0.1 is not a public address');
    await expect(call(`http://localhost:${port}/`, false)).rejects.toThrow('localhost is not a public address');
    await expect(call(`http://[::1]:${port}/`, false)).rejects.toThrow('::1 is not a public address');
  });

  it('calls any address where private ones are allowed (the sandbox)', async () => {
    await expect(call(`http://127.0.0.1:${port}/`, true)).resolves.toBe('segredo interno');
  });
});
