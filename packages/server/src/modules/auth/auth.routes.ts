// Local accounts (email and password), sign-out, and what the login screen should offer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashPassword, verifyDummyPassword, verifyPassword } from '../../auth/passwords.ts';
import { currentUserSchema, toCurrentUser } from '../../auth/session-user.ts';
import type { AppConfig } from '../../env.ts';
import { conflict, notFound, unauthorized } from '../../lib/http-errors.ts';
import { createLocalUser, findLocalAccount } from './auth.repository.ts';
import { authConfigSchema, loginBodySchema, okSchema, registerBodySchema } from './auth.schemas.ts';
import { loginAddressLimit, loginRateLimit, registerRateLimit } from './rate-limits.ts';

export interface AuthRoutesOptions {
  config: AppConfig;
}

const WRONG_CREDENTIALS =
  "That email and password don't go together. Check them and try again, chef.";

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { config }) => {
  // onRequest, before validation: a switched-off call is missing, whatever its body says.
  const localAccountsOnly = async () => {
    if (!config.localAccounts) {
      throw notFound(
        'Email and password accounts are switched off on this Roastie. Please sign in with Google.',
      );
    }
  };

  app.get(
    '/api/auth/config',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which ways of signing in this Roastie offers',
        response: { 200: authConfigSchema },
      },
    },
    async () => ({
      localAccounts: config.localAccounts,
      googleClientId: config.googleClientId ?? null,
    }),
  );

  app.post(
    '/api/auth/register',
    {
      onRequest: localAccountsOnly,
      config: { rateLimit: registerRateLimit(config.registerRateLimit) },
      schema: {
        tags: ['auth'],
        summary: 'Create an account with email and password, and sign in',
        body: registerBodySchema,
        response: { 201: currentUserSchema },
      },
    },
    async (request, reply) => {
      const { email, password, fullName } = request.body;
      // Hash before looking: a taken email answers no faster than a free one.
      const passwordHash = await hashPassword(password);
      const user = await createLocalUser(app.db, { email, fullName, passwordHash });
      if (!user) {
        throw conflict("Chef Roastie can't register this email. If it's yours, try signing in.");
      }
      await app.startSession(request, reply, user.id);
      return reply.status(201).send(toCurrentUser(user));
    },
  );

  app.post(
    '/api/auth/login',
    {
      onRequest: localAccountsOnly,
      preHandler: [loginAddressLimit(app, config.loginAddressRateLimit)],
      config: { rateLimit: loginRateLimit(config.loginRateLimit) },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginBodySchema,
        response: { 200: currentUserSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const account = await findLocalAccount(app.db, email);
      // Unknown email or wrong password: the same work, the same answer.
      const valid = account
        ? await verifyPassword(password, account.passwordHash)
        : await verifyDummyPassword(password);
      if (!account || !valid) throw unauthorized(WRONG_CREDENTIALS);
      await app.startSession(request, reply, account.user.id);
      return toCurrentUser(account.user);
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke this session and clear its cookies',
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      await app.endSession(request, reply);
      return { ok: true as const };
    },
  );
};
