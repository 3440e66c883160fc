// The backstop behind core's safeText (issue 14): before any route's schema runs, every string in
// the body, query and path parameters is checked for NUL and lone surrogates, which PostgreSQL
// cannot store. A field no schema declares as safeText still answers 400 naming the field,
// never 500. docs/decisions/0015-security-hardening.md.
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@roastie/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors.ts';

/** The first unsafe field of the request as a 400, or undefined when all is safe. */
function unsafeField(request: FastifyRequest) {
  const found =
    partField('params', request.params) ??
    partField('querystring', request.query) ??
    partField('body', request.body);
  if (found === null) return undefined;
  return badRequest(`Please check ${found}: ${UNSAFE_TEXT_MESSAGE}`, {
    [found]: UNSAFE_TEXT_MESSAGE,
  });
}

function partField(part: string, value: unknown): string | null {
  const field = findUnsafeText(value);
  return field === 'body' ? part : field;
}

export const safeInputPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook, not an async one: it runs on every request, and has nothing to wait for.
    app.addHook('preValidation', (request, _reply, done) => done(unsafeField(request)));
  },
  { name: 'safe-input' },
);
