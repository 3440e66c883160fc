// The backstop behind core's safeText (issue 14): before any route's schema runs, every string in
// the body, query and path parameters is checked for NUL and lone surrogates, which PostgreSQL
// cannot store. A field no schema declares as safeText still answers 400 naming the field,
// never 500. docs/decisions/0015-security-hardening.md.
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@roastie/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors.ts';

function checkRequest(request: FastifyRequest) {
  for (const [part, value] of [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const) {
    const field = findUnsafeText(value);
    if (field !== null) {
      const name = field === 'body' ? part : field;
      throw badRequest(`Please check ${name}: ${UNSAFE_TEXT_MESSAGE}`, {
        [name]: UNSAFE_TEXT_MESSAGE,
      });
    }
  }
}

export const safeInputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => checkRequest(request));
  },
  { name: 'safe-input' },
);
