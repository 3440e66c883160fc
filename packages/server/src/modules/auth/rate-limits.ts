// Per-route limits on the calls that guess passwords or create rows, counted in the database so
// that every process shares them (plugins/rate-limit.ts; docs/decisions/0015-security-hardening.md).
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors.ts';

const MINUTE_MS = 60 * 1000;

function tooMany(message: string): RateLimitOptions['errorResponseBuilder'] {
  return (_request, context) => new HttpError(429, `${message} Try again in ${context.after}.`);
}

/** Keyed by address and email, after validation, so a typo in the form costs no attempt. */
export function loginRateLimit(max: number): RateLimitOptions {
  return {
    max,
    timeWindow: 15 * MINUTE_MS,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `login|${request.ip}|${typeof email === 'string' ? email : ''}`;
    },
    errorResponseBuilder: tooMany('Easy, chef! Too many sign-in attempts for this account.'),
  };
}

/**
 * Every password sign-in from one address, whatever the email (issue 14): a new email per guess
 * would never meet the limit above, and each guess costs a password hash. A preHandler of its
 * own, because @fastify/rate-limit runs one limit per request.
 */
export function loginAddressLimit(app: FastifyInstance, max: number) {
  const check = app.createRateLimit({
    max,
    timeWindow: 15 * MINUTE_MS,
    keyGenerator: (request: FastifyRequest) => `login-address|${request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new HttpError(
        429,
        'Easy, chef! Too many sign-in attempts from here. Try again in a few minutes.',
      );
    }
  };
}

export function registerRateLimit(max: number): RateLimitOptions {
  return {
    max,
    timeWindow: 60 * MINUTE_MS,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => `register|${request.ip}`,
    errorResponseBuilder: tooMany('Whoa, that is a lot of new accounts from one kitchen.'),
  };
}

/**
 * Google sign-in, per address: a token cannot be guessed, so this only bounds the work (a
 * signature check and a few queries) one client can ask for.
 */
export const googleRateLimit: RateLimitOptions = {
  max: 30,
  timeWindow: 15 * MINUTE_MS,
  keyGenerator: (request: FastifyRequest) => `google|${request.ip}`,
  errorResponseBuilder: tooMany('Easy, chef! Too many sign-in attempts from here.'),
};

/** Nonces are cheap but are rows: a page load asks for one, a flood should not fill the table. */
export const nonceRateLimit: RateLimitOptions = {
  max: 30,
  timeWindow: MINUTE_MS,
  keyGenerator: (request: FastifyRequest) => `nonce|${request.ip}`,
  errorResponseBuilder: tooMany('Easy, chef! Too many sign-in attempts from here.'),
};
