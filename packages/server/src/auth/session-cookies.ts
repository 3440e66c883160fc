// The two cookies of a session. The session cookie carries the secret and is HttpOnly; `user_id`
// is readable by the page as a hint that someone is signed in, and the server never trusts it.
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The session cookie's name over plain http (a browser refuses `__Host-` without Secure). */
export const SESSION_COOKIE = 'roastie_session';
/**
 * Its name over https: the `__Host-` prefix makes the browser accept it only with Secure, Path=/
 * and no Domain, so a sibling subdomain can neither plant nor overwrite it (issue 14,
 * docs/decisions/0015-security-hardening.md).
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const USER_HINT_COOKIE = 'user_id';

const DAY_SECONDS = 24 * 60 * 60;

export interface CookieSettings {
  publicUrl: string | undefined;
  ttlDays: number;
}

/** Whether the browser reaches us over https, directly or through a trusted proxy. */
function isHttps(request: FastifyRequest, settings: CookieSettings): boolean {
  return settings.publicUrl?.startsWith('https://') === true || request.protocol === 'https';
}

/** The session cookie's name for this request's scheme; the other name is never read. */
export function sessionCookieName(request: FastifyRequest, settings: CookieSettings): string {
  return isHttps(request, settings) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session token the request carries under the name its scheme allows, if any. */
export function sessionTokenOf(
  request: FastifyRequest,
  settings: CookieSettings,
): string | undefined {
  return request.cookies[sessionCookieName(request, settings)];
}

function baseOptions(request: FastifyRequest, settings: CookieSettings): CookieSerializeOptions {
  // No Domain, ever: `__Host-` requires it, and host-only cookies are what we want over http too.
  return { path: '/', sameSite: 'lax', secure: isHttps(request, settings) };
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: CookieSettings,
  session: { token: string; userId: string },
): void {
  const options = { ...baseOptions(request, settings), maxAge: settings.ttlDays * DAY_SECONDS };
  const name = sessionCookieName(request, settings);
  reply.setCookie(name, session.token, { ...options, httpOnly: true });
  reply.setCookie(USER_HINT_COOKIE, session.userId, { ...options, httpOnly: false });
}

export function clearSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: CookieSettings,
  which: 'both' | 'hint' = 'both',
): void {
  const options = baseOptions(request, settings);
  if (which === 'both') {
    reply.clearCookie(sessionCookieName(request, settings), { ...options, httpOnly: true });
  }
  reply.clearCookie(USER_HINT_COOKIE, options);
}
