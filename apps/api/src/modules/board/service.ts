import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { mayDo } from '@delivery/contract/staff';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { requireShop, staffOfSession, type StaffScope } from '../staff/service.ts';
import type { BoardGrant } from './board-streams.ts';
import { issueBoardTicket, redeemBoardTicket } from './board-tickets.ts';

/**
 * The merchant board's rules: which shops a staff member's board shows, and what they may do with
 * their orders. Every order is reached through its shop, checked against the staff scope.
 */

/** The shops of the scope whose orders the person runs. */
const runnableShops = (scope: StaffScope): number[] =>
  [...scope.roles].filter(([, role]) => mayDo(role, 'runOrders')).map(([shopId]) => shopId);

/** The board's shops: the one asked (in reach, or 404), or every shop the person runs. */
export function boardShops(scope: StaffScope, shopId: number | undefined | null): number[] {
  if (shopId === undefined || shopId === null) return runnableShops(scope);
  requireShop(scope, shopId, 'runOrders');
  return [shopId];
}

/** A ticket for the board of the shop asked, or of all the person runs, tied to this session. */
export async function boardTicket(db: Database, scope: StaffScope, sessionKey: string, shopId?: number) {
  boardShops(scope, shopId);
  return issueBoardTicket(db, sessionKey, shopId ?? null);
}

/**
 * Spends a board's ticket on this tenant: what the stream shows, as its session reaches now (a
 * shop given up since the ticket was issued is refused as out of reach).
 */
export async function grantOfTicket(db: Database, profileId: number, ticket: string): Promise<BoardGrant> {
  const spent = await redeemBoardTicket(db, ticket);
  if (!spent) throw new AppError(ErrorType.UNAUTHENTICATED, apiMessages.boardTicketInvalid);
  const scope = await staffOfSession(db, profileId, spent.sessionKey);
  if (!scope) throw new AppError(ErrorType.UNAUTHENTICATED, apiMessages.staffSessionExpired);
  return {
    staffId: scope.member.id,
    profileId,
    sessionKey: spent.sessionKey,
    shopIds: boardShops(scope, spent.shopId),
  };
}
