// Reading food memories as the API shows them: each post with its author (name and avatar) and
// its photo's addresses, in one query joined on the users and media tables.
import type { Post } from '@roastie/core';
import { eq, sql, type SQL } from 'drizzle-orm';
import { displayName, firstName } from '../../auth/display-name.ts';
import type { Database } from '../../db/client.ts';
import { media, posts, users } from '../../db/schema/index.ts';
import { newestFirst } from '../../lib/keyset-cursor.ts';
import { avatarUrl, imageInfo } from '../../media/media-urls.ts';

const postColumns = {
  post: posts,
  authorName: users.fullName,
  authorAvatarKey: users.avatarKey,
  image: {
    key: media.key,
    variants: media.variants,
    placeholder: media.placeholder,
    width: media.width,
    height: media.height,
  },
  /** The exact timestamp as text, for keyset cursors (a JS Date would lose microseconds). */
  createdAtText: sql<string>`${posts.createdAt}::text`,
};

/**
 * Inner joins: a post always has an author (deleting the account deletes its posts) and a photo
 * (its media row goes only when the post does, and the orphan sweep skips images posts use).
 */
function selectPosts(db: Database) {
  return db
    .select(postColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .innerJoin(media, eq(media.key, posts.imageKey));
}

export type PostRow = Awaited<ReturnType<typeof findPosts>>[number];

export function toPost({ post, authorName, authorAvatarKey, image }: PostRow): Post {
  const photo = imageInfo(image);
  return {
    id: post.id,
    userId: post.userId,
    recipeID: post.recipeId,
    recipeName: post.recipeName,
    content: post.content,
    imageURL: photo.url,
    srcSet: photo.srcSet,
    placeholder: photo.placeholder,
    width: photo.width,
    height: photo.height,
    date: post.date,
    created_at: post.createdAt.toISOString(),
    author: {
      id: post.userId,
      fullName: displayName(authorName),
      firstName: firstName(authorName),
      avatarUrl: avatarUrl(authorAvatarKey),
    },
  };
}

/** Newest first; (created_at, id) breaks ties so keyset pages never skip or repeat a post. */
export function findPosts(db: Database, where: SQL | undefined, limit: number) {
  return selectPosts(db)
    .where(where)
    .orderBy(...newestFirst(posts.createdAt, posts.id))
    .limit(limit);
}

export async function findPost(db: Database, id: string): Promise<Post | null> {
  const [row] = await findPosts(db, eq(posts.id, id), 1);
  return row ? toPost(row) : null;
}
