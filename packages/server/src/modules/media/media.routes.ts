// Serving stored images, uploading a recipe photo, and replacing one (docs/product.md section 7:
// PUT /api/images/update/{filename}, owner only). Images are served as WebP only, with
// immutable caching and a CSP that forbids everything, so no upload can run as a page.
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { posts, recipes } from '../../db/schema/index.ts';
import { forbidden, notFound, badRequest } from '../../lib/http-errors.ts';
import { readMultipart } from '../../lib/read-multipart.ts';
import { MEDIA_KEY_PATTERN, objectKey, VARIANT_FILE_PATTERN } from '../../media/media-storage.ts';
import type { StoredMedia } from '../../media/media-library.ts';
import { uploadQuota, type UploadRoutesOptions } from '../../media/upload-quota.ts';
import { mediaParamsSchema, storedImageSchema, updateParamsSchema } from './media.schemas.ts';

const noImage = 'Please choose a photo to upload.';
const toResponse = ({ key, url, srcSet, placeholder, width, height }: StoredMedia) => ({
  key,
  imageUrl: url,
  srcSet,
  placeholder,
  width,
  height,
});

/** A filename may be a bare key or one of its URLs (/media/<key>/800.webp). */
function keyFromFilename(filename: string): string {
  const candidate = filename.startsWith('/media/') ? (filename.split('/')[2] ?? '') : filename;
  if (!MEDIA_KEY_PATTERN.test(candidate))
    throw badRequest('That is not the name of a Roastie image.');
  return candidate;
}

export const mediaRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, { config }) => {
  const quota = uploadQuota(config.uploadDailyQuota);

  app.get(
    '/media/:key/:file',
    { schema: { hide: true, params: mediaParamsSchema } },
    async (request, reply) => {
      const { key, file } = request.params;
      const width = VARIANT_FILE_PATTERN.exec(file)?.[1];
      if (!MEDIA_KEY_PATTERN.test(key) || !width) throw notFound('No such image.');
      const object = await app.media.storage.get(objectKey(key, Number(width)));
      if (!object) throw notFound('No such image.');
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Content-Disposition', `inline; filename="${width}.webp"`)
        .send(object.body);
    },
  );

  app.post(
    '/api/images',
    {
      config: { rateLimit: quota },
      schema: {
        tags: ['media'],
        summary: 'Upload a recipe photo (multipart: image); answers its address and placeholder',
        consumes: ['multipart/form-data'],
        response: { 201: storedImageSchema },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const { file } = await readMultipart(request);
      if (!file) throw badRequest(noImage, { image: noImage });
      const stored = await app.media.store(file.data, { ownerId: user.id, kind: 'recipe' });
      return reply.status(201).send(toResponse(stored));
    },
  );

  app.put(
    '/api/images/update/:filename',
    {
      config: { rateLimit: quota },
      schema: {
        tags: ['media'],
        summary: 'Replace one of your images (multipart: image); recipes and posts using it follow',
        consumes: ['multipart/form-data'],
        params: updateParamsSchema,
        response: { 200: storedImageSchema },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const oldKey = keyFromFilename(request.params.filename);
      const existing = await app.media.find(oldKey);
      if (!existing) throw notFound("Chef Roastie couldn't find that image.");
      if (existing.ownerId !== user.id) throw forbidden("That photo isn't yours to replace.");
      const { file } = await readMultipart(request);
      if (!file) throw badRequest(noImage, { image: noImage });
      const stored = await app.media.store(file.data, {
        ownerId: user.id,
        kind: existing.kind as 'recipe',
      });
      // A new key, not new bytes under the old one: the old URLs are cached as immutable.
      await app.db.transaction(async (tx) => {
        await tx
          .update(recipes)
          .set({ imageKey: stored.key })
          .where(and(eq(recipes.imageKey, oldKey), eq(recipes.userId, user.id)));
        await tx
          .update(posts)
          .set({ imageKey: stored.key })
          .where(and(eq(posts.imageKey, oldKey), eq(posts.userId, user.id)));
      });
      await app.media.remove([oldKey]);
      return toResponse(stored);
    },
  );
};
