// Puts a backup's media files back into the configured storage, one object at a time from its
// base64 chunks. Only objects a restored media row names are accepted; on a failed import the
// written ones are removed again, and after a successful --replace the old ones are.
import {
  MEDIA_KEY_PATTERN,
  objectKey,
  VARIANT_FILE_PATTERN,
  type MediaStorage,
} from '../media/media-storage.ts';
import { BackupError, type MediaLine } from './backup-format.ts';

/** The storage objects one media row names: `<key>/<width>.webp` for each variant. */
export function objectsOf(row: Record<string, unknown>): string[] {
  const { key, variants } = row;
  if (typeof key !== 'string' || !MEDIA_KEY_PATTERN.test(key) || !Array.isArray(variants)) {
    throw new BackupError('The backup is damaged: a media row has no valid key or variants.');
  }
  return variants.map((width) => {
    if (typeof width !== 'number' || !VARIANT_FILE_PATTERN.test(`${width}.webp`)) {
      throw new BackupError(`The backup is damaged: media ${key} has an invalid variant.`);
    }
    return objectKey(key, width);
  });
}

export class MediaRestore {
  readonly written = new Set<string>();
  private readonly storage: MediaStorage;
  private readonly expected = new Set<string>();
  private replaced: string[] = [];
  private current: { object: string; chunks: Buffer[] } | null = null;

  constructor(storage: MediaStorage) {
    this.storage = storage;
  }

  expect(objects: string[]): void {
    for (const object of objects) this.expected.add(object);
  }

  /** The target's objects before a --replace: removed once the import has committed. */
  replacing(rows: { key: string; variants: number[] }[]): void {
    this.replaced = rows.flatMap((row) => row.variants.map((w) => objectKey(row.key, w)));
  }

  async add(line: MediaLine): Promise<void> {
    if (!this.expected.has(line.object) || this.written.has(line.object)) {
      throw new BackupError(`The backup is damaged: unexpected media file ${line.object}.`);
    }
    if (line.chunk === 0) this.current = { object: line.object, chunks: [] };
    const current = this.current;
    if (current?.object !== line.object || current.chunks.length !== line.chunk) {
      throw new BackupError(`The backup is damaged: media file ${line.object} is out of order.`);
    }
    current.chunks.push(Buffer.from(line.data, 'base64'));
    if (!line.last) return;
    this.current = null;
    await this.storage.put(line.object, Buffer.concat(current.chunks), 'image/webp');
    this.written.add(line.object);
  }

  /** After a failed import: the files it wrote, except those the target already had. */
  async undo(): Promise<void> {
    const kept = new Set(this.replaced);
    await removeAll(
      this.storage,
      [...this.written].filter((o) => !kept.has(o)),
    );
  }

  /** After a successful --replace: the old files the backup did not bring back. */
  async removeReplaced(): Promise<void> {
    await removeAll(
      this.storage,
      this.replaced.filter((o) => !this.written.has(o)),
    );
  }
}

/** Best effort: a file left behind is an orphan on disk, never a row pointing at nothing. */
async function removeAll(storage: MediaStorage, objects: string[]): Promise<void> {
  for (const object of objects) await storage.delete(object).catch(() => undefined);
}
