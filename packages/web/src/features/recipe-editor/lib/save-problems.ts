// What to tell the cook when a save fails, by what the server said (docs/product.md section 8 only logs
// the error; the cook deserves a word too).
import { ApiError } from '@/lib/api-client';

export function saveProblemOf(error: unknown): string {
  if (!(error instanceof ApiError)) {
    return 'Chef Roastie couldn’t save the recipe just now. Your changes are still here: please try again.';
  }
  switch (error.status) {
    case 0:
      return 'Chef Roastie couldn’t reach the kitchen. Check your connection; your changes are still here.';
    case 400:
      return `A few things need another look before this goes in the oven: ${error.message}`;
    case 401:
      return 'Your session has gone cold. Please log in again, then save: your changes are still here.';
    case 403:
      return 'This recipe belongs to another cook, so Chef Roastie can’t save changes to it.';
    case 404:
      return 'This recipe isn’t in the kitchen any more, so there’s nothing to save it over.';
    default:
      return 'Chef Roastie couldn’t save the recipe just now. Your changes are still here: please try again in a moment.';
  }
}
