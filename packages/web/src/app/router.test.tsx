import { CLIENT_ROUTE_PATTERNS } from '@roastie/core';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyShopRoutes, mockFetch, signedOut } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import { routerReady, routes } from './router';

const PAGES: Record<
  (typeof CLIENT_ROUTE_PATTERNS)[number],
  { url: string; heading: string; title: string }
> = {
  '/': { url: '/', heading: 'What’s cooking?', title: 'Roastie' },
  '/editor': { url: '/editor', heading: 'Recipe editor', title: 'Recipe editor · Roastie' },
  '/create-recipe': {
    url: '/create-recipe',
    heading: 'Add New Recipe',
    title: 'New recipe · Roastie',
  },
  '/import-recipe': {
    url: '/import-recipe',
    heading: 'Import a recipe',
    title: 'Import a recipe · Roastie',
  },
  '/gallery': { url: '/gallery', heading: 'Food memories', title: 'Food memories · Roastie' },
  '/login': { url: '/login', heading: 'Sign in', title: 'Sign in · Roastie' },
  '/privacy-policy': {
    url: '/privacy-policy',
    heading: 'Privacy policy',
    title: 'Privacy policy · Roastie',
  },
  '/recipe-gallery': {
    url: '/recipe-gallery',
    heading: 'Recipe gallery',
    title: 'Recipe gallery · Roastie',
  },
  // No such recipe (the server answers 404): the recipe page's own friendly not-found.
  '/recipe/:id': {
    url: '/recipe/42',
    heading: 'This recipe has left the kitchen',
    title: 'Recipe not found · Roastie',
  },
  '/user-profile': { url: '/user-profile', heading: 'Your profile', title: 'Profile · Roastie' },
  '/saved-recipes': {
    url: '/saved-recipes',
    heading: 'Saved recipes',
    title: 'Saved recipes · Roastie',
  },
  '/about': {
    url: '/about',
    heading: 'From a photo of your dish to a recipe you can trust',
    title: 'About · Roastie',
  },
  '/shop': { url: '/shop', heading: 'Shopping list', title: 'Shopping list · Roastie' },
  '/plan': { url: '/plan', heading: 'Meal plan', title: 'Meal plan · Roastie' },
};

describe('router', () => {
  beforeEach(() => {
    mockFetch({
      ...signedOut,
      ...emptyShopRoutes,
      'GET /api/posts': { body: { data: [], nextCursor: null } },
      'GET /api/recipe': { body: { data: [], nextCursor: null } },
      'GET /api/recipe/42': { status: 404, body: { error: 'Recipe not found' } },
    });
  });

  it.each(CLIENT_ROUTE_PATTERNS.map((pattern) => [pattern, PAGES[pattern]] as const))(
    'renders %s inside the shell',
    async (_pattern, page) => {
      renderApp(page.url);

      expect(
        await screen.findByRole('heading', { level: 1, name: page.heading }),
      ).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(page.title));
      expect(screen.getByRole('link', { name: 'Roastie' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    },
  );

  it('shows a friendly 404 with a way home for an unknown path', async () => {
    renderApp('/no/such/page');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page has gone up in smoke' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Not found · Roastie'));
  });

  it('links the bottom navigation and marks the current page', async () => {
    renderApp('/shop');
    await screen.findByRole('heading', { level: 1, name: 'Shopping list' });

    const memories = screen.getByRole('link', { name: 'Food memories' });
    const home = screen.getByRole('link', { name: 'Home' });
    const shop = screen.getByRole('link', { name: 'Shop' });
    expect(memories).toHaveAttribute('href', '/gallery');
    expect(home).toHaveAttribute('href', '/');
    expect(shop).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'New recipe' })).toHaveAttribute(
      'href',
      '/create-recipe',
    );
    expect(shop).toHaveAttribute('aria-current', 'page');
    expect(home).not.toHaveAttribute('aria-current');
  });
});

describe('routerReady', () => {
  it('waits until the first page’s module has loaded, so the first render shows the page', async () => {
    mockFetch({ ...signedOut });
    const router = createMemoryRouter(routes, { initialEntries: ['/about'] });
    expect(router.state.initialized).toBe(false);

    await routerReady(router);

    expect(router.state.initialized).toBe(true);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    // At once, with no waiting: the page was ready before the first render.
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'From a photo of your dish to a recipe you can trust',
      }),
    ).toBeInTheDocument();
    await expect(routerReady(router)).resolves.toBeUndefined();
  });
});
