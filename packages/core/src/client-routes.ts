// The routes of the web app (docs/product.md section 2). The server answers these with the app's HTML
// (200) and anything else outside /api with the same HTML and a 404, so the app can show its page.
export const CLIENT_ROUTE_PATTERNS = [
  '/',
  '/editor',
  '/create-recipe',
  '/import-recipe',
  '/gallery',
  '/login',
  '/privacy-policy',
  '/recipe-gallery',
  '/recipe/:id',
  '/user-profile',
  '/saved-recipes',
  '/about',
  '/shop',
  '/plan',
] as const;

export type ClientRoutePattern = (typeof CLIENT_ROUTE_PATTERNS)[number];

/**
 * What each page of the web app loads beyond the entry: a JSON object from each page module's name
 * to its PageAssets, written by the web build beside index.html and read by the server to send
 * them with the page's HTML (docs/decisions/0014-speed.md).
 */
export const PAGE_ASSETS_FILE = 'page-assets.json';

export interface PageAssets {
  /** Script files under the build's root (assets/recipe-x.js) the entry does not load. */
  scripts: string[];
  /** Stylesheet files the entry's own styles do not cover, in the order the app links them. */
  styles: string[];
}

/** The page shown for an address outside these routes. */
export const NOT_FOUND_PAGE = 'not-found';

/**
 * The web app's page module for a route (`src/app/routes/<name>.tsx`): the home page for '/', else
 * the path's first segment. The web build checks every route has it (scripts/page-assets.ts), and
 * the server preloads that page's scripts and styles with the HTML of its address.
 */
export function pageModuleName(pattern: ClientRoutePattern): string {
  return pattern === '/' ? 'home' : pattern.split('/')[1]!;
}
