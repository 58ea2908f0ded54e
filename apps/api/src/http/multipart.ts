import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** An upload call's one file: its largest size, and the refusal a larger one gets. */
export type UploadLimits = { fileBytes: number; tooLarge: string };

/** @fastify/multipart's limit errors: too many parts, files or fields for a form of one file. */
const tooManyParts = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Reads a multipart/form-data body into the body the call's schema checks: each field as its text,
 * the file as a `File`. Runs before validation, so the token and every field are checked as in a
 * JSON call. Anything else than multipart is refused, and so is a form that cannot be read or
 * holds more than one file and a few short fields: a request's fault, never a 5xx.
 */
export function multipartBodyReader(limits: UploadLimits) {
  const busboyLimits = { fileSize: limits.fileBytes, files: 1, fields: 8, fieldSize: 1024, parts: 9 };
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.isMultipart()) throw new AppError(ErrorType.UNSUPPORTED_MEDIA_TYPE, apiMessages.multipartExpected);
    const body: Record<string, unknown> = {};
    try {
      for await (const part of request.parts({ limits: busboyLimits })) {
        // A part's buffer is never a SharedArrayBuffer's view, which is all the cast says.
        body[part.fieldname] =
          part.type === 'file'
            ? new File([(await part.toBuffer()) as Uint8Array<ArrayBuffer>], part.filename, { type: part.mimetype })
            : part.value;
      }
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(ErrorType.PAYLOAD_TOO_LARGE, limits.tooLarge);
      if (tooManyParts.has(code)) throw new AppError(ErrorType.PAYLOAD_TOO_LARGE, apiMessages.formTooLarge);
      request.log.info({ err: error }, 'unreadable multipart body');
      throw new AppError(ErrorType.INVALID_INPUT, apiMessages.malformedForm);
    }
    request.body = body;
  };
}
