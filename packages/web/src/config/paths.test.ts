import { CLIENT_ROUTE_PATTERNS } from '@roastie/core';
import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from './paths';

describe('paths', () => {
  it('registers exactly the routes the server answers with the app', () => {
    expect(new Set(Object.values(routePatterns))).toEqual(new Set(CLIENT_ROUTE_PATTERNS));
  });

  it('builds the fixed paths', () => {
    expect(paths.home()).toBe('/');
    expect(paths.createRecipe()).toBe('/create-recipe');
    expect(paths.gallery()).toBe('/gallery');
    expect(paths.login()).toBe('/login');
    expect(paths.login('/user-profile')).toBe('/login?next=%2Fuser-profile');
    expect(paths.preferences()).toBe('/user-profile#preferences');
    expect(paths.privacyPolicy()).toBe('/privacy-policy');
    expect(paths.recipeGallery()).toBe('/recipe-gallery');
    expect(paths.userProfile()).toBe('/user-profile');
    expect(paths.savedRecipes()).toBe('/saved-recipes');
    expect(paths.about()).toBe('/about');
    expect(paths.shop()).toBe('/shop');
  });

  it('builds a recipe path from a number or a string, escaped', () => {
    expect(paths.recipe(42)).toBe('/recipe/42');
    expect(paths.recipe('a b/c')).toBe('/recipe/a%20b%2Fc');
  });

  it('builds the editor path for a new, an existing or a generated recipe', () => {
    expect(paths.editor()).toBe('/editor');
    expect(paths.editor({ recipeId: 7 })).toBe('/editor?recipeId=7');

    const draft = { name: 'Lentil soup & rye', servings: 4 };
    const url = new URL(paths.editor({ recipe: draft }), 'http://localhost');
    expect(url.pathname).toBe('/editor');
    expect(JSON.parse(url.searchParams.get('recipe') ?? 'null')).toEqual(draft);
  });
});
