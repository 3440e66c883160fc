// The two cookies of a session. `roastie_session` carries the secret and is HttpOnly; `user_id` is
// readable by the page as a hint that someone is signed in, and the server never trusts it.
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'roastie_session';
export const USER_HINT_COOKIE = 'user_id';

const DAY_SECONDS = 24 * 60 * 60;

export interface CookieSettings {
  publicUrl: string | undefined;
  ttlDays: number;
}

function baseOptions(request: FastifyRequest, settings: CookieSettings): CookieSerializeOptions {
  // Secure whenever the browser reaches us over https, directly or through a trusted proxy.
  const https = settings.publicUrl?.startsWith('https://') === true || request.protocol === 'https';
  return { path: '/', sameSite: 'lax', secure: https };
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: CookieSettings,
  session: { token: string; userId: string },
): void {
  const options = { ...baseOptions(request, settings), maxAge: settings.ttlDays * DAY_SECONDS };
  reply.setCookie(SESSION_COOKIE, session.token, { ...options, httpOnly: true });
  reply.setCookie(USER_HINT_COOKIE, session.userId, { ...options, httpOnly: false });
}

export function clearSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: CookieSettings,
  which: 'both' | 'hint' = 'both',
): void {
  const options = baseOptions(request, settings);
  if (which === 'both') reply.clearCookie(SESSION_COOKIE, { ...options, httpOnly: true });
  reply.clearCookie(USER_HINT_COOKIE, options);
}
