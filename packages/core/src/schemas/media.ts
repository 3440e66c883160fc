// A stored picture as the API answers it (POST /api/images and friends): its key, address, srcset
// and blurred placeholder, so the web can show it before the full image arrives.
import { z } from 'zod';

export const storedImageSchema = z.object({
  key: z.string(),
  imageUrl: z.string(),
  srcSet: z.string(),
  placeholder: z.string(),
  width: z.number(),
  height: z.number(),
});

export type StoredImage = z.infer<typeof storedImageSchema>;
