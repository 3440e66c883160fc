// What a new avatar may be, checked before the upload, and what to say when the upload fails.
import { ApiError } from '@/lib/api-client';

export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp';
/** The server's default upload limit (UPLOAD_LIMIT_BYTES). */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;

export function avatarFileProblem(file: File): string | null {
  if (!AVATAR_ACCEPT.split(',').includes(file.type)) {
    return 'That file isn’t a photo Chef Roastie can use. Please pick a JPEG, PNG or WebP image.';
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return 'That photo is too heavy for the oven (over 10 MB). Please pick a smaller one.';
  }
  return null;
}

export function avatarUploadFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404 || error.status === 405 || error.status === 501) {
      return 'Chef Roastie can’t take new photos just yet. Your avatar stays as it is for now.';
    }
    if (error.status === 0 || (error.status >= 400 && error.status < 500)) return error.message;
  }
  return 'Your photo got burnt on the way up. Please try again in a moment.';
}
