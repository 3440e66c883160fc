// What the cook reads when generating fails (docs/product.md section 8 logs 'Failed to submit recipe';
// we also say what happened, in Chef Roastie's voice). The server's own words are used where it
// sends them for the cook (a bad file, the quota, the assistant's troubles); anything else gets
// a plain apology.
import { ApiError } from '@/lib/api-client';

export const OFFLINE =
  'Chef Roastie couldn’t reach the kitchen. Check your connection and try again: your photo and words are still here.';
export const SIGNED_OUT =
  'Your session went cold. Please sign in again and Chef Roastie will get cooking.';
export const TOO_BIG =
  'That file is too big for Chef Roastie’s oven. Please try a smaller photo or PDF.';
export const BURNT =
  'Something burnt in the kitchen while Chef Roastie was writing your recipe. Please try again in a moment.';

export function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return BURNT;
  if (error.status === 0) return OFFLINE;
  if (error.status === 401) return SIGNED_OUT;
  if (error.status === 413) return TOO_BIG;
  const serverWords =
    (error.status >= 400 && error.status < 500) || error.status === 502 || error.status === 504;
  return serverWords ? error.message : BURNT;
}
