// Reads a multipart form: its text fields, and at most one file into memory (the upload limit
// bounds it; @fastify/multipart answers 413 past it). A form cut short or without a boundary is
// the sender's mistake (400), and a text field must be text the database can keep (issue 14).
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '@roastie/core';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './http-errors.ts';

export interface MultipartForm {
  fields: Record<string, string>;
  file: { field: string; filename: string; data: Buffer } | null;
}

export const MALFORMED_FORM =
  'That upload arrived half-baked (cut short or malformed): please send it again.';

/** Errors with a client status (413 file too large, 415...) stay; a parser's own error is a 400. */
function asClientError(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return badRequest(MALFORMED_FORM);
}

export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Please send this as a form upload (multipart/form-data).');
  }
  const form: MultipartForm = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (!isSafeText(part.fieldname)) {
        throw badRequest(UNSAFE_TEXT_MESSAGE, { form: UNSAFE_TEXT_MESSAGE });
      }
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (!form.file && data.length > 0)
          form.file = { field: part.fieldname, filename: part.filename, data };
      } else if (typeof part.value === 'string') {
        if (!isSafeText(part.value)) {
          throw badRequest(`Please check ${part.fieldname}: ${UNSAFE_TEXT_MESSAGE}`, {
            [part.fieldname]: UNSAFE_TEXT_MESSAGE,
          });
        }
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw asClientError(error);
  }
  return form;
}
