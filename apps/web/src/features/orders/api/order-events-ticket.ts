import { orderCalls } from '@delivery/contract/calls/orders';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';

/** orderEventsTicket: a single-use ticket that opens the order's status stream once, within a minute. */
export async function orderEventsTicket(token: string, orderId: number): Promise<string> {
  return expectSuccess(await call(orderCalls.orderEventsTicket, { token, order_id: orderId })).ticket;
}
