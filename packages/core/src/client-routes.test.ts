import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTE_PATTERNS, pageModuleName } from './client-routes.ts';

describe('pageModuleName', () => {
  it('names the home page for / and the first segment of any other route', () => {
    expect(pageModuleName('/')).toBe('home');
    expect(pageModuleName('/recipe/:id')).toBe('recipe');
    expect(pageModuleName('/recipe-gallery')).toBe('recipe-gallery');
  });

  it('gives every route a page of its own', () => {
    const names = CLIENT_ROUTE_PATTERNS.map(pageModuleName);
    expect(new Set(names).size).toBe(CLIENT_ROUTE_PATTERNS.length);
  });
});
