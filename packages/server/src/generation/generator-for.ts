// The generator this Roastie is configured with (AI_PROVIDER): the built-in chef by default.
import type { FastifyBaseLogger } from 'fastify';
import type { AiConfig } from '../env.ts';
import { AiRecipeGenerator } from './ai/ai-generator.ts';
import { modelFor } from './ai/model-for.ts';
import { BuiltinChef } from './builtin/builtin-chef.ts';
import type { RecipeGenerator } from './recipe-generator.ts';

export function generatorFor(config: AiConfig, log: FastifyBaseLogger): RecipeGenerator {
  if (config.provider === 'builtin') return new BuiltinChef();
  return new AiRecipeGenerator({
    source: config.provider,
    model: modelFor(config),
    timeoutMs: config.timeoutMs,
    apiKey: config.apiKey,
    // Only a summary: never the request (the photo, the description) nor its headers (the key).
    onFailure: (report) => log.warn({ generation: report }, 'recipe generation attempt failed'),
  });
}
