// The one error handler: every failure answers JSON `{statusCode, error, fields?}` with a status
// that says what went wrong. Validation errors name each field; 5xx never leak internals.
import type { ErrorBody } from '@roastie/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/database-unavailable.ts';
import { HttpError } from '../lib/http-errors.ts';

/** Messages for Fastify's own client errors, in the product's voice. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "That's more than Chef Roastie can carry: the request is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Chef Roastie can't read that kind of content.",
  FST_ERR_CTP_INVALID_JSON_BODY: "That JSON is half-baked: it couldn't be read.",
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty, but JSON was promised.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request says it has a different length than it has.',
  FST_REQ_FILE_TOO_LARGE: "That file is too large for Chef Roastie's oven.",
  FST_PARTS_LIMIT: 'Too many parts in that upload.',
  FST_FILES_LIMIT: 'Too many files in that upload.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'That upload must be sent as a form (multipart/form-data).',
};

export const DATABASE_UNAVAILABLE =
  "Chef Roastie's pantry is closed for a moment (the database is not answering): please try again shortly.";

const statusMessages: Record<number, string> = {
  429: 'Easy, chef! Too many requests: take a breath and try again in a moment.',
};

function toErrorBody(error: FastifyError | HttpError, request: FastifyRequest): ErrorBody {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const where =
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
        error.validationContext ||
        'body';
      fields[where] ??= issue.message ?? 'is not valid';
    }
    const first = Object.entries(fields)[0];
    const summary = first ? `Please check ${first[0]}: ${first[1]}` : 'Please check the request.';
    return { statusCode: 400, error: summary, fields };
  }
  if (error instanceof HttpError) {
    return {
      statusCode: error.statusCode,
      error: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      (error.code && frameworkMessages[error.code]) ?? statusMessages[status] ?? error.message;
    return { statusCode: status, error: message };
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return { statusCode: 503, error: DATABASE_UNAVAILABLE };
  }
  request.log.error({ err: error }, 'request failed');
  return {
    statusCode: 500,
    error: 'Something burnt in the kitchen. Please try again in a moment.',
  };
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const body = toErrorBody(error, request);
      return reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'errors' },
);
