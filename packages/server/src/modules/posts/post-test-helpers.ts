// Shared by the posts tests: a valid memory form and a way to send one through POST /api/post.
import type { FastifyInstance } from 'fastify';
import { form } from '../../../test/helpers/images.ts';
import type { SignedIn } from '../../../test/helpers/sign-in.ts';

/** A day this many days before today (UTC), as YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

export const memoryFields = (recipeId: string): Record<string, string> => ({
  recipeName: 'Red lentil soup',
  description: 'Sunday lunch with the whole family, extra lemon.',
  date: daysFromToday(-2),
  recipe_id: recipeId,
});

export interface PhotoPart {
  data: Buffer;
  name?: string;
  type?: string;
}

export function postMemory(
  app: FastifyInstance,
  who: SignedIn | null,
  fields: Record<string, string>,
  photo: PhotoPart | null,
) {
  return app.inject({
    method: 'POST',
    url: '/api/post',
    headers: who ? { cookie: who.cookie } : {},
    payload: form(fields, photo ? { field: 'image', ...photo } : undefined),
  });
}
