// POST /api/images (multipart: image): stores a recipe photo and answers its key, address,
// srcset and blurred placeholder.
import { api } from '@/lib/api-client';

export interface StoredImage {
  key: string;
  imageUrl: string;
  srcSet: string;
  placeholder: string;
  width: number;
  height: number;
}

export function uploadImage(file: File): Promise<StoredImage> {
  const form = new FormData();
  form.append('image', file);
  return api.post<StoredImage>('/api/images', form);
}
