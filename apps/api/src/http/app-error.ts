import type { ErrorTypeCode } from '@delivery/contract/errors';

/** A refusal the API means to give: mapped to the wire envelope in one place (http/errors.ts). */
export class AppError extends Error {
  constructor(
    readonly errorType: ErrorTypeCode,
    message: string,
    readonly statusCode = 200,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
