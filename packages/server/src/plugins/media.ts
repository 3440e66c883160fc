// The media library as `app.media`: local disk under DATA_DIR/media by default, S3-compatible
// storage when configured. Orphaned uploads are swept at start and once a day.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../env.ts';
import { LocalDiskStorage } from '../media/local-disk-storage.ts';
import { MediaLibrary } from '../media/media-library.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { startOrphanSweep, type OrphanSweep } from '../media/orphan-sweep.ts';
import { S3Storage } from '../media/s3-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaLibrary;
  }
}

export function storageFor(config: AppConfig): MediaStorage {
  return config.s3
    ? new S3Storage(config.s3)
    : new LocalDiskStorage(path.join(config.dataDir, 'media'));
}

export interface MediaPluginOptions {
  storage: MediaStorage;
  sweepOrphans: boolean;
  /** The orphan sweep's clock (tests move it). */
  now?: () => Date;
}

export const mediaPlugin = fp<MediaPluginOptions>(
  async (app: FastifyInstance, { storage, sweepOrphans, now }) => {
    const library = new MediaLibrary(app.db, storage);
    app.decorate('media', library);
    if (!sweepOrphans) return;
    let sweep: OrphanSweep | undefined;
    // Not awaited: a slow object store must not hold the start up.
    app.addHook('onReady', async () => {
      sweep = startOrphanSweep(library, app.log, now);
      void sweep.run();
    });
    app.addHook('onClose', async () => sweep?.stop());
  },
  { name: 'media', dependencies: ['db'] },
);
