// Configuration is read once, at start, from the environment, and validated with zod so that a
// bad value stops the start with a message naming the variable (Epic Stack's env.server.ts).
import path from 'node:path';
import { z } from 'zod';
import { trustProxySchema, type TrustProxy } from './lib/trust-proxy.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be true or false',
  })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Who writes generated recipes: the built-in offline chef, or an AI provider. */
export const AI_PROVIDERS = [
  'builtin',
  'openai',
  'openai-compatible',
  'google',
  'anthropic',
] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(0, 'must be a port number')
    .max(65535, 'must be a port number')
    .default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number of connections' })
    .int('must be a whole number of connections')
    .min(2, 'must be at least 2 connections')
    .max(100, 'must be at most 100 connections')
    .optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  TRUST_PROXY: trustProxySchema,
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  UPLOAD_DAILY_QUOTA: z.coerce
    .number({ error: 'must be a whole number of images' })
    .int('must be a whole number of images')
    .min(1, 'must be at least 1 image a day')
    .default(100),
  WEB_DIST_DIR: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  // Where Google's signing keys and accepted issuers come from; tests point them at a local issuer.
  GOOGLE_JWKS_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z
    .string()
    .default('accounts.google.com,https://accounts.google.com')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length > 0, 'must name at least one issuer'),
  LOCAL_ACCOUNTS: booleanFlag.default(true),
  SESSION_TTL_DAYS: z.coerce.number().int('must be whole days').min(1).max(365).default(30),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  LOGIN_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  REGISTER_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AI_PROVIDER: z
    .enum(AI_PROVIDERS, {
      error: 'must be builtin, openai, openai-compatible, google or anthropic',
    })
    .default('builtin'),
  AI_MODEL: z.string().trim().min(1).max(200).optional(),
  AI_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  AI_API_KEY: z.string().trim().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be whole milliseconds')
    .min(100, 'must be at least 100 ms')
    .max(600_000, 'must be at most 600000 ms (10 minutes)')
    .default(30_000),
  GENERATION_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  GENERATION_DAILY_QUOTA: z.coerce.number().int().min(1).default(20),
  // Tests only: host names the recipe importer may fetch although they are private (a local
  // fixture server). Never set in production (docs/decisions/0013-recipe-import-and-export.md).
  IMPORT_ALLOW_PRIVATE_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
});

/** Model names go stale quickly, so none is assumed: the operator names one (examples below). */
const MODEL_EXAMPLES: Record<Exclude<AiProviderName, 'builtin'>, string> = {
  openai: 'gpt-4o-mini',
  'openai-compatible': 'llama3.2-vision',
  google: 'gemini-2.5-flash',
  anthropic: 'claude-haiku-4-5',
};

export type AiConfig =
  | { provider: 'builtin'; timeoutMs: number }
  | {
      provider: Exclude<AiProviderName, 'builtin'>;
      model: string;
      baseUrl: string | undefined;
      apiKey: string | undefined;
      timeoutMs: number;
    };

const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to the PostgreSQL server; unset, db/database-target.ts sizes it by the cores. */
  databasePoolSize: number | undefined;
  publicUrl: string | undefined;
  trustProxy: TrustProxy;
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  /** Images one user may upload per day (UTC), across every upload route. */
  uploadDailyQuota: number;
  webDistDir: string;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  googleIssuers: string[];
  localAccounts: boolean;
  sessionTtlDays: number;
  /** Sign-in attempts per 15 minutes per client address and email. */
  loginRateLimit: number;
  /** Password sign-ins per 15 minutes per address, across every email. */
  loginAddressRateLimit: number;
  /** Registrations per hour per client address. */
  registerRateLimit: number;
  /** Who writes generated recipes; the key stays here, never in a response or a log line. */
  ai: AiConfig;
  /** Recipe generations per minute per user. */
  generationRateLimit: number;
  /** Recipe generations per day (UTC) per user. */
  generationDailyQuota: number;
  /** Tests only: hosts the recipe importer may fetch although they are private. */
  importAllowPrivateHosts: string[];
  /** Object storage for images; unset means the local disk under DATA_DIR/media. */
  s3:
    | {
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      }
    | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

/** Validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings count as unset, as a shell `FOO=` usually means "no value".
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const s3Given = S3_REQUIRED.filter((name) => e[name] !== undefined);
  if (s3Given.length > 0 && s3Given.length < S3_REQUIRED.length) {
    const missing = S3_REQUIRED.filter((name) => e[name] === undefined);
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: is required when ${s3Given.join(', ')} is set`).join('\n')}`,
    );
  }
  const aiProblems = aiCombinationProblems(e);
  if (aiProblems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${aiProblems.map((p) => `  ${p}`).join('\n')}`);
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    uploadLimitBytes: e.UPLOAD_LIMIT_BYTES,
    uploadDailyQuota: e.UPLOAD_DAILY_QUOTA,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDist,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    googleIssuers: e.GOOGLE_ISSUERS,
    localAccounts: e.LOCAL_ACCOUNTS,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    loginAddressRateLimit: e.LOGIN_ADDRESS_RATE_LIMIT,
    registerRateLimit: e.REGISTER_RATE_LIMIT,
    ai:
      e.AI_PROVIDER === 'builtin'
        ? { provider: 'builtin', timeoutMs: e.AI_TIMEOUT_MS }
        : {
            provider: e.AI_PROVIDER,
            model: e.AI_MODEL!,
            baseUrl: e.AI_BASE_URL,
            apiKey: e.AI_API_KEY,
            timeoutMs: e.AI_TIMEOUT_MS,
          },
    generationRateLimit: e.GENERATION_RATE_LIMIT,
    generationDailyQuota: e.GENERATION_DAILY_QUOTA,
    importAllowPrivateHosts: e.IMPORT_ALLOW_PRIVATE_HOSTS,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
  };
}

/** Settings that only make sense together: each problem names its variable and the fix. */
function aiCombinationProblems(e: Env): string[] {
  const provider = e.AI_PROVIDER;
  if (provider === 'builtin') {
    return (['AI_MODEL', 'AI_BASE_URL', 'AI_API_KEY'] as const)
      .filter((name) => e[name] !== undefined)
      .map(
        (name) =>
          `${name}: is only used by an AI provider, but AI_PROVIDER is builtin: set AI_PROVIDER to openai, openai-compatible, google or anthropic, or remove ${name}`,
      );
  }
  const problems: string[] = [];
  if (!e.AI_MODEL) {
    problems.push(
      `AI_MODEL: is required when AI_PROVIDER is ${provider} (the model's name, for example ${MODEL_EXAMPLES[provider]}); it must accept images`,
    );
  }
  if (provider === 'openai-compatible' && !e.AI_BASE_URL) {
    problems.push(
      "AI_BASE_URL: is required when AI_PROVIDER is openai-compatible (the server's OpenAI-style API, for example http://localhost:11434/v1 for Ollama)",
    );
  }
  if (provider !== 'openai-compatible' && !e.AI_API_KEY) {
    problems.push(`AI_API_KEY: is required when AI_PROVIDER is ${provider}`);
  }
  return problems;
}
