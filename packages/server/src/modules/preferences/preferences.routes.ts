// The preferences questionnaire: saved for the signed-in user, read back to fill the form.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/http-errors.ts';
import { findPreferences, savePreferences } from './preferences.repository.ts';
import { preferencesOkSchema, preferencesSchema, submitPreferencesBodySchema } from '@roastie/core';

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/submit-preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Save your answers to the preferences questionnaire',
        body: submitPreferencesBodySchema,
        response: { 200: preferencesOkSchema },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { userId, ...answers } = request.body;
      // The session says who you are; a userId naming someone else is refused, not obeyed.
      if (userId !== undefined && userId !== user.id) {
        throw forbidden("You can only save your own preferences, chef: that userId isn't yours.");
      }
      await savePreferences(app.db, user.id, answers);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Your saved preferences, or nulls before the first answer',
        response: { 200: preferencesSchema },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return findPreferences(app.db, user.id);
    },
  );
};
