import type { Call } from '@delivery/contract/call';
import { ZEnvelope } from '@delivery/contract/envelope';
import { ErrorType, errorStatus } from '@delivery/contract/errors';

/**
 * The failures a call may answer, for the API document: each in the envelope, with the
 * error_type that goes with its status (the error handler in errors.ts writes them).
 */
export function errorResponses(call: Pick<Call, 'auth' | 'methods'>): Record<number, typeof ZEnvelope> {
  const codes = [
    ErrorType.INVALID_INPUT,
    ErrorType.WRONG_TENANT,
    ErrorType.NOT_FOUND,
    ErrorType.RATE_LIMITED,
    ErrorType.DELIVERY_FAILED,
    ErrorType.UNKNOWN,
    ...(call.auth === 'none' ? [] : [ErrorType.UNAUTHENTICATED]),
    ...(call.methods.includes('POST') ? [ErrorType.PAYLOAD_TOO_LARGE, ErrorType.UNSUPPORTED_MEDIA_TYPE] : []),
  ];
  return Object.fromEntries(codes.map((code) => [errorStatus[code], ZEnvelope]));
}
