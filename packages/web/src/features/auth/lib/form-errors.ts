// Reading the server's answers for a form: `{statusCode, error, fields?}` arrives as an ApiError.
import { errorBodyOf } from '@/lib/error-body';

export type FieldErrors = Partial<Record<string, string>>;

/** The per-field messages of a 400 answer (`fields`), if any. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return errorBodyOf(error)?.fields ?? {};
}

/** The words to show: the server writes its messages for people, so they are shown as they are. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong in the kitchen. Please try again.';
}
