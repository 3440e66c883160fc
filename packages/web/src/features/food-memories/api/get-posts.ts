// GET /api/posts?mine=true&cursor=&limit=: one page of food memories, newest first, and the
// cursor of the next (keyset pages). The Community Posts and My Posts feeds scroll through them.
import type { Post, PostPage } from '@roastie/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type { Post, PostPage };

export const POST_PAGE_SIZE = 12;

export type MemoryFeed = 'community' | 'mine';

export function getPosts(feed: MemoryFeed, cursor?: string, signal?: AbortSignal) {
  return api.get<PostPage>('/api/posts', {
    query: { mine: feed === 'mine' ? true : undefined, cursor, limit: POST_PAGE_SIZE },
    signal,
  });
}

/** Every feed shares this prefix, so a new or deleted memory refreshes both at once. */
export const postsQueryKey = queryKeys.posts.all;

/** `viewerId`: whose "mine" it is (null when nobody is signed in). */
export function postsQueryOptions(feed: MemoryFeed, viewerId: string | null) {
  return infiniteQueryOptions({
    queryKey: queryKeys.posts.feed({ feed, viewerId }),
    queryFn: ({ pageParam, signal }) => getPosts(feed, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function usePosts(feed: MemoryFeed, viewerId: string | null, enabled = true) {
  return useInfiniteQuery({ ...postsQueryOptions(feed, viewerId), enabled });
}
