/**
 * `error_type` values of the wire contract. 0 is success; every other value comes with a pt-BR
 * `message` the app shows as it is. docs/product.md fixes 2 and 9; the rest are ours (docs/architecture.md section 3).
 */
export const ErrorType = {
  /** Success. */
  OK: 0,
  /** Malformed input: a field is missing, of the wrong type or out of range. HTTP 400; the message names the field. */
  INVALID_INPUT: 1,
  /** Business refusal fixed by docs/product.md: checkout must go back to the shop; social sign-in of an account not registered yet. HTTP 200. */
  GO_BACK: 2,
  /** No such route, tenant or resource visible to this caller. HTTP 404. */
  NOT_FOUND: 3,
  /** The session token is missing, expired or revoked. HTTP 401. */
  UNAUTHENTICATED: 4,
  /** The body names another tenant (`profile_id`) than the one the host name resolves to. HTTP 403. */
  WRONG_TENANT: 5,
  /** Too many requests from this caller; try again later. HTTP 429. */
  RATE_LIMITED: 6,
  /** The body, or a file in it, is larger than the server accepts. HTTP 413. */
  PAYLOAD_TOO_LARGE: 7,
  /**
   * The body's content type is not one the call takes (JSON or form-urlencoded; multipart/form-data
   * for an upload), or an uploaded file is not of a type it takes. HTTP 415.
   */
  UNSUPPORTED_MEDIA_TYPE: 8,
  /** Business answer fixed by docs/product.md: checkout may go on only after the customer confirms ('Estou ciente'). HTTP 200. */
  NEEDS_CONFIRMATION: 9,
  /** Sign-in refused: wrong password and unknown account alike, so the answer tells an attacker nothing. HTTP 200. */
  INVALID_CREDENTIALS: 10,
  /** The e-mail, phone, CPF or social identity already belongs to another account of this profile. HTTP 200. */
  ALREADY_REGISTERED: 11,
  /** A one-time code or recovery request was wrong, expired, used up or never asked for. HTTP 200. */
  CODE_REJECTED: 12,
  /** A provider (mail, SMS, voice, the shop's Pix PSP) could not take the request; nothing was changed. HTTP 503. */
  DELIVERY_FAILED: 13,
  /** This profile does not offer what was asked (a sign-in mode, a channel), or a rule forbids it here. HTTP 200. */
  NOT_ALLOWED: 14,
  /** The prices, fee or total the app showed differ from the server's; the answer carries the right ones. HTTP 200. */
  PRICES_CHANGED: 15,
  /**
   * The idempotency key of an order already made came with another order: nothing was placed and
   * the first order is not answered, as payment APIs refuse a reused key. HTTP 422.
   */
  KEY_REUSED: 16,
  /**
   * Someone saved the item after this caller read it: nothing was saved, the caller reads it again
   * and decides (optimistic versioning of the menu editor). HTTP 409.
   */
  EDIT_CONFLICT: 17,
  /**
   * The platform suspended the tenant of this host: nothing of it is deleted, and every call
   * answers this until it is resumed (decision 0082). HTTP 503.
   */
  TENANT_SUSPENDED: 18,
  /** Unexpected failure on the server; details stay in the logs. HTTP 500. */
  UNKNOWN: 99,
} as const;

export type ErrorTypeCode = (typeof ErrorType)[keyof typeof ErrorType];

/** The HTTP status each code answers with; a business refusal is a 200 carrying its code. */
export const errorStatus: Record<ErrorTypeCode, number> = {
  [ErrorType.OK]: 200,
  [ErrorType.INVALID_INPUT]: 400,
  [ErrorType.GO_BACK]: 200,
  [ErrorType.NOT_FOUND]: 404,
  [ErrorType.UNAUTHENTICATED]: 401,
  [ErrorType.WRONG_TENANT]: 403,
  [ErrorType.RATE_LIMITED]: 429,
  [ErrorType.PAYLOAD_TOO_LARGE]: 413,
  [ErrorType.UNSUPPORTED_MEDIA_TYPE]: 415,
  [ErrorType.NEEDS_CONFIRMATION]: 200,
  [ErrorType.INVALID_CREDENTIALS]: 200,
  [ErrorType.ALREADY_REGISTERED]: 200,
  [ErrorType.CODE_REJECTED]: 200,
  [ErrorType.DELIVERY_FAILED]: 503,
  [ErrorType.NOT_ALLOWED]: 200,
  [ErrorType.PRICES_CHANGED]: 200,
  [ErrorType.KEY_REUSED]: 422,
  [ErrorType.EDIT_CONFLICT]: 409,
  [ErrorType.TENANT_SUSPENDED]: 503,
  [ErrorType.UNKNOWN]: 500,
};
