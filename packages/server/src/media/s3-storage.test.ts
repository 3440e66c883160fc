// The S3 adapter against s3rver, an S3-compatible server that runs here in-process, so the real
// SigV4-signed requests go over HTTP on 127.0.0.1.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/helpers/test-app.ts';
import { signInAs } from '../../test/helpers/sign-in.ts';
import { form, jpeg } from '../../test/helpers/images.ts';
import { S3Storage } from './s3-storage.ts';

describe('S3Storage', () => {
  let server: S3rver;
  let directory: string;
  let storage: S3Storage;
  let endpoint: string;

  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'roastie-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'roastie-media', configs: [] }],
    });
    const address: AddressInfo = await server.run();
    endpoint = `http://127.0.0.1:${address.port}`;
    storage = new S3Storage({
      endpoint,
      bucket: 'roastie-media',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('puts, gets and deletes objects', async () => {
    const body = Buffer.from('not really webp');
    await storage.put('abc/800.webp', body, 'image/webp');
    const object = await storage.get('abc/800.webp');
    expect(object?.body.equals(body)).toBe(true);
    expect(object?.contentType).toBe('image/webp');
    await storage.delete('abc/800.webp');
    expect(await storage.get('abc/800.webp')).toBeNull();
    await storage.delete('abc/800.webp');
  });

  it('fails loudly when the bucket is not there', async () => {
    const wrong = new S3Storage({
      endpoint,
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    await expect(wrong.put('x/400.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/404/);
  });

  describe('behind the app', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await createTestApp({
        env: {
          S3_ENDPOINT: endpoint,
          S3_BUCKET: 'roastie-media',
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
        },
      });
    });
    afterAll(() => app.close());

    it('stores uploads in the bucket and serves them back', async () => {
      expect(app.media.storage.kind).toBe('s3');
      const cook = await signInAs(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/images',
        headers: { cookie: cook.cookie },
        payload: form({}, { field: 'image', data: await jpeg(640, 480) }),
      });
      expect(res.statusCode).toBe(201);
      const { key, imageUrl } = res.json();
      expect(await storage.get(`${key}/400.webp`)).not.toBeNull();
      const served = await app.inject({ method: 'GET', url: imageUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    });
  });
});
