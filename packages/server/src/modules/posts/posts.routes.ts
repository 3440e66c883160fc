// Food memories (docs/product.md section 7): the feed (everyone's or your own, newest first, in keyset
// pages), posting one with its photo, deleting your own, and how often a recipe was cooked.
// The author is always the session's user: the product's user_id field is checked, never trusted.
import {
  cookedCountResponseSchema,
  postIdParamsSchema,
  postListQuerySchema,
  postListResponseSchema,
  postSchema,
  recipeIdQuerySchema,
} from '@roastie/core';
import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { posts, recipes } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/http-errors.ts';
import { readMultipart } from '../../lib/read-multipart.ts';
import { uploadQuota, type UploadRoutesOptions } from '../../media/upload-quota.ts';
import { parsePostForm } from './post-form.ts';
import { keysetPage } from '../../lib/keyset-cursor.ts';
import { sendReadyJson } from '../../lib/send-ready-json.ts';
import { forgetPublicFeed, publicFeedPages } from '../../recipes/public-recipe-cache.ts';
import { postListConditions } from './post-list-filters.ts';
import { findPost, findPosts, toPost } from './post-queries.ts';

const noPhoto = 'Please add a photo of your dish.';
const noRecipe = "Chef Roastie couldn't find that recipe. Link one from the search, please.";

export const postsRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, { config }) => {
  app.get(
    '/api/posts',
    {
      schema: {
        tags: ['posts'],
        summary: 'Food memories, newest first, a page at a time (mine=true: only your own)',
        querystring: postListQuerySchema,
        response: { 200: postListResponseSchema },
      },
    },
    async (request, reply) => {
      const { limit, cursor, mine, author } = request.query;
      const onlyMine = mine === 'true' || author === 'me';
      if (onlyMine && !request.user)
        throw unauthorized('Please sign in to see your food memories.');
      const authorId = onlyMine ? request.user!.id : null;
      const page = async () =>
        keysetPage(
          await findPosts(app.db, postListConditions(authorId, cursor), limit + 1),
          limit,
          toPost,
          (row) => ({ createdAtText: row.createdAtText, id: row.post.id }),
        );
      if (authorId) return page();
      // Everyone's feed is the same for every reader: ready JSON for a few seconds, by its page.
      const json = await publicFeedPages(app.db).getOrMake(`${limit}|${cursor ?? ''}`, async () =>
        JSON.stringify(postListResponseSchema.parse(await page())),
      );
      return sendReadyJson(reply, json);
    },
  );

  app.post(
    '/api/post',
    {
      config: { rateLimit: uploadQuota(config.uploadDailyQuota) },
      schema: {
        tags: ['posts'],
        summary:
          'Share a food memory (multipart: recipeName, description, date, image, recipe_id, user_id)',
        consumes: ['multipart/form-data'],
        response: { 201: postSchema },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const { fields, file } = await readMultipart(request);
      const form = parsePostForm(fields);
      if (form.user_id && form.user_id !== user.id) {
        throw forbidden('You can only share food memories as yourself.');
      }
      if (!file) throw badRequest(noPhoto, { image: noPhoto });
      const [recipe] = await app.db
        .select({ id: recipes.id })
        .from(recipes)
        .where(eq(recipes.id, form.recipe_id));
      if (!recipe) throw badRequest(noRecipe, { recipe_id: noRecipe });

      // The uploader's file name is never used: the pipeline names the stored image itself.
      const photo = await app.media.store(file.data, { ownerId: user.id, kind: 'post' });
      let id: string;
      try {
        const [row] = await app.db
          .insert(posts)
          .values({
            userId: user.id,
            recipeId: recipe.id,
            recipeName: form.recipeName,
            content: form.description,
            imageKey: photo.key,
            date: form.date,
          })
          .returning({ id: posts.id });
        id = row!.id;
        forgetPublicFeed(app.db);
      } catch (error) {
        await app.media.remove([photo.key]);
        throw error;
      }
      return reply.status(201).send((await findPost(app.db, id))!);
    },
  );

  app.delete(
    '/api/post/:id',
    {
      schema: {
        tags: ['posts'],
        summary: 'Delete one of your food memories, photo included',
        params: postIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const [post] = await app.db
        .select({ userId: posts.userId, imageKey: posts.imageKey })
        .from(posts)
        .where(eq(posts.id, request.params.id));
      if (!post) throw notFound("Chef Roastie couldn't find that food memory.");
      if (post.userId !== user.id) throw forbidden("That food memory isn't yours to delete.");
      await app.db.delete(posts).where(eq(posts.id, request.params.id));
      forgetPublicFeed(app.db);
      await app.media.remove([post.imageKey]);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/cooked-recipe',
    {
      schema: {
        tags: ['posts'],
        summary: 'How many food memories link to a recipe',
        querystring: recipeIdQuerySchema,
        response: { 200: cookedCountResponseSchema },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select({ n: count() })
        .from(posts)
        .where(eq(posts.recipeId, request.query.recipe_id));
      return { posts: Number(row?.n ?? 0) };
    },
  );
};
