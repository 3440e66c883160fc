// POST /api/generateRecipe (docs/product.md sections 2, 5 and 7): a photo (or a PDF) and a description
// in, a draft recipe out for the editor. Signed in only, rate-limited per user, a daily quota;
// the photo is stored through the media pipeline (checked, upright, metadata stripped) and the
// generator sees only that re-encoded copy. GI, GL and nutrition always come from the engine.
import { generationDraftSchema } from '@roastie/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../env.ts';
import { finishDraft } from '../../generation/finish-draft.ts';
import { generatorFor } from '../../generation/generator-for.ts';
import { extractPdfText } from '../../generation/read-pdf.ts';
import { GenerationError, type GenerationInput } from '../../generation/recipe-generator.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { readMultipart } from '../../lib/read-multipart.ts';
import { objectKey } from '../../media/media-storage.ts';
import { BuiltinChef } from '../../generation/builtin/builtin-chef.ts';
import { generationRateLimit, QUOTA_REACHED } from './generation-limits.ts';
import { giveBackGeneration, takeGeneration, usageDay } from './generation-quota.ts';
import { readGenerationForm } from './read-generation-form.ts';

/** The variant the generator is shown: 800 px wide is plenty to recognise a dish. */
const GENERATOR_IMAGE_WIDTH = 800;

export const generationRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  const generator = generatorFor(config.ai, app.log);
  if (generator instanceof BuiltinChef) app.addHook('onReady', async () => generator.warmUp());

  /** The stored photo, or the PDF's text, as the generator takes them. */
  async function prepareUpload(
    upload: { kind: 'pdf' | 'image'; data: Buffer },
    ownerId: string,
  ): Promise<{ imageUrl: string | null; input: Omit<GenerationInput, 'description'> }> {
    if (upload.kind === 'pdf') {
      return { imageUrl: null, input: { pdfText: await extractPdfText(upload.data) } };
    }
    const stored = await app.media.store(upload.data, { ownerId, kind: 'generation' });
    const variant = await app.media.storage.get(objectKey(stored.key, GENERATOR_IMAGE_WIDTH));
    return {
      imageUrl: stored.url,
      input: variant ? { image: { data: variant.body, mediaType: 'image/webp' } } : {},
    };
  }

  app.post(
    '/api/generateRecipe',
    {
      config: { rateLimit: generationRateLimit(config.generationRateLimit) },
      schema: {
        tags: ['generation'],
        summary:
          'A draft recipe from a dish photo (or a PDF) and a description (multipart: image, dishDescription)',
        consumes: ['multipart/form-data'],
        response: { 200: generationDraftSchema },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { description, upload } = readGenerationForm(await readMultipart(request));
      const day = usageDay();
      if (!(await takeGeneration(app.db, user.id, day, config.generationDailyQuota))) {
        throw new HttpError(429, QUOTA_REACHED);
      }
      try {
        const { imageUrl, input } = await prepareUpload(upload, user.id);
        const text = input.pdfText
          ? `${description}\n\nFrom the attached PDF:\n${input.pdfText}`
          : description;
        const recipe = await generator.generate({ ...input, description: text });
        return finishDraft(recipe, { source: generator.source, imageUrl });
      } catch (error) {
        await giveBackGeneration(app.db, user.id, day);
        if (error instanceof GenerationError) {
          throw new HttpError(error.kind === 'timeout' ? 504 : 502, error.message);
        }
        throw error;
      }
    },
  );
};

export default generationRoutes;
