import type { CardType } from '@delivery/contract/catalog-constants';
import type { TCardOutcome } from '@delivery/contract/card-payments';

/*
 * What the payments module asks of an online card gateway (decision 0084), in its own words: one
 * adapter per gateway (mercadopago.ts) speaks the gateway's API behind it. A second gateway is a
 * second adapter answering these same calls, and its name in `cardGateways`.
 */

/** A connected account's tokens, as the gateway's OAuth answers them. */
export type GatewayTokens = {
  accountId: string;
  publicKey: string;
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
};

/** What a call on an account needs: its access token (opened from its seal by the caller). */
export type AccountAccess = { accessToken: string };

/** A card charge's outcome and what the customer and the shop are shown of it. */
export type GatewayPayment = {
  id: string;
  outcome: TCardOutcome | 'refunded' | 'charged_back';
  /** The gateway's own status and reason, kept as they are. */
  status: string;
  detail: string | null;
  amountCents: number;
  refundedCents: number;
  /** What the gateway keeps of the payment as its own fee (not the marketplace's part). */
  feeCents: number;
  lastFour: string | null;
  /** Our reference: the order's id. */
  externalReference: string | null;
  challenge: { url: string; creq: string } | null;
};

export type ChargeRequest = {
  amountCents: number;
  token: string;
  flagId: number;
  cardType: CardType;
  description: string;
  /** The order's id: how a payment is found again when its answer was lost. */
  externalReference: string;
  payerEmail: string;
  /** The gateway's customer the saved card belongs to. */
  gatewayCustomerId: string | null;
  notificationUrl: string | null;
  /** The marketplace's part, kept at the gateway (split). */
  applicationFeeCents: number | null;
  /** The same key sends the same charge once, however often it is retried. */
  idempotencyKey: string;
};

export type GatewayRefund = { id: string; amountCents: number };

export type GatewayCard = {
  gatewayCustomerId: string;
  gatewayCardId: string;
  lastFour: string;
  expirationMonth: number;
  expirationYear: number;
};

/** A notification whose signature held: the payment it is about. */
export type VerifiedNotification = { paymentId: string; requestId: string; signedAt: Date };

/** The gateway answered an error (its status and words), or could not be reached. */
export class GatewayError extends Error {
  readonly status: number | null;

  constructor(message: string, status: number | null) {
    super(message);
    this.name = 'GatewayError';
    this.status = status;
  }
}

export interface CardGateway {
  readonly name: 'mercadopago';
  /** Where the owner authorizes the platform's application; the gateway comes back with `state`. */
  authorizationUrl(input: { state: string; redirectUri: string }): string;
  connect(input: { code: string; redirectUri: string }): Promise<GatewayTokens>;
  refresh(refreshToken: string): Promise<GatewayTokens>;
  charge(account: AccountAccess, request: ChargeRequest): Promise<GatewayPayment>;
  payment(account: AccountAccess, paymentId: string): Promise<GatewayPayment>;
  /** Gives up a payment still pending (a challenge never answered). */
  cancel(account: AccountAccess, paymentId: string): Promise<GatewayPayment>;
  refund(
    account: AccountAccess,
    paymentId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<GatewayRefund>;
  saveCard(
    account: AccountAccess,
    input: { email: string; token: string; gatewayCustomerId: string | null },
  ): Promise<GatewayCard>;
  deleteCard(account: AccountAccess, card: { gatewayCustomerId: string; gatewayCardId: string }): Promise<void>;
  /** The payment a notification is about, when its signature and time hold; null otherwise. */
  verifyNotification(input: {
    headers: Record<string, string | string[] | undefined>;
    query: Record<string, unknown>;
    now: Date;
  }): VerifiedNotification | null;
}
