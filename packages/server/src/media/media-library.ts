// Stores processed images and keeps the media table in step with the storage: every variant
// written before the row exists (a row never points at missing bytes), rows and objects removed
// together, and orphans (uploaded but never used) cleaned up after a grace period.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';
import type { MEDIA_KINDS } from '../db/schema/index.ts';
import { media } from '../db/schema/index.ts';
import { objectKey, type MediaStorage } from './media-storage.ts';
import { imageInfo, type ImageInfo } from './media-urls.ts';
import { processImage } from './process-image.ts';
import { isUnattached } from './unattached-media.ts';

export type MediaKind = (typeof MEDIA_KINDS)[number];

export interface StoredMedia extends ImageInfo {
  key: string;
}

/** 16 random bytes, base64url: 22 characters, unguessable, safe in paths and URLs. */
export const newMediaKey = () => randomBytes(16).toString('base64url');

export class MediaLibrary {
  private readonly db: Database;
  readonly storage: MediaStorage;

  constructor(db: Database, storage: MediaStorage) {
    this.db = db;
    this.storage = storage;
  }

  async store(
    input: Buffer,
    owner: { ownerId: string | null; kind: MediaKind },
  ): Promise<StoredMedia> {
    const image = await processImage(input);
    const key = newMediaKey();
    await Promise.all(
      image.variants.map((v) => this.storage.put(objectKey(key, v.slot), v.data, 'image/webp')),
    );
    const row = {
      key,
      ownerId: owner.ownerId,
      kind: owner.kind,
      width: image.width,
      height: image.height,
      variants: image.variants.map((v) => v.slot),
      placeholder: image.placeholder,
      bytes: image.variants.reduce((sum, v) => sum + v.data.length, 0),
    };
    await this.db.insert(media).values(row);
    return { key, ...imageInfo(row) };
  }

  async find(key: string) {
    const [row] = await this.db.select().from(media).where(eq(media.key, key));
    return row ?? null;
  }

  async info(key: string | null): Promise<ImageInfo | null> {
    if (!key) return null;
    const row = await this.find(key);
    return row ? imageInfo(row) : null;
  }

  async remove(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    const rows = await this.db.delete(media).where(inArray(media.key, keys)).returning();
    await Promise.all(
      rows.flatMap((row) => row.variants.map((w) => this.storage.delete(objectKey(row.key, w)))),
    );
  }

  /**
   * Removes one image if no recipe, post or avatar refers to it any more (a picture can be shared:
   * a cook may reuse their own photo). Answers whether it was removed.
   */
  async removeIfUnused(key: string): Promise<boolean> {
    const [unused] = await queryRows<{ unattached: boolean }>(
      this.db,
      sql`select ${isUnattached(key)} as unattached`,
    );
    if (!unused?.unattached) return false;
    await this.remove([key]);
    return true;
  }

  /**
   * Removes media nobody refers to any more, older than `graceMs` (an upload made for a recipe
   * that is still being edited is not an orphan yet). Answers how many were removed.
   */
  async removeOrphans(graceMs: number, now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - graceMs);
    const orphans = await this.db
      .select({ key: media.key })
      .from(media)
      .where(and(lt(media.createdAt, cutoff), isUnattached(media.key)));
    await this.remove(orphans.map((o) => o.key));
    return orphans.length;
  }
}
