import { z } from 'zod';
import { ErrorType, type ErrorTypeCode } from './errors.ts';

/** Every answer carries these two fields; `error_type` 0 is success. */
export const ZEnvelope = z
  .object({
    error_type: z.number().int(),
    message: z.string(),
  })
  .meta({ id: 'Envelope' });
export type TEnvelope = { error_type: ErrorTypeCode; message: string };

export const envelope = (error_type: ErrorTypeCode, message: string): TEnvelope => ({ error_type, message });

export const isSuccess = (body: { error_type: number }): boolean => body.error_type === ErrorType.OK;
