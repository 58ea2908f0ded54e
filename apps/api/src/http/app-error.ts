import { errorStatus, type ErrorTypeCode } from '@delivery/contract/errors';

/** A refusal the API means to give: its HTTP status comes from the contract's table (errorStatus). */
export class AppError extends Error {
  readonly errorType: ErrorTypeCode;
  readonly statusCode: number;

  constructor(errorType: ErrorTypeCode, message: string) {
    super(message);
    this.errorType = errorType;
    this.name = 'AppError';
    this.statusCode = errorStatus[errorType];
  }
}
