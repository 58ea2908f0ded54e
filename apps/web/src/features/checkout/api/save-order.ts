import type { TSaveOrderResponse } from '@delivery/contract/orders';
import { checkoutPaths } from '@delivery/contract/routes';
import { post } from '../../../lib/api-client.ts';
import type { SaveBody } from '../order-draft.ts';

/** saveOrder: places the order; the same idempotency_key answers the order it already made. */
export function saveOrder(body: SaveBody): Promise<TSaveOrderResponse> {
  return post<TSaveOrderResponse>(checkoutPaths.saveOrder, body);
}
