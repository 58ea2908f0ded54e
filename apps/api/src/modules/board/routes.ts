import { boardCalls } from '@delivery/contract/calls/board';
import { staffOrderCalls } from '@delivery/contract/calls/staff-orders';
import { envelope } from '@delivery/contract/envelope';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { register } from '../../http/register.ts';
import { readToken } from '../sessions/service.ts';
import { staffSessionKey } from '../staff/service.ts';
import { createGeocoder } from '../../providers/geocoder.ts';
import { placeOrderContext } from '../orders/service.ts';
import { createBoardStreams } from './board-streams.ts';
import {
  accept,
  answerOrderProblem,
  advance,
  autoAccept,
  boardTicket,
  cancel,
  delay,
  orderHistory,
  grantOfTicket,
  kitchenItem,
  kitchenOrder,
  listBoard,
  markOrderPaid,
  markOrderRefunded,
  refundOrderPart,
  pause,
  reject,
  type BoardContext,
} from './service.ts';
import {
  addStaffAddress,
  findStaffCustomers,
  placeStaffOrder,
  quoteStaffOrder,
  saveStaffCustomer,
  type StaffOrderContext,
} from './staff-orders.ts';

export async function boardRoutes(app: FastifyInstance): Promise<void> {
  const ctx: BoardContext = {
    db: app.db,
    catalog: app.catalog,
    cashbackDays: app.config.CASHBACK_DAYS,
  };
  const streams = await createBoardStreams(app, {
    perStaff: app.config.BOARD_STREAMS_PER_STAFF,
    perProcess: app.config.STREAMS_PER_PROCESS,
    heartbeatMs: app.config.STREAM_HEARTBEAT_MS,
  });

  await register(app, boardCalls.boardOrders, async (input, request) => ({
    ...envelope(ErrorType.OK, apiMessages.ok),
    orders: await listBoard(ctx, request.staff, input.shop_id),
  }));
  await register(app, boardCalls.orderHistory, (input, request) => orderHistory(ctx, request.staff, input));
  await register(app, boardCalls.acceptOrder, (input, request) => accept(ctx, request.staff, input));
  await register(app, boardCalls.rejectOrder, (input, request) => reject(ctx, request.staff, input));
  await register(app, boardCalls.advanceOrder, (input, request) => advance(ctx, request.staff, input));
  await register(app, boardCalls.answerProblem, (input, request) => answerOrderProblem(ctx, request.staff, input));
  await register(app, boardCalls.delayOrder, (input, request) => delay(ctx, request.staff, input));
  await register(app, boardCalls.markKitchenItem, (input, request) => kitchenItem(ctx, request.staff, input));
  await register(app, boardCalls.markKitchenOrder, (input, request) => kitchenOrder(ctx, request.staff, input));
  await register(app, boardCalls.cancelOrder, (input, request) => cancel(ctx, request.staff, input));
  await register(app, boardCalls.markOrderPaid, (input, request) => markOrderPaid(ctx, request.staff, input));
  await register(app, boardCalls.markOrderRefunded, (input, request) => markOrderRefunded(ctx, request.staff, input));
  await register(app, boardCalls.refundOrderPart, (input, request) => refundOrderPart(ctx, request.staff, input));
  await register(app, boardCalls.pauseShop, (input, request) => pause(ctx, request.staff, input));
  await register(app, boardCalls.setAutoAccept, (input, request) => autoAccept(ctx, request.staff, input));

  const taking: StaffOrderContext = {
    db: app.db,
    placing: placeOrderContext(app),
    geocode: createGeocoder(app.config.GEOCODER_URL),
  };
  await register(app, staffOrderCalls.findStaffCustomers, (input, request) =>
    findStaffCustomers(taking, request.staff, input),
  );
  await register(app, staffOrderCalls.saveStaffCustomer, (input, request) =>
    saveStaffCustomer(taking, request.staff, input),
  );
  await register(app, staffOrderCalls.addStaffAddress, (input, request) =>
    addStaffAddress(taking, request.staff, input),
  );
  await register(app, staffOrderCalls.quoteStaffOrder, (input, request) =>
    quoteStaffOrder(taking, request.staff, input),
  );
  await register(app, staffOrderCalls.placeStaffOrder, (input, request) =>
    placeStaffOrder(taking, request.staff, input, { tenant: request.tenant, host: request.hostname }),
  );

  await register(app, boardCalls.boardEventsTicket, async (input, request) => {
    // The signed-in hook has read this same token: the ticket stays tied to its session.
    const sessionKey = staffSessionKey(readToken(request) ?? '');
    const ticket = await boardTicket(app.db, request.staff, sessionKey, input.shop_id);
    return { ...envelope(ErrorType.OK, apiMessages.ok), ticket };
  });

  await register(app, boardCalls.boardEvents, async (input, request, reply) => {
    streams.open(reply, await grantOfTicket(app.db, request.tenant.id, input.ticket));
  });
}
