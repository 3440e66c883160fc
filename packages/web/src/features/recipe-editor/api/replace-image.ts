// PUT /api/images/update/:key (multipart: image): replaces one of the cook's own photos (docs/product.md
// section 7). The server gives it a new key and moves the recipes that used the old one.
import { api } from '@/lib/api-client';
import type { StoredImage } from './upload-image';

export function replaceImage(key: string, file: File): Promise<StoredImage> {
  const form = new FormData();
  form.append('image', file);
  return api.put<StoredImage>(`/api/images/update/${encodeURIComponent(key)}`, form);
}

/** The key of a stored image from its address (/media/<key>/800.webp), if it is one. */
export function mediaKeyOf(url: string | null | undefined): string | null {
  const match = /^\/media\/([^/]+)\//.exec(url ?? '');
  return match?.[1] ?? null;
}
