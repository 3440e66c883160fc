// The visitor's view of the library, as ready JSON for a few seconds (lib/ready-json-cache.ts):
// recipe pages by id, gallery pages by their query, search answers by their words and the
// corrections of words no recipe has (modules/recipes/search-words.ts). A change to a recipe
// (save, like, delete, re-analysis) forgets its page and every gallery page, search answer and
// correction in this process at once; other processes sharing the database see it within
// PUBLIC_RECIPE_TTL_MS (docs/decisions/0014-speed.md).
import { ReadyJsonCache } from '../lib/ready-json-cache.ts';

export const PUBLIC_RECIPE_TTL_MS = 5_000;

interface PublicCaches {
  recipes: ReadyJsonCache;
  galleryPages: ReadyJsonCache;
  searches: ReadyJsonCache;
  searchCorrections: ReadyJsonCache;
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

/** After a recipe changed: the next read of its page, and of any gallery page, goes to the database. */
export function forgetPublicRecipe(db: object, recipeId: string): void {
  const caches = cachesFor(db);
  caches.recipes.forget(recipeId);
  caches.galleryPages.clear();
  caches.searches.clear();
  caches.searchCorrections.clear();
}
