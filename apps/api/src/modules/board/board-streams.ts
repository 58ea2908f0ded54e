import { boardHeartbeatEvent } from '@delivery/contract/board';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { mayDo } from '@delivery/contract/staff';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { sseEvent, startEventStream } from '../../http/event-stream.ts';
import { startWatching, stillWatching, stopWatching } from './board-watches.ts';
import { liveStaffSessions, STAFF_CHANGED_CHANNEL, staffOfSession } from '../staff/service.ts';

type StreamLimits = { perStaff: number; perProcess: number; heartbeatMs: number };

/** Who a board was opened for: the ticket's staff session, its person and tenant, and the shops it shows. */
export type BoardGrant = { staffId: number; profileId: number; sessionKey: string; shopIds: number[] };

type OpenBoard = BoardGrant & { streamId: string; ping(): void; end(): void };

/**
 * The boards' streams open on this process, built as the customer's order streams are (decision
 * 0020): capped per staff member and per process, one heartbeat for all, ended when their session
 * ends. A board also ends when its person no longer runs one of its shops, and when the LISTEN
 * connection was lost (orders may have changed unheard): the panel opens it again with a new
 * ticket and reads its orders again, which is its resync. The heartbeat is a 'ping' event the panel
 * hears (decision 0069): one at the opening tells it the interval, and a panel that hears none for
 * longer takes the stream for dead and opens another.
 */
export async function createBoardStreams(app: FastifyInstance, limits: StreamLimits) {
  const open = new Set<OpenBoard>();
  app.metrics.gauge('delivery_board_streams_open', 'Merchant board streams open on this process', () => open.size);
  const perStaff = new Map<number, number>();

  const endDeadSessions = async (boards: OpenBoard[]) => {
    if (!boards.length) return;
    const live = await liveStaffSessions(app.db, [...new Set(boards.map((board) => board.sessionKey))]);
    for (const board of boards) if (!live.has(board.sessionKey)) board.end();
  };
  /** Ends the boards whose session ended or whose person no longer runs all of their shops. */
  const endOutOfScope = async (boards: OpenBoard[]) => {
    const bySession = new Map<string, OpenBoard[]>();
    for (const board of boards) bySession.set(board.sessionKey, [...(bySession.get(board.sessionKey) ?? []), board]);
    for (const [sessionKey, same] of bySession) {
      const scope = await staffOfSession(app.db, same[0]!.profileId, sessionKey);
      const runs = (shopId: number) => {
        const role = scope?.roles.get(shopId);
        return role !== undefined && mayDo(role, 'runOrders');
      };
      for (const board of same) if (!board.shopIds.every(runs)) board.end();
    }
  };
  const check = (work: Promise<void>) =>
    void work.catch((err: unknown) => app.log.error({ err }, 'board streams: a session check or a watch failed'));

  const heartbeat = setInterval(() => {
    for (const board of open) board.ping();
    check(endDeadSessions([...open]));
    check(
      stillWatching(
        app.db,
        [...open].map((board) => board.streamId),
        limits.heartbeatMs,
      ),
    );
  }, limits.heartbeatMs).unref();
  const unlisten = await app.database.listen(
    STAFF_CHANGED_CHANNEL,
    // '' (the LISTEN connection came back): anyone's sessions or roles may have changed meanwhile.
    (payload) => check(endOutOfScope([...open].filter((board) => !payload || board.staffId === Number(payload)))),
    app.log,
  );
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const board of open) board.end();
  });
  app.addHook('onClose', async () => unlisten());

  const admit = (staffId: number) => {
    if (open.size >= limits.perProcess) throw new AppError(ErrorType.RATE_LIMITED, apiMessages.serverBusyStreams);
    if ((perStaff.get(staffId) ?? 0) >= limits.perStaff) {
      throw new AppError(ErrorType.RATE_LIMITED, apiMessages.tooManyBoards);
    }
  };

  return {
    /**
     * Answers the board's stream: an 'order' event for every order of its shops placed or changed,
     * a 'payment' event for every one paid, a 'details' event when one is delayed or its customer
     * reports a problem, from the moment its head goes out, so a panel that
     * reads its orders once the stream is open misses none. A refusal is answered in the envelope.
     */
    open(reply: FastifyReply, grant: BoardGrant): void {
      admit(grant.staffId);
      const res = startEventStream(reply);
      const ping = () => res.write(sseEvent(boardHeartbeatEvent, { every_ms: limits.heartbeatMs }));
      const board: OpenBoard = { ...grant, streamId: randomUUID(), ping, end: () => res.end() };
      ping();
      const unwatch = app.orderEvents.watchShops(
        grant.shopIds,
        (event) => {
          const ids = { order_id: event.orderId, shop_id: event.shopId };
          if (event.kind === 'status') res.write(sseEvent('order', { ...ids, status: event.status }));
          else res.write(sseEvent(event.kind === 'paid' ? 'payment' : 'details', ids));
        },
        board.end,
      );
      open.add(board);
      perStaff.set(grant.staffId, (perStaff.get(grant.staffId) ?? 0) + 1);
      // Told every process: the shops are watched (a stream that closes at once is forgotten after).
      const watching = startWatching(app.db, board.streamId, grant.shopIds, limits.heartbeatMs).catch((err: unknown) =>
        app.log.error({ err }, 'board streams: a watch failed'),
      );
      res.once('close', () => {
        unwatch();
        open.delete(board);
        check(watching.then(() => stopWatching(app.db, board.streamId)));
        const left = (perStaff.get(grant.staffId) ?? 1) - 1;
        if (left) perStaff.set(grant.staffId, left);
        else perStaff.delete(grant.staffId);
      });
    },
  };
}
