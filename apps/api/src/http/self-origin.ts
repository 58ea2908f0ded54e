import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';

/**
 * This server as its sandbox stand-ins (the Pix PSP, the card gateway) and their webhooks reach
 * it: only known once it listens.
 */
export function selfOrigin(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string')
    throw new Error('the sandbox stand-in is this server, which is not listening');
  const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
