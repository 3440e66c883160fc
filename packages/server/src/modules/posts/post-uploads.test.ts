// The upload attacks, through POST /api/post: every photo goes through the media pipeline, so
// nothing but a re-encoded, metadata-free WebP under a generated name is ever stored or served.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { posts } from '../../db/schema/index.ts';
import {
  htmlPretendingToBeJpeg,
  jpeg,
  jpegWithGpsAndRotation,
  pngBomb,
  svg,
} from '../../../test/helpers/images.ts';
import { createRecipe } from '../../../test/helpers/recipes.ts';
import { signInAs, type SignedIn } from '../../../test/helpers/sign-in.ts';
import { createTestApp, testConfig } from '../../../test/helpers/test-app.ts';
import { memoryFields, postMemory, type PhotoPart } from './post-test-helpers.ts';

describe('food memories: hostile uploads', () => {
  let app: FastifyInstance;
  let cook: SignedIn;
  let recipeId: string;
  const mediaDir = path.join(testConfig().dataDir, 'media');

  const share = (photo: PhotoPart) => postMemory(app, cook, memoryFields(recipeId), photo);
  const postCount = async () => (await app.db.select().from(posts)).length;

  beforeAll(async () => {
    app = await createTestApp({ env: { UPLOAD_LIMIT_BYTES: String(10 * 1024 * 1024) } });
    cook = await signInAs(app);
    recipeId = await createRecipe(app, cook);
  });
  afterAll(() => app.close());

  it.each([
    ['an HTML file named .jpg', htmlPretendingToBeJpeg, 'dinner.jpg', 415],
    ['an SVG', svg, 'dinner.svg', 415],
    ['a PNG whose header claims 50,000 x 50,000 pixels', pngBomb, 'bomb.png', 413],
  ])('refuses %s and stores no memory', async (_label, make, name, status) => {
    const before = await postCount();
    const res = await share({ data: make(), name });
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toEqual(expect.any(String));
    expect(await postCount()).toBe(before);
  });

  it('refuses a 30 MB file with 413', async () => {
    const res = await share({ data: Buffer.alloc(30 * 1024 * 1024, 0xff), name: 'huge.jpg' });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe("That file is too large for Chef Roastie's oven.");
  });

  it('strips GPS and camera EXIF from every stored size', async () => {
    const res = await share({ data: await jpegWithGpsAndRotation(), name: 'holiday.jpg' });
    expect(res.statusCode).toBe(201);
    const urls = (res.json().srcSet as string).split(', ').map((entry) => entry.split(' ')[0]!);
    for (const url of [res.json().imageURL as string, ...urls]) {
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('RoastiePhone'))).toBe(false);
    }
    // The EXIF rotation was applied before it was dropped: 600 x 300 stood up.
    expect(res.json()).toMatchObject({ width: 300, height: 600 });
  });

  it('ignores a path in the file name: the stored name is generated, nothing lands outside media', async () => {
    const name = '../../etc/passwd.jpg';
    const res = await share({ data: await jpeg(320, 240), name });
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain('passwd');
    expect(res.body).not.toContain('..');
    const key = /^\/media\/([A-Za-z0-9_-]{22})\/800\.webp$/.exec(res.json().imageURL)?.[1];
    expect(key).toBeDefined();
    expect(fs.readdirSync(path.join(mediaDir, key!)).every((f) => /^\d+\.webp$/.test(f))).toBe(
      true,
    );
    for (const base of [mediaDir, path.join(mediaDir, key!), process.cwd()]) {
      expect(fs.existsSync(path.resolve(base, name))).toBe(false);
    }
    // Everything in the media folder is a generated key.
    expect(fs.readdirSync(mediaDir).every((entry) => /^[A-Za-z0-9_-]{22}$/.test(entry))).toBe(true);
  });
});
