import { ErrorType } from '@delivery/contract/errors';

/** What every answer of the API carries (docs/architecture.md section 3); `error_type` 0 is success. */
export type Envelope = { error_type: number; message: string };

export type ApiErrorKind =
  /** The request never got an answer (offline, DNS, refused). */
  | 'network'
  /** No answer within the loading limit. */
  | 'timeout'
  /** The server answered with a non-2xx status. */
  | 'http'
  /** The answer is not a JSON envelope. */
  | 'invalid-response'
  /** HTTP 200 with a non-zero error_type: the server refused, with a message to show. */
  | 'business';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly errorType: number | null;

  constructor(kind: ApiErrorKind, message: string, status: number | null = null, errorType: number | null = null) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.errorType = errorType;
  }
}

/** The answer when it is a success; a non-zero error_type rejects with a 'business' ApiError carrying the server's message. */
export function expectSuccess<TAnswer extends Envelope>(answer: TAnswer): TAnswer {
  if (answer.error_type !== ErrorType.OK) throw new ApiError('business', answer.message, 200, answer.error_type);
  return answer;
}

/** The API's answer for something that is not there (or is another tenant's): a shop, a product, an order. */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.errorType === ErrorType.NOT_FOUND);

/**
 * The server's own pt-BR message for a failed call, when it sent one (a business refusal, or an
 * HTTP error with an envelope); null when there was no usable answer (offline, timeout, crash).
 */
export function serverMessage(error: unknown): string | null {
  if (error instanceof ApiError && (error.kind === 'business' || (error.kind === 'http' && error.errorType !== null))) {
    return error.message;
  }
  return null;
}
