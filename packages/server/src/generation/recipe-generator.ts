// One interface for everyone who can write a recipe from a description (and maybe a photo): the
// built-in offline chef and each AI provider. The route never knows which one it is talking to;
// the engine recomputes GI, GL and nutrition from whatever comes back (finish-draft.ts).
import type { GeneratedRecipe, GenerationSource } from '@roastie/core';

export interface GenerationInput {
  /** What the cook typed, with any PDF text already appended (bounded). */
  description: string;
  /** The photo as Roastie stored it: re-encoded WebP, metadata stripped. */
  image?: { data: Buffer; mediaType: 'image/webp' | 'image/jpeg' | 'image/png' };
  /** Text extracted from an uploaded PDF, also given on its own for generators that use it. */
  pdfText?: string;
}

/** A recipe before the engine has looked at it ("draft without analysis"). */
export type DraftWithoutAnalysis = GeneratedRecipe;

export interface RecipeGenerator {
  readonly source: GenerationSource;
  generate(input: GenerationInput): Promise<DraftWithoutAnalysis>;
}

/**
 * Why a generator failed, in words for the cook. 'bad-output': unreadable twice, or the provider
 * failed (502); 'timeout': no answer within AI_TIMEOUT_MS (504).
 */
export class GenerationError extends Error {
  override name = 'GenerationError';
  readonly kind: 'bad-output' | 'timeout';
  constructor(kind: GenerationError['kind'], message: string) {
    super(message);
    this.kind = kind;
  }
}
