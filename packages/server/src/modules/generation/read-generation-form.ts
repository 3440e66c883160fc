// The create-recipe form as the server receives it (docs/product.md section 7: multipart with `image`
// and `dishDescription`): the description checked with the shared schema, and the upload told
// apart by its bytes, a PDF or (for the media pipeline to check further) a photo.
import { generateRecipeFieldsSchema } from '@roastie/core';
import { badRequest } from '../../lib/http-errors.ts';
import type { MultipartForm } from '../../lib/read-multipart.ts';
import { isPdf } from '../../generation/read-pdf.ts';

export const PHOTO_REQUIRED = 'Please add a photo of your dish.';

export interface GenerationForm {
  description: string;
  upload: { kind: 'pdf' | 'image'; data: Buffer };
}

export function readGenerationForm({ fields, file }: MultipartForm): GenerationForm {
  const problems: Record<string, string> = {};
  if (!file) problems.image = PHOTO_REQUIRED;
  const parsed = generateRecipeFieldsSchema.safeParse({ dishDescription: fields.dishDescription });
  if (!parsed.success) {
    problems.dishDescription = parsed.error.issues[0]?.message ?? 'Description is required';
  }
  const first = Object.values(problems)[0];
  if (first || !file || !parsed.success) throw badRequest(first ?? PHOTO_REQUIRED, problems);
  return {
    description: parsed.data.dishDescription,
    upload: { kind: isPdf(file.data) ? 'pdf' : 'image', data: file.data },
  };
}
