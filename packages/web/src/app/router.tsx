// Every route of docs/product.md section 2, in data mode. Pages load lazily, each in its own chunk; the
// shell (header, menu, bottom navigation) is in the first one.
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { routePatterns } from '@/config/paths';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './routes/route-error';

type PageModule = { default: ComponentType };

function page(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

export const routes: RouteObject[] = [
  {
    path: routePatterns.home,
    Component: RootLayout,
    HydrateFallback: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors in a page render inside the shell, so the header and navigation stay usable.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: page(() => import('./routes/home')) },
          { path: routePatterns.editor, lazy: page(() => import('./routes/editor')) },
          { path: routePatterns.createRecipe, lazy: page(() => import('./routes/create-recipe')) },
          { path: routePatterns.importRecipe, lazy: page(() => import('./routes/import-recipe')) },
          { path: routePatterns.gallery, lazy: page(() => import('./routes/gallery')) },
          { path: routePatterns.login, lazy: page(() => import('./routes/login')) },
          {
            path: routePatterns.privacyPolicy,
            lazy: page(() => import('./routes/privacy-policy')),
          },
          {
            path: routePatterns.recipeGallery,
            lazy: page(() => import('./routes/recipe-gallery')),
          },
          { path: routePatterns.recipe, lazy: page(() => import('./routes/recipe')) },
          { path: routePatterns.userProfile, lazy: page(() => import('./routes/user-profile')) },
          { path: routePatterns.savedRecipes, lazy: page(() => import('./routes/saved-recipes')) },
          { path: routePatterns.about, lazy: page(() => import('./routes/about')) },
          { path: routePatterns.shop, lazy: page(() => import('./routes/shop')) },
          { path: routePatterns.plan, lazy: page(() => import('./routes/plan')) },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/** Resolves once the router has loaded the first page's module. */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
