// Reads a multipart form: its text fields, and at most one file into memory (the upload limit
// bounds it; @fastify/multipart answers 413 past it).
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-errors.ts';

export interface MultipartForm {
  fields: Record<string, string>;
  file: { field: string; filename: string; data: Buffer } | null;
}

export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Please send this as a form upload (multipart/form-data).');
  }
  const form: MultipartForm = { fields: {}, file: null };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (!form.file && data.length > 0)
        form.file = { field: part.fieldname, filename: part.filename, data };
    } else if (typeof part.value === 'string') {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}
