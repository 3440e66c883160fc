// Deleting an account deletes its images: the stored files, not only their rows (issue 14,
// item 6). A recipe upload no recipe shows goes too, instead of staying ownerless for anyone
// to attach. docs/decisions/0015-security-hardening.md.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, jpeg } from '../helpers/images.ts';
import { createRecipe } from '../helpers/recipes.ts';
import { signInAs } from '../helpers/sign-in.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { memoryFields, postMemory } from '../../src/modules/posts/post-test-helpers.ts';

describe('deleting an account deletes its media', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('removes the avatar, memory photos and unattached uploads from storage', async () => {
    const cook = await signInAs(app);
    const headers = { cookie: cook.cookie };
    const photo = { field: 'image', data: await jpeg(64, 64), name: 'dish.jpg' };
    const avatar = await app.inject({
      method: 'POST',
      url: '/api/uploadAvatar',
      headers,
      payload: form({}, { ...photo, field: 'avatar' }),
    });
    expect(avatar.statusCode).toBeLessThan(300);
    const recipeId = await createRecipe(app, cook);
    const post = await postMemory(app, cook, memoryFields(recipeId), photo);
    expect(post.statusCode).toBe(201);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/images',
      headers,
      payload: form({}, photo),
    });
    expect(upload.statusCode).toBe(201);
    const urls = [
      String(avatar.json().avatarUrl).split('?')[0],
      String(post.json().imageURL),
      String(upload.json().imageUrl),
    ];
    for (const url of urls) expect((await app.inject({ url })).statusCode, url).toBe(200);

    const gone = await app.inject({ method: 'DELETE', url: '/api/user', headers });
    expect(gone.statusCode).toBe(200);
    for (const url of urls) expect((await app.inject({ url })).statusCode, url).toBe(404);
  });
});
