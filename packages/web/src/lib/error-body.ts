// The one reader of the API's error body (core's errorBodySchema): a failed call's status, message
// and per-field messages, typed, or null when the failure carried no such body.
import { errorBodySchema, type ErrorBody } from '@roastie/core';
import { ApiError } from './api-client';

export function errorBodyOf(error: unknown): ErrorBody | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = errorBodySchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}
