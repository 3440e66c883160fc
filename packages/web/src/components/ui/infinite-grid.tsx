// A grid of cards fed one keyset page at a time, with infinite scroll and a "Show more" button
// where the observer is missing. While the first page loads, skeleton cards hold the space; a
// failure says so and offers another try. The recipe gallery and the food memories use it.
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { useInfiniteScroll } from '@/hooks/use-infinite-scroll';
import styles from './infinite-grid.module.css';
import { pluralNoun } from '@/lib/count-label';

interface InfiniteGridProps<Item> {
  list: UseInfiniteQueryResult<InfiniteData<{ data: Item[] }>>;
  keyOf: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** One placeholder card. */
  skeleton: ReactNode;
  /** Placeholders while the first page loads (fewer while a next page does). */
  firstSkeletons: number;
  /** What the cards are, in the plural, for the words around them ("recipes"). */
  /** The plural noun ("recipes"). */
  noun: string;
  /** The singular, for a count of one ("1 recipe shown"). */
  nounOne?: string;
  /** What to say when there is nothing to show. */
  empty: ReactNode;
}

const NEXT_SKELETONS = 3;

export function InfiniteGrid<Item>(props: InfiniteGridProps<Item>) {
  const { list, keyOf, renderItem, skeleton, firstSkeletons, noun, nounOne, empty } = props;
  const sentinelRef = useInfiniteScroll({
    hasNextPage: list.hasNextPage,
    isFetchingNextPage: list.isFetchingNextPage,
    fetchNextPage: list.fetchNextPage,
  });
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const loadingFirst = list.isPending;
  const skeletons = loadingFirst ? firstSkeletons : list.isFetchingNextPage ? NEXT_SKELETONS : 0;

  if (list.isError && items.length === 0) {
    return (
      <div className={styles.problem}>
        <FormMessage>
          Chef Roastie couldn’t fetch the {noun} just now: the kitchen may be busy or your
          connection may be resting. Please try again.
        </FormMessage>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  if (!loadingFirst && items.length === 0) return <div className={styles.empty}>{empty}</div>;

  return (
    <div className={styles.wrap} aria-busy={loadingFirst || list.isFetchingNextPage}>
      <p role="status" className="visually-hidden">
        {loadingFirst
          ? `Loading ${noun}…`
          : `${items.length} ${pluralNoun(items.length, { one: nounOne ?? noun, other: noun })} shown`}
      </p>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={keyOf(item)}>{renderItem(item)}</li>
        ))}
        {Array.from({ length: skeletons }, (_, index) => (
          <li key={`skeleton-${index}`} aria-hidden="true">
            {skeleton}
          </li>
        ))}
      </ul>
      <div ref={sentinelRef} className={styles.sentinel} />
      {list.isFetchNextPageError ? (
        <div className={styles.problem}>
          <FormMessage>The next {noun} got stuck on the way. Shall we try again?</FormMessage>
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
          Show more {noun}
        </Button>
      ) : null}
    </div>
  );
}
