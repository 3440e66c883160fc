// A scrolling grid of recipe cards, one keyset page at a time with infinite scroll.
import type { ReactNode } from 'react';
import type { RecipeCard } from '@roastie/core';
import { InfiniteGrid } from '@/components/ui/infinite-grid';
import { RecipeCardSkeleton } from '@/components/ui/recipe-card';
import { useRecipes, type RecipeFilters } from '../api/get-recipes';

interface RecipeGridProps {
  filters: RecipeFilters;
  viewerId: string | null;
  /** False while it is not yet known who "me" is. */
  enabled?: boolean;
  renderCard: (recipe: RecipeCard) => ReactNode;
  /** What to say when there is nothing to show. */
  empty: ReactNode;
}

export function RecipeGrid({
  filters,
  viewerId,
  enabled = true,
  renderCard,
  empty,
}: RecipeGridProps) {
  const list = useRecipes(filters, viewerId, { enabled });
  return (
    <InfiniteGrid
      list={list}
      keyOf={(recipe) => recipe.id}
      renderItem={renderCard}
      skeleton={<RecipeCardSkeleton withFooter />}
      firstSkeletons={6}
      noun="recipes"
      nounOne="recipe"
      empty={empty}
    />
  );
}
