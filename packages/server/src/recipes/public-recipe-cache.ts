// The visitor's view of the library, as ready JSON for a few seconds (lib/ready-json-cache.ts):
// recipe pages by id, gallery pages by their query, search answers by their words and the
// corrections of words no recipe has (modules/recipes/search-words.ts), 'Feeling hungry' picks
// read a run at a time (lib/draw-pool.ts) and the food memory feed's pages. A change to a recipe
// (save, like, delete, re-analysis) forgets its page and every gallery page, search answer,
// correction and pick in this process at once, as a shared or deleted food memory forgets the
// feed; other processes sharing the database see it within PUBLIC_RECIPE_TTL_MS
// (docs/decisions/0014-speed.md).
import { DrawPool } from '../lib/draw-pool.ts';
import { ReadyJsonCache } from '../lib/ready-json-cache.ts';
import type { CardRow } from './recipe-queries.ts';

export const PUBLIC_RECIPE_TTL_MS = 5_000;

interface PublicCaches {
  recipes: ReadyJsonCache;
  galleryPages: ReadyJsonCache;
  searches: ReadyJsonCache;
  searchCorrections: ReadyJsonCache;
  randomPicks: DrawPool<CardRow>;
  feedPages: ReadyJsonCache;
}

const byDatabase = new WeakMap<object, PublicCaches>();

/** The caches of the process for this database (tests open several, each has its own). */
function cachesFor(db: object): PublicCaches {
  let caches = byDatabase.get(db);
  if (!caches) {
    caches = {
      recipes: new ReadyJsonCache(PUBLIC_RECIPE_TTL_MS),
      galleryPages: new ReadyJsonCache(PUBLIC_RECIPE_TTL_MS),
      searches: new ReadyJsonCache(PUBLIC_RECIPE_TTL_MS),
      searchCorrections: new ReadyJsonCache(PUBLIC_RECIPE_TTL_MS),
      randomPicks: new DrawPool(PUBLIC_RECIPE_TTL_MS),
      feedPages: new ReadyJsonCache(PUBLIC_RECIPE_TTL_MS),
    };
    byDatabase.set(db, caches);
  }
  return caches;
}

/** Recipe pages as a visitor sees them, by recipe id. */
export function publicRecipeCache(db: object): ReadyJsonCache {
  return cachesFor(db).recipes;
}

/** Gallery pages as a visitor sees them, by their normalised query. */
export function publicGalleryCache(db: object): ReadyJsonCache {
  return cachesFor(db).galleryPages;
}

/** Search answers, the same for everyone, by the query's words. */
export function publicSearchCache(db: object): ReadyJsonCache {
  return cachesFor(db).searches;
}

/** What a word no recipe has stands for ("chiken" -> chicken), by the word: a new recipe may change it. */
export function publicSearchCorrections(db: object): ReadyJsonCache {
  return cachesFor(db).searchCorrections;
}

/** 'Feeling hungry' picks for visitors without preferences, by the filters asked. */
export function publicRandomPicks(db: object): DrawPool<CardRow> {
  return cachesFor(db).randomPicks;
}

/** Pages of the food memory feed (everyone's, newest first), by their query. */
export function publicFeedPages(db: object): ReadyJsonCache {
  return cachesFor(db).feedPages;
}

/** After a food memory was shared, changed or deleted: the feed's pages are read again. */
export function forgetPublicFeed(db: object): void {
  cachesFor(db).feedPages.clear();
}

/** After an account was deleted: its posts went and its recipes changed author, so everything. */
export function forgetPublicViews(db: object): void {
  const caches = cachesFor(db);
  for (const cache of Object.values(caches)) cache.clear();
}

/** After a recipe changed: the next read of its page, and of any gallery page, goes to the database. */
export function forgetPublicRecipe(db: object, recipeId: string): void {
  const caches = cachesFor(db);
  caches.recipes.forget(recipeId);
  caches.galleryPages.clear();
  caches.searches.clear();
  caches.searchCorrections.clear();
  caches.randomPicks.clear();
}
