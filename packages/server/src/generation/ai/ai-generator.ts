// A recipe from an AI provider through the Vercel AI SDK: generateObject with our zod schema, the
// photo as an image part, one overall deadline (AI_TIMEOUT_MS) for every attempt, one retry when
// the answer cannot be read, and errors told in Chef Roastie's words. The SDK's own retries are
// off: a provider that answers 5xx has failed, and retrying doubles the cook's wait.
import { APICallError, generateObject, NoObjectGeneratedError, type LanguageModel } from 'ai';
import { generatedRecipeSchema, type GenerationSource } from '@roastie/core';
import {
  GenerationError,
  type DraftWithoutAnalysis,
  type GenerationInput,
  type RecipeGenerator,
} from '../recipe-generator.ts';
import { aiRecipeSchema, fromAiRecipe } from './ai-output-schema.ts';
import { SYSTEM_PROMPT, userMessages } from './prompt.ts';

export const UNREADABLE =
  "Chef Roastie's assistant sent back something unreadable. Please try again in a moment.";
export const TIMED_OUT =
  "Chef Roastie's assistant took too long to answer. Please try again in a moment.";
const BUSY = "Chef Roastie's assistant is swamped with orders right now. Please try again shortly.";
const REFUSED =
  "Chef Roastie's assistant turned the order away: this Roastie's AI settings may be wrong. Please tell whoever runs it.";

/** What a failure may put in the log: no request body, no headers, no key. */
export interface FailureReport {
  provider: GenerationSource;
  attempt: number;
  kind: string;
  statusCode?: number;
  message: string;
}

export interface AiGeneratorOptions {
  source: Exclude<GenerationSource, 'builtin'>;
  model: LanguageModel;
  timeoutMs: number;
  /** The key, so that it can be cut out of any message before it is logged. */
  apiKey?: string | undefined;
  onFailure?: (report: FailureReport) => void;
}

class UnusableRecipe extends Error {}

const isBadOutput = (error: unknown) =>
  error instanceof UnusableRecipe ||
  NoObjectGeneratedError.isInstance(error) ||
  (error instanceof Error && /JSONParse|TypeValidation/.test(error.name));

export class AiRecipeGenerator implements RecipeGenerator {
  readonly source: AiGeneratorOptions['source'];
  private readonly options: AiGeneratorOptions;

  constructor(options: AiGeneratorOptions) {
    this.options = options;
    this.source = options.source;
  }

  async generate(input: GenerationInput): Promise<DraftWithoutAnalysis> {
    const deadline = AbortSignal.timeout(this.options.timeoutMs);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.attempt(input, deadline);
      } catch (error) {
        this.report(error, attempt);
        if (deadline.aborted) throw new GenerationError('timeout', TIMED_OUT);
        if (isBadOutput(error) && attempt < 2) continue;
        throw new GenerationError('bad-output', messageFor(error));
      }
    }
  }

  private async attempt(input: GenerationInput, abortSignal: AbortSignal) {
    const { object } = await generateObject({
      model: this.options.model,
      schema: aiRecipeSchema,
      schemaName: 'recipe',
      schemaDescription: 'One complete recipe for the dish',
      system: SYSTEM_PROMPT,
      messages: userMessages(input),
      maxRetries: 0,
      abortSignal,
    });
    const checked = generatedRecipeSchema.safeParse(fromAiRecipe(object, Boolean(input.image)));
    if (!checked.success) throw new UnusableRecipe(checked.error.issues[0]?.message ?? 'invalid');
    return checked.data;
  }

  private report(error: unknown, attempt: number) {
    const key = this.options.apiKey;
    const raw = error instanceof Error ? error.message : String(error);
    const message = (key ? raw.split(key).join('[redacted]') : raw).slice(0, 300);
    this.options.onFailure?.({
      provider: this.source,
      attempt,
      kind: error instanceof Error ? error.name : 'unknown',
      ...(APICallError.isInstance(error) && error.statusCode !== undefined
        ? { statusCode: error.statusCode }
        : {}),
      message,
    });
  }
}

function messageFor(error: unknown): string {
  if (!APICallError.isInstance(error)) return UNREADABLE;
  const status = error.statusCode ?? 0;
  if (status === 429) return BUSY;
  if (status >= 400 && status < 500) return REFUSED;
  return UNREADABLE;
}
