// A scrolling grid of recipe cards, one page at a time (keyset pages, infinite scroll). While the
// first page loads, skeleton cards hold the space; a failure says so and offers another try.
import type { ReactNode } from 'react';
import type { RecipeCard } from '@roastie/core';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { RecipeCardSkeleton } from '@/components/ui/recipe-card';
import { useRecipes, type RecipeFilters } from '../api/get-recipes';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import styles from './recipe-grid.module.css';

const SKELETON_CARDS = 6;

interface RecipeGridProps {
  filters: RecipeFilters;
  viewerId: string | null;
  /** False while it is not yet known who "me" is. */
  enabled?: boolean;
  renderCard: (recipe: RecipeCard) => ReactNode;
  /** What to say when there is nothing to show. */
  empty: ReactNode;
}

function Skeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={`skeleton-${index}`} aria-hidden="true">
          <RecipeCardSkeleton withFooter />
        </li>
      ))}
    </>
  );
}

export function RecipeGrid({
  filters,
  viewerId,
  enabled = true,
  renderCard,
  empty,
}: RecipeGridProps) {
  const list = useRecipes(filters, viewerId, { enabled });
  const sentinelRef = useInfiniteScroll({
    hasNextPage: list.hasNextPage,
    isFetchingNextPage: list.isFetchingNextPage,
    fetchNextPage: list.fetchNextPage,
  });
  const recipes = list.data?.pages.flatMap((page) => page.data) ?? [];
  const loadingFirst = list.isPending;

  if (list.isError && recipes.length === 0) {
    return (
      <div className={styles.problem}>
        <FormMessage>
          Chef Roastie couldn’t fetch the recipes just now: the kitchen may be busy or your
          connection may be resting. Please try again.
        </FormMessage>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  if (!loadingFirst && recipes.length === 0) return <div className={styles.empty}>{empty}</div>;

  return (
    <div className={styles.wrap} aria-busy={loadingFirst || list.isFetchingNextPage}>
      <p role="status" className="visually-hidden">
        {loadingFirst ? 'Loading recipes…' : `${recipes.length} recipes shown`}
      </p>
      <ul className={styles.grid}>
        {recipes.map((recipe) => (
          <li key={recipe.id}>{renderCard(recipe)}</li>
        ))}
        {loadingFirst ? <Skeletons count={SKELETON_CARDS} /> : null}
        {list.isFetchingNextPage ? <Skeletons count={3} /> : null}
      </ul>
      <div ref={sentinelRef} className={styles.sentinel} />
      {list.isFetchNextPageError ? (
        <div className={styles.problem}>
          <FormMessage>
            The next page of recipes got stuck on the way. Shall we try again?
          </FormMessage>
          <Button variant="secondary" onClick={() => void list.fetchNextPage()}>
            Try again
          </Button>
        </div>
      ) : list.hasNextPage && !list.isFetchingNextPage ? (
        <Button
          variant="secondary"
          className={styles.more}
          onClick={() => void list.fetchNextPage()}
        >
          Show more recipes
        </Button>
      ) : null}
    </div>
  );
}
