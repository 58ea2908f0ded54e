import { checkoutCalls } from '@delivery/contract/calls/checkout';
import type { TSaveOrderResponse } from '@delivery/contract/orders';
import { call } from '../../../lib/api-client.ts';
import type { SaveBody } from '../order-draft.ts';

/** saveOrder: places the order; the same idempotency_key answers the order it already made. */
export function saveOrder(body: SaveBody): Promise<TSaveOrderResponse> {
  return call(checkoutCalls.saveOrder, body);
}
