// GET /api/recipe/random: one recipe picked by chance, as a card (docs/product.md section 7: {recipe}).
// A failure is logged as 'Failed to fetch random recipe' (docs/product.md section 8).
import type { RecipeCard } from '@roastie/core';
import { useMutationState } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { api } from '@/lib/api-client';

export async function getRandomRecipe(): Promise<RecipeCard> {
  try {
    const { recipe } = await api.get<{ recipe: RecipeCard }>('/api/recipe/random');
    return recipe;
  } catch (error) {
    console.log('Failed to fetch random recipe', error);
    throw error;
  }
}

export const randomRecipeMutationKey = ['recipes', 'random'] as const;

/** A mutation, not a query: every tap asks for a new pick rather than the cached one. */
export function useRandomRecipe() {
  return useMutation({ mutationKey: randomRecipeMutationKey, mutationFn: getRandomRecipe });
}

export interface RandomPick {
  status: 'idle' | 'pending' | 'success' | 'error';
  recipe: RecipeCard | undefined;
  error: Error | null;
  /** When the latest pick was asked for: a new pick, even of the same recipe, has a new time. */
  askedAt: number | null;
}

/** The latest pick, wherever the button that asked for it is on the page. */
export function useRandomPick(): RandomPick {
  const states = useMutationState({
    filters: { mutationKey: randomRecipeMutationKey },
    select: (mutation) => mutation.state,
  });
  const latest = states.at(-1);
  return {
    status: latest?.status ?? 'idle',
    recipe: latest?.data as RecipeCard | undefined,
    error: latest?.error ?? null,
    askedAt: latest?.submittedAt ?? null,
  };
}
