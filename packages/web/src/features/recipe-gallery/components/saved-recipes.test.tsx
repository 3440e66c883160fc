import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, signedIn, signedOut } from '@/testing/mock-fetch';
import { callTo, makeCard } from '@/testing/recipe-fixtures';
import { renderApp } from '@/testing/render-app';

// Whole-app renders: generous time for a busy test machine.
describe('saved recipes', () => {
  it('lists the recipes the cook liked, each shown as liked', async () => {
    const fetchMock = mockFetch({
      ...signedIn,
      'GET /api/recipe': { body: { data: [makeCard({ likes: 5 })], nextCursor: null } },
    });
    renderApp('/saved-recipes');

    const card = (await screen.findByRole('link', { name: 'Red Lentil Soup' })).closest('article');
    expect(within(card as HTMLElement).getByText('Liked, 5 likes')).toBeInTheDocument();
    expect(within(card as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(callTo(fetchMock, 'GET', '/api/recipe')?.url.searchParams.get('liked')).toBe('me');
  });

  it('asks visitors to sign in', async () => {
    mockFetch(signedOut);
    renderApp('/saved-recipes');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Saved recipes' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login or create account' })).toBeInTheDocument();
  });
});
