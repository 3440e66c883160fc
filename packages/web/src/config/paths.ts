// Every route of the web app (docs/product.md section 2) and a builder for each, so no link is typed by
// hand. The router mounts `routePatterns`; links use `paths`.
import type { ClientRoutePattern } from '@roastie/core';

export const routePatterns = {
  home: '/',
  editor: '/editor',
  createRecipe: '/create-recipe',
  importRecipe: '/import-recipe',
  gallery: '/gallery',
  login: '/login',
  privacyPolicy: '/privacy-policy',
  recipeGallery: '/recipe-gallery',
  recipe: '/recipe/:id',
  userProfile: '/user-profile',
  savedRecipes: '/saved-recipes',
  about: '/about',
  shop: '/shop',
  plan: '/plan',
} as const satisfies Record<string, ClientRoutePattern>;

export type RecipeId = string | number;

/** The editor opens an existing recipe (`recipeId`) or a generated draft (`recipe`, as JSON). */
export interface EditorParams {
  recipeId?: RecipeId;
  recipe?: unknown;
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const paths = {
  home: () => routePatterns.home,
  editor: ({ recipeId, recipe }: EditorParams = {}) =>
    withQuery(routePatterns.editor, {
      recipeId: recipeId === undefined ? undefined : String(recipeId),
      recipe: recipe === undefined ? undefined : JSON.stringify(recipe),
    }),
  createRecipe: () => routePatterns.createRecipe,
  importRecipe: () => routePatterns.importRecipe,
  gallery: () => routePatterns.gallery,
  /** `next`: where to go once signed in (a path on this site). */
  login: (next?: string) => withQuery(routePatterns.login, { next }),
  privacyPolicy: () => routePatterns.privacyPolicy,
  recipeGallery: () => routePatterns.recipeGallery,
  recipe: (id: RecipeId) => `/recipe/${encodeURIComponent(String(id))}`,
  userProfile: () => routePatterns.userProfile,
  /** The preferences questionnaire, a section of the profile (docs/product.md gives it no route). */
  preferences: () => `${routePatterns.userProfile}#preferences`,
  savedRecipes: () => routePatterns.savedRecipes,
  about: () => routePatterns.about,
  shop: () => routePatterns.shop,
  /** `add`: a recipe waiting for a slot ("Plan it" on its page). */
  plan: ({ week, add }: { week?: string; add?: string } = {}) =>
    withQuery(routePatterns.plan, { week, add }),
} as const;
