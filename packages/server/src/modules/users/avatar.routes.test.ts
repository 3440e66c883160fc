import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { signInAs } from '../../../test/helpers/sign-in.ts';
import { form, jpeg, svg } from '../../../test/helpers/images.ts';

describe('POST /api/uploadAvatar', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("sets the signed-in user's avatar, and replaces the old one", async () => {
    const cook = await signInAs(app, { fullName: 'Ada Cook' });
    const send = async () =>
      app.inject({
        method: 'POST',
        url: '/api/uploadAvatar',
        headers: { cookie: cook.cookie },
        payload: form({ userId: cook.userId }, { field: 'avatar', data: await jpeg(500, 500) }),
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    const { avatarUrl } = first.json();
    expect(avatarUrl).toMatch(/^\/media\/.+\/400\.webp$/);
    expect((await app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: cook.cookie },
    });
    expect(me.json().avatarUrl).toBe(avatarUrl);
    const avatars = await app.inject({ method: 'GET', url: `/api/avatars/${cook.userId}` });
    expect(avatars.json()).toEqual({ avatarUrl });

    const second = await send();
    expect(second.json().avatarUrl).not.toBe(avatarUrl);
    expect((await app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);
  });

  it('refuses a userId that is not the session user, visitors, and non-images', async () => {
    const cook = await signInAs(app);
    const someoneElse = await signInAs(app);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/uploadAvatar',
      headers: { cookie: cook.cookie },
      payload: form(
        { userId: someoneElse.userId },
        { field: 'avatar', data: await jpeg(100, 100) },
      ),
    });
    expect(forged.statusCode).toBe(403);
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/uploadAvatar',
      payload: form({}, { field: 'avatar', data: await jpeg(100, 100) }),
    });
    expect(visitor.statusCode).toBe(401);
    const drawing = await app.inject({
      method: 'POST',
      url: '/api/uploadAvatar',
      headers: { cookie: cook.cookie },
      payload: form({}, { field: 'avatar', data: svg(), name: 'me.svg', type: 'image/svg+xml' }),
    });
    expect(drawing.statusCode).toBe(415);
  });
});
