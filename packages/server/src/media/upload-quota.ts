// The daily upload quota (UPLOAD_DAILY_QUOTA): images per cook per UTC day, one count across
// every upload route, kept in the shared rate-limit store (issue 14;
// docs/decisions/0015-security-hardening.md). Checked once the session is known and before the
// photo is read; every attempt counts, as each costs the reading and re-encoding of a photo.
// Visitors are not counted: they only get a 401.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../env.ts';
import { HttpError } from '../lib/http-errors.ts';

/** What an upload route plugin is registered with. */
export interface UploadRoutesOptions {
  config: Pick<AppConfig, 'uploadDailyQuota'>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds from `now` to the next midnight, UTC: when today's count ends. */
export const msUntilUtcMidnight = (now = new Date()) => DAY_MS - (now.getTime() % DAY_MS);

export const uploadQuotaReached = (max: number) =>
  `Easy, chef! That's ${max} photos today, all Chef Roastie can plate up for one cook in a day. The kitchen reopens at midnight (UTC), see you then!`;

export function uploadQuota(max: number): RateLimitOptions {
  return {
    max,
    timeWindow: () => msUntilUtcMidnight(),
    hook: 'preHandler',
    allowList: (request: FastifyRequest) => !request.user,
    keyGenerator: (request: FastifyRequest) => `upload|user|${request.user?.id ?? ''}`,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, uploadQuotaReached(context.max)),
  };
}
