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
