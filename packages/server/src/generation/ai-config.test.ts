// The AI settings of env.ts: defaults, and combinations that only make sense together.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../env.ts';

const problem = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return null;
};

describe('AI configuration', () => {
  it('defaults to the built-in chef with limits', () => {
    const config = loadConfig({});
    expect(config.ai).toEqual({ provider: 'builtin', timeoutMs: 30_000 });
    expect(config.generationRateLimit).toBe(10);
    expect(config.generationDailyQuota).toBe(20);
  });

  it('configures each provider', () => {
    const openai = loadConfig({ AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'k' });
    expect(openai.ai).toMatchObject({ provider: 'openai', model: 'gpt-4o-mini', apiKey: 'k' });
    const local = loadConfig({
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'llava',
      AI_BASE_URL: 'http://localhost:11434/v1',
      AI_TIMEOUT_MS: '90000',
    });
    expect(local.ai).toMatchObject({ baseUrl: 'http://localhost:11434/v1', timeoutMs: 90_000 });
    expect(local.ai.provider === 'openai-compatible' && local.ai.apiKey).toBeUndefined();
  });

  it.each([
    [
      { AI_PROVIDER: 'openai', AI_API_KEY: 'k' },
      /AI_MODEL: is required when AI_PROVIDER is openai/,
    ],
    [{ AI_PROVIDER: 'google', AI_MODEL: 'gemini-2.5-flash' }, /AI_API_KEY: is required/],
    [{ AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-haiku-4-5' }, /AI_API_KEY: is required/],
    [{ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llava' }, /AI_BASE_URL: is required/],
    [{ AI_API_KEY: 'k' }, /AI_API_KEY: is only used by an AI provider/],
    [{ AI_MODEL: 'gpt-4o' }, /set AI_PROVIDER to openai/],
    [{ AI_PROVIDER: 'chatgpt' }, /AI_PROVIDER: must be builtin, openai/],
    [{ AI_TIMEOUT_MS: '5' }, /AI_TIMEOUT_MS: must be at least 100 ms/],
    [{ AI_BASE_URL: 'ftp://x' }, /AI_BASE_URL: must be an http/],
    [{ GENERATION_DAILY_QUOTA: '0' }, /GENERATION_DAILY_QUOTA/],
  ])('refuses %j with a message naming the fix', (env, message) => {
    expect(problem(env)).toMatch(message);
  });

  it('never puts the key in its messages', () => {
    expect(problem({ AI_PROVIDER: 'openai', AI_API_KEY: 'sk-secret' })).not.toContain('sk-secret');
  });
});
