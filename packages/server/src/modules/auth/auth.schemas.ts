// Payloads of the sign-in calls: the contract is core's (packages/core/src/schemas/auth.ts); the
// small answers only the server sends stay here.
import { z } from 'zod';

export {
  authConfigSchema,
  loginBodySchema,
  registerBodySchema,
  setCookieBodySchema,
} from '@roastie/core';

export const okSchema = z.object({ ok: z.literal(true) });

export const nonceSchema = z.object({ nonce: z.string() });
