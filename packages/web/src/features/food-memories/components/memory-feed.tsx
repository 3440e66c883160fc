// A feed of food memories, one keyset page at a time with infinite scroll.
import type { ReactNode } from 'react';
import { InfiniteGrid } from '@/components/ui/infinite-grid';
import { usePosts, type MemoryFeed as Feed } from '../api/get-posts';
import { MemoryCard } from './memory-card';
import { MemoryCardSkeleton } from './memory-card-skeleton';

interface MemoryFeedProps {
  feed: Feed;
  viewerId: string | null;
  /** False while it is not yet known who "mine" is. */
  enabled?: boolean;
  /** What to say when there is nothing to show. */
  empty: ReactNode;
}

export function MemoryFeed({ feed, viewerId, enabled = true, empty }: MemoryFeedProps) {
  const list = usePosts(feed, viewerId, enabled);
  return (
    <InfiniteGrid
      list={list}
      keyOf={(post) => post.id}
      renderItem={(post) => (
        <MemoryCard post={post} own={viewerId !== null && post.userId === viewerId} />
      )}
      skeleton={<MemoryCardSkeleton />}
      firstSkeletons={3}
      noun="food memories"
      nounOne="food memory"
      empty={empty}
    />
  );
}
