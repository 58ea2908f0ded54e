import { boardCalls } from '@delivery/contract/calls/board';
import { callOk } from '../../../lib/api-client.ts';

/** A single-use ticket for the board's stream (decision 0020: the token never goes in a URL). */
export const boardEventsTicket = (shopId: number | null): Promise<string> =>
  callOk(boardCalls.boardEventsTicket, shopId === null ? {} : { shop_id: shopId }).then((answer) => answer.ticket);
