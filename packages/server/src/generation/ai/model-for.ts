// The AI SDK model for the configured provider. Chat completions for OpenAI (`openai.chat`, not
// the Responses API) so that the same request shape works against OpenAI-compatible servers;
// `supportsStructuredOutputs` for those servers, or the SDK drops the JSON schema (STACK-NOTES.md).
// AI_BASE_URL, when set, replaces each provider's default address (a proxy, a region, a test).
import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { AiConfig } from '../../env.ts';

export type ProviderConfig = Exclude<AiConfig, { provider: 'builtin' }>;

export function modelFor(config: ProviderConfig): LanguageModel {
  const { model, apiKey, baseUrl } = config;
  const baseURL = baseUrl?.replace(/\/+$/, '');
  switch (config.provider) {
    case 'openai':
      return createOpenAI({ apiKey, baseURL }).chat(model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: baseURL!,
        apiKey,
        supportsStructuredOutputs: true,
      }).chatModel(model);
    case 'google':
      return createGoogleGenerativeAI({ apiKey, baseURL })(model);
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL })(model);
  }
}
