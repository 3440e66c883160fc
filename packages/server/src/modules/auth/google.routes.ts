// Google sign-in: the page asks for a nonce, hands it to Google's button, and posts the ID token
// Google returns to /api/set-cookie (docs/product.md section 7), where we verify it ourselves.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createGoogleVerifier, GoogleTokenError } from '../../auth/google-id-token.ts';
import { consumeNonce, issueNonce } from '../../auth/nonces.ts';
import { currentUserSchema, toCurrentUser } from '../../auth/session-user.ts';
import type { AppConfig } from '../../env.ts';
import { conflict, HttpError, notFound, unauthorized } from '../../lib/http-errors.ts';
import { findOrCreateGoogleUser } from './auth.repository.ts';
import { nonceSchema, setCookieBodySchema } from './auth.schemas.ts';
import { googleRateLimit, nonceRateLimit } from './rate-limits.ts';

export interface GoogleRoutesOptions {
  config: AppConfig;
}

function refusal(reason: GoogleTokenError['reason']): HttpError {
  switch (reason) {
    case 'expired':
      return unauthorized('That Google sign-in has gone cold. Please sign in again.');
    case 'unverified-email':
      return unauthorized(
        "Google hasn't verified this email address yet. Verify it with Google, then sign in again.",
      );
    case 'keys-unavailable':
      // Google's keys could not be fetched: not the user's fault, and worth a retry.
      return new HttpError(
        503,
        "Chef Roastie can't reach Google right now. Please try again soon.",
      );
    default:
      return unauthorized("That Google sign-in didn't check out. Please try again.");
  }
}

export const googleRoutes: FastifyPluginAsyncZod<GoogleRoutesOptions> = async (app, { config }) => {
  const clientId = config.googleClientId;
  const verify = clientId
    ? createGoogleVerifier({
        clientId,
        jwksUrl: config.googleJwksUrl,
        issuers: config.googleIssuers,
      })
    : null;
  const requireGoogle = () => {
    if (!verify) throw notFound('Google sign-in is not set up on this Roastie.');
    return verify;
  };
  // onRequest, before validation: without a client id these calls are missing, whatever the body.
  const googleOnly = async () => void requireGoogle();

  app.post(
    '/api/auth/nonce',
    {
      onRequest: googleOnly,
      config: { rateLimit: nonceRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'A one-time nonce for the Google sign-in button (valid 10 minutes)',
        response: { 200: nonceSchema },
      },
    },
    async () => ({ nonce: await issueNonce(app.db) }),
  );

  app.post(
    '/api/set-cookie',
    {
      onRequest: googleOnly,
      config: { rateLimit: googleRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token (accessToken) and start a session',
        body: setCookieBodySchema,
        response: { 200: currentUserSchema },
      },
    },
    async (request, reply) => {
      const verifyToken = requireGoogle();
      let identity;
      try {
        identity = await verifyToken(request.body.accessToken);
      } catch (err) {
        if (!(err instanceof GoogleTokenError)) throw err;
        request.log.info({ reason: err.reason, detail: err.message }, 'Google token refused');
        throw refusal(err.reason);
      }
      // The nonce proves this token was minted for a sign-in we started, and only once.
      if (!identity.nonce || !(await consumeNonce(app.db, identity.nonce))) {
        request.log.info('Google token refused: unknown, expired or reused nonce');
        throw unauthorized('That sign-in was already used or has gone cold. Please sign in again.');
      }
      const user = await findOrCreateGoogleUser(app.db, identity, request.body.fullName);
      if (user === 'email-taken') {
        throw conflict(
          'This email already has a Roastie account that signs in another way. ' +
            "Please sign in as you did before, so nobody's recipes get mixed up.",
        );
      }
      await app.startSession(request, reply, user.id);
      return toCurrentUser(user);
    },
  );
};
