// A feed of food memories, one keyset page at a time with infinite scroll. While the first page
// loads, skeleton cards hold the space; a failure says so and offers another try.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { usePosts, type MemoryFeed as Feed } from '../api/get-posts';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { MemoryCard } from './memory-card';
import { MemoryCardSkeleton } from './memory-card-skeleton';
import styles from './memory-feed.module.css';

interface MemoryFeedProps {
  feed: Feed;
  viewerId: string | null;
  /** False while it is not yet known who "mine" is. */
  enabled?: boolean;
  /** What to say when there is nothing to show. */
  empty: ReactNode;
}

const SKELETONS = 3;

export function MemoryFeed({ feed, viewerId, enabled = true, empty }: MemoryFeedProps) {
  const list = usePosts(feed, viewerId, enabled);
  const sentinelRef = useInfiniteScroll({
    hasNextPage: list.hasNextPage,
    isFetchingNextPage: list.isFetchingNextPage,
    fetchNextPage: list.fetchNextPage,
  });
  const posts = list.data?.pages.flatMap((page) => page.data) ?? [];
  const loadingFirst = list.isPending;

  if (list.isError && posts.length === 0) {
    return (
      <div className={styles.problem}>
        <FormMessage>
          Chef Roastie couldn’t fetch the memories just now: the kitchen may be busy or your
          connection may be resting. Please try again.
        </FormMessage>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  if (!loadingFirst && posts.length === 0) return <div className={styles.empty}>{empty}</div>;

  return (
    <div className={styles.wrap} aria-busy={loadingFirst || list.isFetchingNextPage}>
      <p role="status" className="visually-hidden">
        {loadingFirst ? 'Loading food memories…' : `${posts.length} food memories shown`}
      </p>
      <ul className={styles.grid}>
        {posts.map((post) => (
          <li key={post.id}>
            <MemoryCard post={post} own={viewerId !== null && post.userId === viewerId} />
          </li>
        ))}
        {loadingFirst || list.isFetchingNextPage
          ? Array.from({ length: SKELETONS }, (_, index) => (
              <li key={`skeleton-${index}`} aria-hidden="true">
                <MemoryCardSkeleton />
              </li>
            ))
          : null}
      </ul>
      <div ref={sentinelRef} className={styles.sentinel} />
      {list.isFetchNextPageError ? (
        <div className={styles.problem}>
          <FormMessage>The next memories got stuck on the way. Shall we try again?</FormMessage>
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
          Show more memories
        </Button>
      ) : null}
    </div>
  );
}
