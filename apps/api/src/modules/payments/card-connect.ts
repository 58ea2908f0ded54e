import { onlineCardFlags, onlineFlagIds, type TShopCardResponse } from '@delivery/contract/card-payments';
import type { CallBody } from '@delivery/contract/call';
import type { cardAccountCalls } from '@delivery/contract/calls/card-payments';
import { ErrorType, type ErrorTypeCode } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { keptSecret } from '../../db/server-secrets.ts';
import { AppError } from '../../http/app-error.ts';
import { GatewayError } from '../../providers/card-gateway.ts';
import { requireShop, type StaffScope } from '../staff/service.ts';
import { accountOfShop, disconnect, putAccount, setBrands, type CardAccount } from './card-accounts.ts';
import type { CardPayments } from './card-gateway-app.ts';

/*
 * Connecting a shop's (or the marketplace's) gateway account from the panel (decision 0084): the
 * owner is sent to the gateway with a signed state, comes back to the panel's page with a code,
 * and the panel hands both here. Tokens go in sealed and never come out.
 */

type Body<K extends keyof typeof cardAccountCalls> = CallBody<(typeof cardAccountCalls)[K]>;

/** How long an owner may take at the gateway's page. */
const STATE_MINUTES = 15;
/** The panel's page the gateway sends the owner back to (apps/merchant's route). */
const RETURN_PATH = '/painel/mercadopago';

const brandsOffered = onlineCardFlags.map((name, i) => ({ flag_id: onlineFlagIds[i]!, name }));
const refuse = (type: ErrorTypeCode, message: string) => new AppError(type, message);

function requireGateway(cards: CardPayments) {
  if (!cards.gateway) throw refuse(ErrorType.NOT_ALLOWED, apiMessages.cardAccountUnavailable);
  return cards.gateway;
}

/** The account the shop's page edits: an owner reaches the shop's own, the operator the marketplace's too. */
async function editable(cards: CardPayments, scope: StaffScope, shopId: number): Promise<CardAccount> {
  requireShop(scope, shopId, 'manageShop');
  const account = await accountOfShop(cards.db, scope.member.profileId, shopId);
  if (!account) throw refuse(ErrorType.NOT_FOUND, apiMessages.cardAccountNone);
  if (account.shopId === null && !scope.operator)
    throw refuse(ErrorType.NOT_ALLOWED, apiMessages.cardAccountOperatorOnly);
  return account;
}

export async function cardAccountAnswer(
  cards: CardPayments,
  scope: StaffScope,
  shopId: number,
  message: string = apiMessages.ok,
): Promise<TShopCardResponse> {
  requireShop(scope, shopId, 'manageShop');
  const account = await accountOfShop(cards.db, scope.member.profileId, shopId);
  return {
    error_type: ErrorType.OK,
    message,
    available: cards.gateway !== null,
    account: account && {
      gateway: account.gateway,
      scope: account.shopId === null ? 'profile' : 'shop',
      account_id: account.accountId,
      connected_at: account.updatedAt.toISOString(),
      brands: account.brands,
    },
    can_connect_profile: scope.operator,
    brands_offered: brandsOffered,
  };
}

type State = { profileId: number; shopId: number; forProfile: boolean; staffId: number; until: number };

const stateKey = (cards: CardPayments) =>
  keptSecret(cards.db, 'card_oauth_state', () => randomBytes(32).toString('base64url'));

async function signState(cards: CardPayments, state: State): Promise<string> {
  const body = Buffer.from(JSON.stringify(state)).toString('base64url');
  const mac = createHmac('sha256', await stateKey(cards))
    .update(body)
    .digest('base64url');
  return `${body}.${mac}`;
}

async function readState(cards: CardPayments, signed: string): Promise<State | null> {
  const [body, mac] = signed.split('.');
  if (!body || !mac) return null;
  const expected = createHmac('sha256', await stateKey(cards))
    .update(body)
    .digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as State;
  return state.until > Date.now() ? state : null;
}

export async function startConnect(
  cards: CardPayments,
  scope: StaffScope,
  body: Body<'connectCardAccount'>,
  origin: string,
): Promise<{ error_type: 0; message: string; authorization_url: string }> {
  requireShop(scope, body.shop_id, 'manageShop');
  const gateway = requireGateway(cards);
  if (body.for_profile && !scope.operator) throw refuse(ErrorType.NOT_ALLOWED, apiMessages.cardAccountOperatorOnly);
  if (!cards.secrets.canSeal) throw refuse(ErrorType.DELIVERY_FAILED, apiMessages.secretsKeyMissing);
  const state = await signState(cards, {
    profileId: scope.member.profileId,
    shopId: body.shop_id,
    forProfile: Boolean(body.for_profile),
    staffId: scope.member.id,
    until: Date.now() + STATE_MINUTES * 60_000,
  });
  return {
    error_type: ErrorType.OK,
    message: apiMessages.ok,
    authorization_url: gateway.authorizationUrl({ state, redirectUri: `${origin}${RETURN_PATH}` }),
  };
}

/** The code for the state the same person started with, exchanged and kept sealed. */
export async function finishConnect(
  cards: CardPayments,
  scope: StaffScope,
  body: Body<'finishCardConnect'>,
  origin: string,
): Promise<TShopCardResponse> {
  const gateway = requireGateway(cards);
  const state = await readState(cards, body.state);
  if (!state || state.staffId !== scope.member.id || state.profileId !== scope.member.profileId) {
    throw refuse(ErrorType.NOT_ALLOWED, apiMessages.cardConnectExpired);
  }
  requireShop(scope, state.shopId, 'manageShop');
  if (state.forProfile && !scope.operator) throw refuse(ErrorType.NOT_ALLOWED, apiMessages.cardAccountOperatorOnly);
  const tokens = await gateway
    .connect({ code: body.code, redirectUri: `${origin}${RETURN_PATH}` })
    .catch((error: unknown) => {
      if (!(error instanceof GatewayError)) throw error;
      cards.log.warn({ err: error.message }, 'card: authorization code refused');
      throw refuse(
        error.status === null ? ErrorType.DELIVERY_FAILED : ErrorType.NOT_ALLOWED,
        error.status === null ? apiMessages.cardGatewayUnreachable : apiMessages.cardConnectRefused,
      );
    });
  await putAccount(
    cards.db,
    { profileId: state.profileId, shopId: state.forProfile ? null : state.shopId, staffId: scope.member.id },
    {
      ...tokens,
      accessToken: cards.secrets.seal(tokens.accessToken),
      refreshToken: tokens.refreshToken ? cards.secrets.seal(tokens.refreshToken) : null,
    },
    onlineFlagIds,
  );
  cards.forgetAccounts();
  return cardAccountAnswer(cards, scope, state.shopId, apiMessages.cardAccountConnected);
}

export async function saveCardBrands(cards: CardPayments, scope: StaffScope, body: Body<'saveCardBrands'>) {
  const account = await editable(cards, scope, body.shop_id);
  await setBrands(
    cards.db,
    account.id,
    [...body.brands].sort((a, b) => a - b),
  );
  cards.forgetAccounts();
  return cardAccountAnswer(cards, scope, body.shop_id, apiMessages.cardBrandsSaved);
}

export async function disconnectCardAccount(
  cards: CardPayments,
  scope: StaffScope,
  body: Body<'disconnectCardAccount'>,
) {
  const account = await editable(cards, scope, body.shop_id);
  await disconnect(cards.db, account.id);
  cards.forgetAccounts();
  return cardAccountAnswer(cards, scope, body.shop_id, apiMessages.cardAccountDisconnected);
}
