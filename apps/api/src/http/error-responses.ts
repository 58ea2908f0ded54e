import type { Call } from '@delivery/contract/call';
import { ZEnvelope } from '@delivery/contract/envelope';
import { ErrorType, errorStatus, type ErrorTypeCode } from '@delivery/contract/errors';

/** What each failure means to a caller, for the API document. */
const meanings: Partial<Record<ErrorTypeCode, string>> = {
  [ErrorType.INVALID_INPUT]: 'Malformed input (error_type 1): the message names the field.',
  [ErrorType.UNAUTHENTICATED]: 'No live session for the token (error_type 4).',
  [ErrorType.WRONG_TENANT]: 'The body names another tenant than the host (error_type 5).',
  [ErrorType.NOT_FOUND]: 'No such tenant, call or resource for this caller (error_type 3).',
  [ErrorType.PAYLOAD_TOO_LARGE]: 'The body is too large (error_type 7).',
  [ErrorType.UNSUPPORTED_MEDIA_TYPE]:
    'The body is not of a type the call takes (JSON or form-urlencoded; multipart for an upload), or its file is not (error_type 8).',
  [ErrorType.RATE_LIMITED]: 'Too many requests; try again later (error_type 6).',
  [ErrorType.DELIVERY_FAILED]:
    'A provider (mail, SMS, CEP lookup) could not answer; nothing changed (error_type 13). Or the platform suspended the tenant of this host (error_type 18).',
  [ErrorType.UNKNOWN]: 'Unexpected failure (error_type 99); the details stay in the logs.',
};

/**
 * The failures a call may answer, for the API document: each in the envelope, with the
 * error_type that goes with its status (the error handler in errors.ts writes them).
 */
export function errorResponses(call: Pick<Call, 'auth' | 'methods'>) {
  const codes: ErrorTypeCode[] = [
    ErrorType.INVALID_INPUT,
    ErrorType.WRONG_TENANT,
    ErrorType.NOT_FOUND,
    ErrorType.RATE_LIMITED,
    ErrorType.DELIVERY_FAILED,
    ErrorType.UNKNOWN,
    ...(call.auth === 'none' ? [] : [ErrorType.UNAUTHENTICATED]),
    ...(call.methods.includes('POST') ? [ErrorType.PAYLOAD_TOO_LARGE, ErrorType.UNSUPPORTED_MEDIA_TYPE] : []),
  ];
  return Object.fromEntries(
    codes.map((code) => [
      errorStatus[code],
      { description: meanings[code], content: { 'application/json': { schema: ZEnvelope } } },
    ]),
  );
}
