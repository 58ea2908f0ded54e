import { callPath } from '@delivery/contract/call';
import { boardCalls } from '@delivery/contract/calls/board';
import { orderCalls } from '@delivery/contract/calls/orders';
import type { FastifyInstance } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { post } from './app.ts';

/** The port the app listens on, listening first when it does not yet. */
export async function portOf(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** A stream ticket of the customer of `token` for the order; throws on a refusal. */
export async function streamTicket(app: FastifyInstance, host: string, token: string, orderId: number) {
  const answer = (
    await post(app, host, orderCalls.orderEventsTicket.path, { validate: 1, token, order_id: orderId })
  ).json();
  if (answer.error_type !== 0) throw new Error(`no ticket: ${JSON.stringify(answer)}`);
  return answer.ticket as string;
}

export const eventsPath = (orderId: number, query: Record<string, string>) =>
  `${callPath(orderCalls.orderEvents, { order_id: orderId })}?${new URLSearchParams(query).toString()}`;

export type OpenedStream = {
  response: http.IncomingMessage;
  /** Everything received so far. */
  text(): string;
  /** The statuses of the 'status' events received so far, in order. */
  statuses(): string[];
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
};

/** GETs a stream over real HTTP (node:http, since fetch will not send another Host than the URL's). */
export async function openStream(app: FastifyInstance, host: string, path: string): Promise<OpenedStream> {
  const port = await portOf(app);
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get({ host: '127.0.0.1', port, path, headers: { host } }, resolve).on('error', reject),
  );
  let text = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (text += chunk));
  const ended = new Promise<void>((resolve) => {
    response.on('end', resolve);
    response.on('close', resolve);
  });
  return {
    response,
    text: () => text,
    statuses: () => [...text.matchAll(/"status":"(\w+)"/g)].map((match) => match[1]!),
    ended,
    close: () => response.destroy(),
  };
}

/** Opens the order's stream with a fresh ticket. */
export async function openOrderStream(app: FastifyInstance, host: string, token: string, orderId: number) {
  const ticket = await streamTicket(app, host, token, orderId);
  return openStream(app, host, eventsPath(orderId, { ticket }));
}

/** A board ticket of the staff member of `token`, for one shop or all they run; throws on a refusal. */
export async function boardTicket(app: FastifyInstance, host: string, token: string, shopId?: number) {
  const answer = (
    await post(app, host, boardCalls.boardEventsTicket.path, { validate: 1, token, shop_id: shopId })
  ).json();
  if (answer.error_type !== 0) throw new Error(`no board ticket: ${JSON.stringify(answer)}`);
  return answer.ticket as string;
}

export const boardEventsPath = (query: Record<string, string>) =>
  `${boardCalls.boardEvents.path}?${new URLSearchParams(query).toString()}`;

/** Opens a board's stream with a fresh ticket. */
export async function openBoard(app: FastifyInstance, host: string, token: string, shopId?: number) {
  const ticket = await boardTicket(app, host, token, shopId);
  return openStream(app, host, boardEventsPath({ ticket }));
}

/** The data of the 'order' events a board received so far, in order. */
export const boardEvents = (stream: OpenedStream): { order_id: number; shop_id: number; status: string }[] =>
  [...stream.text().matchAll(/event: order\ndata: (.*)\n\n/g)].map((match) => JSON.parse(match[1]!));
