// Who is asking: resolves `request.user` once per request from the session cookie, and gives
// routes `app.requireUser`, `app.startSession` and `app.endSession`. The `user_id` cookie is only
// a hint for the page; identity comes from the session row alone.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  clearSessionCookies,
  sessionTokenOf,
  setSessionCookies,
  USER_HINT_COOKIE,
  type CookieSettings,
} from '../auth/session-cookies.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { createSession, findSessionUser, revokeSession } from '../auth/sessions.ts';
import { unauthorized } from '../lib/http-errors.ts';

export type { SessionUser } from '../auth/session-user.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** The signed-in user, or a 401 for a visitor. */
    requireUser(request: FastifyRequest): SessionUser;
    /** Signs `userId` in: a new session and both cookies, replacing the request's own session. */
    startSession(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void>;
    /** Revokes the request's session and clears both cookies. */
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export interface AuthPluginOptions {
  publicUrl: string | undefined;
  sessionTtlDays: number;
}

/** The signed-in user, or an HttpError 401 that tells a person what to do. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) {
    throw unauthorized('Please sign in first: Chef Roastie only cooks for guests with a seat.');
  }
  return request.user;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, options) => {
    const settings: CookieSettings = {
      publicUrl: options.publicUrl,
      ttlDays: options.sessionTtlDays,
    };
    app.decorateRequest('user', null);
    app.decorate('requireUser', requireUser);

    app.decorate(
      'startSession',
      async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
        const previous = sessionTokenOf(request, settings);
        if (previous) await revokeSession(app.db, previous);
        const { token } = await createSession(app.db, userId, {
          ttlDays: options.sessionTtlDays,
          userAgent: request.headers['user-agent'],
        });
        setSessionCookies(request, reply, settings, { token, userId });
      },
    );

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = sessionTokenOf(request, settings);
      if (token) await revokeSession(app.db, token);
      request.user = null;
      clearSessionCookies(request, reply, settings);
    });

    // preHandler, after routing and validation: a malformed request costs no session lookup.
    app.addHook('preHandler', async (request, reply) => {
      const token = sessionTokenOf(request, settings);
      if (token) {
        request.user = await findSessionUser(app.db, token, { ttlDays: options.sessionTtlDays });
        // A dead session: tell the page it is signed out instead of letting it believe the hint.
        if (!request.user) clearSessionCookies(request, reply, settings);
      } else if (request.cookies[USER_HINT_COOKIE] !== undefined) {
        clearSessionCookies(request, reply, settings, 'hint');
      }
    });
  },
  { name: 'auth', dependencies: ['db', '@fastify/cookie'] },
);
