// The media library as `app.media`: local disk under DATA_DIR/media by default, S3-compatible
// storage when configured. Orphaned uploads are swept at start and every hour.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../env.ts';
import { LocalDiskStorage } from '../media/local-disk-storage.ts';
import { MediaLibrary } from '../media/media-library.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { S3Storage } from '../media/s3-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaLibrary;
  }
}

/** An upload not used by a recipe, post or avatar within a day is an orphan. */
const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export function storageFor(config: AppConfig): MediaStorage {
  return config.s3
    ? new S3Storage(config.s3)
    : new LocalDiskStorage(path.join(config.dataDir, 'media'));
}

export interface MediaPluginOptions {
  storage: MediaStorage;
  sweepOrphans: boolean;
}

export const mediaPlugin = fp<MediaPluginOptions>(
  async (app: FastifyInstance, { storage, sweepOrphans }) => {
    const library = new MediaLibrary(app.db, storage);
    app.decorate('media', library);
    if (!sweepOrphans) return;
    const sweep = () =>
      library
        .removeOrphans(ORPHAN_GRACE_MS)
        .then((n) => n > 0 && app.log.info({ removed: n }, 'removed orphaned media'))
        .catch((err: unknown) => app.log.warn({ err }, 'orphaned media sweep failed'));
    app.addHook('onReady', async () => void sweep());
    const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'media', dependencies: ['db'] },
);
