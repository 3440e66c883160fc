import { z } from 'zod';

export const storedImageSchema = z.object({
  key: z.string(),
  imageUrl: z.string(),
  srcSet: z.string(),
  placeholder: z.string(),
  width: z.number(),
  height: z.number(),
});

export const mediaParamsSchema = z.object({ key: z.string(), file: z.string() });
export const updateParamsSchema = z.object({ filename: z.string() });
