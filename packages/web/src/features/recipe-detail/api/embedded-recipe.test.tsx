import { EMBEDDED_RECIPE_ELEMENT_ID } from '@roastie/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { mockFetch, signedOut } from '@/testing/mock-fetch';
import { makeRecipe, RECIPE_ID } from '@/testing/recipe-fixtures';
import { seedEmbeddedRecipe } from './embedded-recipe';
import { recipeQueryKey } from './get-recipe';

function embed(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = EMBEDDED_RECIPE_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => document.getElementById(EMBEDDED_RECIPE_ELEMENT_ID)?.remove());

describe('the recipe the page carries', () => {
  it("fills a visitor's query for that recipe once, and is read only once", () => {
    const recipe = makeRecipe();
    embed(JSON.stringify(recipe));
    const client = createQueryClient();
    seedEmbeddedRecipe(client);
    expect(client.getQueryData(recipeQueryKey(RECIPE_ID, null))).toEqual(recipe);
    // A signed-in cook's key (likedByMe is theirs) is left to fetch.
    expect(client.getQueryData(recipeQueryKey(RECIPE_ID, 'someone'))).toBeUndefined();
    expect(document.getElementById(EMBEDDED_RECIPE_ELEMENT_ID)).toBeNull();
  });

  it('ignores a damaged block', () => {
    embed('{"id": ');
    const client = createQueryClient();
    expect(() => seedEmbeddedRecipe(client)).not.toThrow();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('draws the recipe page from it without asking the server for the recipe', async () => {
    // No route for GET /api/recipe/{id}: asking for it would fail the test.
    mockFetch({
      ...signedOut,
      'GET /api/cooked-recipe': { body: { posts: 0 } },
      'POST /api/glycemic/estimate': { status: 503, body: { message: 'not now' } },
    });
    embed(JSON.stringify(makeRecipe()));
    render(
      <AppProviders>
        <RouterProvider
          router={createMemoryRouter(routes, { initialEntries: [`/recipe/${RECIPE_ID}`] })}
        />
      </AppProviders>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Red Lentil Soup' });
    await screen.findByRole('heading', { level: 2, name: 'Instructions' });
  });
});
