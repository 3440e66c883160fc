// The signed-in user (GET /api/user), public profiles, avatars, onboarding and account deletion.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { displayName, firstName, lastName } from '../../auth/display-name.ts';
import { avatarUrlFor, currentUserSchema, toCurrentUser } from '../../auth/session-user.ts';
import { notFound } from '../../lib/http-errors.ts';
import { forgetPublicViews } from '../../recipes/public-recipe-cache.ts';
import { deleteAccount, findUserById, markOnboarded } from './users.repository.ts';
import {
  avatarSchema,
  okSchema,
  onboardedSchema,
  publicUserSchema,
  userIdParamsSchema,
} from './users.schemas.ts';

/** Answers that carry an email must not be kept by shared caches. */
const PERSONAL = 'private, no-store';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user (401 when signed out)',
        response: { 200: currentUserSchema },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      reply.header('cache-control', PERSONAL);
      return toCurrentUser(user);
    },
  );

  app.get(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: "A user's public profile; the email only for yourself",
        params: userIdParamsSchema,
        response: { 200: publicUserSchema },
      },
    },
    async (request, reply) => {
      const user = await findUserById(app.db, request.params.id);
      if (!user) throw notFound("Chef Roastie doesn't know that cook.");
      const isSelf = request.user?.id === user.id;
      if (isSelf) reply.header('cache-control', PERSONAL);
      return {
        userId: user.id,
        fullName: displayName(user.fullName),
        firstName: firstName(user.fullName),
        lastName: lastName(user.fullName),
        created_at: user.createdAt.toISOString(),
        avatarUrl: avatarUrlFor(user.avatarKey),
        ...(isSelf ? { email: user.email } : {}),
      };
    },
  );

  app.get(
    '/api/avatars/:id',
    {
      schema: {
        tags: ['users'],
        summary: "A user's avatar address, or null (the page shows the banana)",
        params: userIdParamsSchema,
        response: { 200: avatarSchema },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, request.params.id);
      return { avatarUrl: avatarUrlFor(user?.avatarKey ?? null) };
    },
  );

  app.post(
    '/api/user/onboarded',
    {
      schema: {
        tags: ['users'],
        summary: 'Mark the onboarding dialog as finished, so it shows once',
        response: { 200: onboardedSchema },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      await markOnboarded(app.db, user.id);
      return { onboarded: true as const };
    },
  );

  app.delete(
    '/api/user',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete your account: posts, likes and lists go; recipes stay, by Chef Roastie',
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const mediaKeys = await deleteAccount(app.db, user.id);
      // Their food memories are gone and their recipes are Chef Roastie's now, in every view.
      forgetPublicViews(app.db);
      // The rows and their stored files (disk or S3) go now, not at the next sweep.
      await app.media.remove(mediaKeys);
      await app.endSession(request, reply);
      return { ok: true as const };
    },
  );
};
