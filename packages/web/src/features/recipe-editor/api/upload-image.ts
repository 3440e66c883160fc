// POST /api/images (multipart: image): stores a recipe photo and answers its key, address,
// srcset and blurred placeholder.
import type { StoredImage } from '@roastie/core';
import { api } from '@/lib/api-client';

export type { StoredImage };

export function uploadImage(file: File): Promise<StoredImage> {
  const form = new FormData();
  form.append('image', file);
  return api.post<StoredImage>('/api/images', form);
}
