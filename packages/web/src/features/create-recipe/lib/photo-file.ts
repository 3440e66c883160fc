// What the create-recipe form takes (docs/product.md section 5: JPEG, PNG or PDF) and how a photo is
// made light before it travels (section 9: at most 1 MB and 1024 px), with
// browser-image-compression. PDFs go as they are. HEIC is not offered: phones convert when the
// input asks for JPEG, and the server explains if one slips through.
import imageCompression from 'browser-image-compression';

export const PHOTO_ACCEPT = 'image/jpeg,image/png,application/pdf';
export const PHOTO_REQUIRED = 'Please add a photo of your dish.';
export const WRONG_FILE = 'Please choose a JPEG or PNG photo, or a PDF of the recipe.';
export const COMPRESSION_FAILED = 'Failed to compress image. Please try a different image.';

/**
 * docs/product.md section 9: image compression before upload. On the main thread: the library's web
 * worker is made from a blob: URL (our CSP allows workers from 'self' only) and would fetch the
 * library again from a CDN, which a self-hosted app must not depend on. One photo takes well
 * under a second either way.
 */
export const COMPRESSION = { maxSizeMB: 1, maxWidthOrHeight: 1024, useWebWorker: false } as const;

export const isPdf = (file: File) => file.type === 'application/pdf';

export function photoProblem(file: File | null): string | null {
  if (!file) return PHOTO_REQUIRED;
  return PHOTO_ACCEPT.split(',').includes(file.type) ? null : WRONG_FILE;
}

export class CompressionError extends Error {
  override readonly name = 'CompressionError';
}

/** The file to upload: a photo compressed (keeping its name), a PDF untouched. */
export async function preparePhoto(file: File): Promise<File> {
  if (isPdf(file)) return file;
  try {
    const compressed = await imageCompression(file, COMPRESSION);
    return new File([compressed], file.name, { type: compressed.type || file.type });
  } catch (error) {
    throw new CompressionError(error instanceof Error ? error.message : String(error));
  }
}
