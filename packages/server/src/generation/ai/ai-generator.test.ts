import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GenerationError } from '../recipe-generator.ts';
import { startFakeProvider, type FakeProvider } from '../testing/fake-provider.ts';
import { AiRecipeGenerator, type FailureReport } from './ai-generator.ts';
import { modelFor } from './model-for.ts';

const KEY = 'sk-live-do-not-log-me-0000';
let fake: FakeProvider;

beforeAll(async () => {
  fake = await startFakeProvider('openai');
});
afterAll(() => fake.close());

function generator(onFailure: (report: FailureReport) => void) {
  const config = {
    provider: 'openai' as const,
    model: 'gpt-4o-mini',
    baseUrl: fake.baseUrl,
    apiKey: KEY,
    timeoutMs: 2000,
  };
  return new AiRecipeGenerator({
    source: 'openai',
    model: modelFor(config),
    timeoutMs: config.timeoutMs,
    apiKey: KEY,
    onFailure,
  });
}

describe('AiRecipeGenerator failures', () => {
  it('reports a refused key without the key, and tells the cook who to ask', async () => {
    const reports: FailureReport[] = [];
    fake.replies.push({ status: 401, message: `Incorrect API key provided: ${KEY}` });
    const error = await generator((r) => reports.push(r))
      .generate({ description: 'soup' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GenerationError);
    expect((error as GenerationError).kind).toBe('bad-output');
    expect((error as Error).message).toMatch(/AI settings may be wrong/);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ provider: 'openai', attempt: 1, statusCode: 401 });
    expect(JSON.stringify(reports)).not.toContain(KEY);
    expect(reports[0]!.message).toContain('[redacted]');
  });

  it('says the assistant is busy when the provider rate-limits us', async () => {
    const onFailure = vi.fn();
    fake.replies.push({ status: 429 });
    const error = await generator(onFailure)
      .generate({ description: 'soup' })
      .catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/swamped/);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
