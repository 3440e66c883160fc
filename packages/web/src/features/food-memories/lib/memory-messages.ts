// What the memory modal says (docs/product.md sections 5 and 8), and which problem a draft has first:
// signed in, then a linked recipe, then every field and a photo.
import { ApiError } from '@/lib/api-client';

export const SIGN_IN_TO_ADD = 'Please sign in to add a memory.';
export const CREATE_RECIPE_FIRST =
  'Seems like you cannot find the right recipe. Would you like to create a new recipe first?';
export const FILL_ALL_FIELDS = 'Please fill all the fields and select an image.';

export interface MemoryDraft {
  recipeName: string;
  description: string;
  date: string;
  recipeId: string | null;
  photo: File | null;
}

export type DraftProblem = 'signed-out' | 'no-recipe' | 'incomplete';

export function draftProblem(draft: MemoryDraft, viewerId: string | null): DraftProblem | null {
  if (!viewerId) return 'signed-out';
  // The fields come first (issue 15): a form with nothing in it says what is missing before any
  // question about creating a recipe.
  if (!draft.recipeName.trim() || !draft.description.trim() || !draft.date || !draft.photo) {
    return 'incomplete';
  }
  if (!draft.recipeId) return 'no-recipe';
  return null;
}

/** A failed save, politely: the server's own words for what the cook can fix. */
export function addFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return SIGN_IN_TO_ADD;
    if (error.status === 0 || (error.status >= 400 && error.status < 500)) return error.message;
  }
  return 'Your memory got burnt on the way to the kitchen. Please try again in a moment.';
}
