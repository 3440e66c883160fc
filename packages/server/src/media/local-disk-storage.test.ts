// Half-written files of a killed process are swept at start, while a write in progress (a fresh
// temporary file) is left alone (issue 14, docs/decisions/0015-security-hardening.md).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage, STALE_TEMPORARY_FILE_MS } from './local-disk-storage.ts';

describe('LocalDiskStorage.sweepTemporaryFiles', () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'roastie-media-'));
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  const exists = (file: string) =>
    fs.access(path.join(root, file)).then(
      () => true,
      () => false,
    );
  async function leave(file: string, modified: Date) {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), 'half an image');
    await fs.utimes(path.join(root, file), modified, modified);
  }

  it('removes stale .tmp files and keeps fresh ones and stored images', async () => {
    const storage = new LocalDiskStorage(root);
    const now = new Date('2026-06-01T08:00:00Z');
    const stale = new Date(now.getTime() - STALE_TEMPORARY_FILE_MS - 1000);
    const fresh = new Date(now.getTime() - 1000);
    const key = 'AAAAAAAAAAAAAAAAAAAAAA';
    await storage.put(`${key}/400.webp`, Buffer.from('whole image'));
    await leave(`${key}/800.webp.0123456789ab.tmp`, stale);
    await leave('BBBBBBBBBBBBBBBBBBBBBB/400.webp.abcdefabcdef.tmp', stale);
    await leave(`${key}/1600.webp.fedcba987654.tmp`, fresh);

    expect(await storage.sweepTemporaryFiles(now)).toBe(2);
    expect(await exists(`${key}/800.webp.0123456789ab.tmp`)).toBe(false);
    // A folder the killed write had just made goes with its only file.
    expect(await exists('BBBBBBBBBBBBBBBBBBBBBB')).toBe(false);
    expect(await exists(`${key}/1600.webp.fedcba987654.tmp`)).toBe(true);
    expect((await storage.get(`${key}/400.webp`))?.body.toString()).toBe('whole image');
  });

  it('is a no-op before the media folder exists', async () => {
    const storage = new LocalDiskStorage(path.join(root, 'not-yet'));
    expect(await storage.sweepTemporaryFiles()).toBe(0);
  });
});
