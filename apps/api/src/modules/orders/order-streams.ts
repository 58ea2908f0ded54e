import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { TOrderStatus } from '@delivery/contract/order-status';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { sseEvent, ssePing, startEventStream } from '../../http/event-stream.ts';
import { liveSessions, SESSIONS_REVOKED_CHANNEL } from '../sessions/service.ts';
import type { OrderEvent, OrderEvents } from './events.ts';

type StreamLimits = { perCustomer: number; perProcess: number; heartbeatMs: number };

/** Who a stream was opened for: the ticket's order and session, and the session's customer. */
export type StreamGrant = { orderId: number; customerId: number; sessionKey: string };

type OpenStream = StreamGrant & { ping(): void; end(): void };

/**
 * The order status streams open on this process: capped per customer and per process, kept alive
 * by one heartbeat for all of them, and ended when their session ends (decision 0020). A revoked
 * session is heard through NOTIFY from whichever process revoked it; the heartbeat's check of every
 * stream's session also ends those whose session simply expired.
 */
export async function createOrderStreams(app: FastifyInstance, events: OrderEvents, limits: StreamLimits) {
  const open = new Set<OpenStream>();
  const perCustomer = new Map<number, number>();
  app.metrics.gauge('delivery_order_streams_open', 'Order status streams open on this process', () => open.size);

  const endDeadSessions = async (streams: OpenStream[]) => {
    if (!streams.length) return;
    const live = await liveSessions(app.db, [...new Set(streams.map((stream) => stream.sessionKey))]);
    for (const stream of streams) if (!live.has(stream.sessionKey)) stream.end();
  };
  const check = (streams: OpenStream[]) =>
    void endDeadSessions(streams).catch((err: unknown) =>
      app.log.error({ err }, 'order streams: session check failed'),
    );

  const heartbeat = setInterval(() => {
    for (const stream of open) stream.ping();
    check([...open]);
  }, limits.heartbeatMs).unref();
  const unlisten = await app.database.listen(
    SESSIONS_REVOKED_CHANNEL,
    // '' (the LISTEN connection came back): any session may have ended meanwhile.
    (payload) => check([...open].filter((stream) => !payload || stream.customerId === Number(payload))),
    app.log,
  );
  // Before the server stops taking connections, or closing would wait for every stream to go.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const stream of open) stream.end();
  });
  app.addHook('onClose', async () => unlisten());

  /** Refuses, in the envelope, a stream past either cap. */
  const admit = (customerId: number) => {
    if (open.size >= limits.perProcess) throw new AppError(ErrorType.RATE_LIMITED, apiMessages.serverBusyStreams);
    if ((perCustomer.get(customerId) ?? 0) >= limits.perCustomer) {
      throw new AppError(ErrorType.RATE_LIMITED, apiMessages.tooManyStreams);
    }
  };

  return {
    /**
     * Answers the order's stream: its current status (`readOrder`, null when the order is not the
     * customer's) and whether it is paid, then every change. A refusal is thrown before the reply is
     * taken over, so it is answered in the envelope like any other call's.
     */
    async open(
      request: FastifyRequest,
      reply: FastifyReply,
      grant: StreamGrant,
      readOrder: () => Promise<{ status: TOrderStatus; paid: boolean } | null>,
    ): Promise<void> {
      admit(grant.customerId);
      let started = false;
      let last: TOrderStatus | null = null;
      let paidSent = false;
      const send = (event: OrderEvent) => {
        if (!started) return;
        if (event.kind === 'details') {
          res.write(sseEvent('details', { order_id: grant.orderId, details: 'changed' }));
          return;
        }
        if (event.kind === 'paid') {
          if (paidSent) return;
          paidSent = true;
          res.write(sseEvent('payment', { order_id: grant.orderId, payment_status: 'paid' }));
          return;
        }
        if (event.status === last) return;
        last = event.status;
        res.write(sseEvent('status', { order_id: grant.orderId, status: event.status }));
      };
      // Subscribed before reading, so a change in between is not lost.
      const unsubscribe = events.subscribe(grant.orderId, send);
      let order: { status: TOrderStatus; paid: boolean } | null;
      try {
        order = await readOrder();
        if (!order) throw new AppError(ErrorType.NOT_FOUND, apiMessages.orderNotFound);
        // Again: other streams may have opened while the status was read.
        admit(grant.customerId);
      } catch (error) {
        unsubscribe();
        throw error;
      }

      const res = startEventStream(reply);
      started = true;
      send({ kind: 'status', status: order.status });
      if (order.paid) send({ kind: 'paid' });

      const stream: OpenStream = {
        ...grant,
        ping: () => res.write(ssePing),
        end: () => res.end(),
      };
      open.add(stream);
      perCustomer.set(grant.customerId, (perCustomer.get(grant.customerId) ?? 0) + 1);
      res.once('close', () => {
        unsubscribe();
        open.delete(stream);
        const left = (perCustomer.get(grant.customerId) ?? 1) - 1;
        if (left) perCustomer.set(grant.customerId, left);
        else perCustomer.delete(grant.customerId);
      });
    },
  };
}
