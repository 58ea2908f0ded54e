import { createServer, type Server } from 'node:http';
import { get } from 'node:https';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, leadsToPublicAddresses, outboundDispatcher, outboundHttpsAgent } from './outbound.ts';

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

  it('refuses the documentation ranges (RFC 5737, RFC 3849), in IPv4, IPv6 and IPv4 mapped into IPv6', () => {
    for (const address of [
      '192.0.2.1',
      '198.51.100.200',
      '203.0.113.9',
      '2001:db8::1',
      '2001:db8:ffff::5',
      '::ffff:192.0.2.1',
      '::ffff:198.51.100.7',
      '::ffff:203.0.113.9',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '::127.0.0.1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    // Their neighbours are public.
    for (const address of ['192.0.3.1', '198.51.101.1', '203.0.114.1', '2001:db9::1', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe('leadsToPublicAddresses', () => {
  it('checks a literal address, and a name by what it resolves to', async () => {
    const production = { allowPrivate: false };
    expect(await leadsToPublicAddresses('https://127.0.0.1:8443/push', production)).toBe(false);
    expect(await leadsToPublicAddresses('https://[::ffff:203.0.113.5]/push', production)).toBe(false);
    expect(await leadsToPublicAddresses('https://localhost/push', production)).toBe(false);
    expect(await leadsToPublicAddresses('https://8.8.8.8/push', production)).toBe(true);
    expect(await leadsToPublicAddresses('https://127.0.0.1/push', { allowPrivate: true })).toBe(true);
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

  describe('outboundHttpsAgent', () => {
    const reach = (url: string) =>
      new Promise<string>((resolve, reject) => {
        const agent = outboundHttpsAgent({ allowPrivate: false });
        get(url, { agent }, (answer) => resolve(String(answer.statusCode))).on('error', reject);
      });

    it('never opens a connection to this machine, by its address or by a name that leads to it', async () => {
      let connections = 0;
      server.on('connection', () => connections++);
      await expect(reach(`https://127.0.0.1:${port}/`)).rejects.toThrow('127.0.0.1 is not a public address');
      await expect(reach(`https://localhost:${port}/`)).rejects.toThrow('localhost is not a public address');
      await expect(reach(`https://[::ffff:127.0.0.1]:${port}/`)).rejects.toThrow('is not a public address');
      await expect(reach(`https://[2001:db8::1]:${port}/`)).rejects.toThrow('2001:db8::1 is not a public address');
      expect(connections).toBe(0);
    });

    it('is none where private addresses are allowed: the library keeps its own', () => {
      expect(outboundHttpsAgent({ allowPrivate: true })).toBeUndefined();
    });
  });
});
