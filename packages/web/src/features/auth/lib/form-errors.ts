// Reading the server's answers for a form: `{statusCode, error, fields?}` arrives as an ApiError.
import { ApiError } from '@/lib/api-client';

export type FieldErrors = Partial<Record<string, string>>;

/** The per-field messages of a 400 answer (`fields`), if any. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return {};
  const { fields } = error.body as { fields?: unknown };
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The words to show: the server writes its messages for people, so they are shown as they are. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong in the kitchen. Please try again.';
}
