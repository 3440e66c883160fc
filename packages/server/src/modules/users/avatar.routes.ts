// POST /api/uploadAvatar (docs/product.md section 7): the signed-in user's avatar. A userId field that
// names someone else is refused; the photo goes through the media pipeline like every upload.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../lib/http-errors.ts';
import { readMultipart } from '../../lib/read-multipart.ts';
import { avatarUrl } from '../../media/media-urls.ts';
import { uploadQuota, type UploadRoutesOptions } from '../../media/upload-quota.ts';

const noAvatar = 'Please choose a photo for your avatar.';

export const avatarRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, { config }) => {
  app.post(
    '/api/uploadAvatar',
    {
      config: { rateLimit: uploadQuota(config.uploadDailyQuota) },
      schema: {
        tags: ['users'],
        summary: "Upload the signed-in user's avatar (multipart: avatar, userId)",
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ avatarUrl: z.string() }) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { fields, file } = await readMultipart(request);
      if (fields.userId && fields.userId !== user.id) {
        throw forbidden('You can only change your own avatar.');
      }
      if (!file) throw badRequest(noAvatar, { avatar: noAvatar });
      const stored = await app.media.store(file.data, { ownerId: user.id, kind: 'avatar' });
      await app.db
        .update(users)
        .set({ avatarKey: stored.key, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      if (user.avatarKey) await app.media.remove([user.avatarKey]);
      return { avatarUrl: avatarUrl(stored.key)! };
    },
  );
};
