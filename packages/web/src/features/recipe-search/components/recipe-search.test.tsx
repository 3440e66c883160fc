import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, signedOut } from '@/testing/mock-fetch';
import { callTo, makeCard } from '@/testing/recipe-fixtures';
import { renderApp } from '@/testing/render-app';

const result = (id: string, name: string, gi: number, band: 'Low' | 'Medium' | 'High') => {
  const { description, image } = makeCard();
  return {
    id,
    name,
    description,
    image,
    glycemic_index: gi,
    gi_band: band,
    glycemic_load: 12,
    gl_band: 'Medium',
  };
};

async function openHome(url = '/') {
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'What’s cooking?' });
  return view;
}

// Whole-app renders: generous time for a busy test machine.
describe('home search', () => {
  it('has a search box with placeholder Eibrocado and a Search! button', async () => {
    mockFetch(signedOut);
    await openHome();
    const box = screen.getByRole('searchbox', { name: 'Search recipes' });
    expect(box).toHaveAttribute('type', 'search');
    expect(box).toHaveAttribute('placeholder', 'Eibrocado');
    expect(screen.getByRole('button', { name: 'Search!' })).toHaveAttribute('type', 'submit');
  });

  it('refuses an empty query with “Please enter a search query.” and asks nothing', async () => {
    const fetchMock = mockFetch(signedOut);
    const user = userEvent.setup();
    await openHome();

    await user.type(screen.getByRole('searchbox', { name: 'Search recipes' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Search!' }));

    expect(screen.getByText('Please enter a search query.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(callTo(fetchMock, 'POST', '/api/search')).toBeUndefined();
  });

  it('posts the query and shows result cards linking to their recipes, with the GI', async () => {
    const fetchMock = mockFetch({
      ...signedOut,
      'POST /api/search': {
        body: [result('r-1', 'Lentil Soup', 32, 'Low'), result('r-2', 'Lentil Dal', 58, 'Medium')],
      },
    });
    const user = userEvent.setup();
    const { router } = await openHome();

    await user.type(screen.getByRole('searchbox', { name: 'Search recipes' }), ' lentils {Enter}');

    expect(await screen.findByText('2 recipes for “lentils”')).toBeInTheDocument();
    expect(callTo(fetchMock, 'POST', '/api/search')?.body).toEqual({ query: 'lentils' });
    expect(screen.getByRole('link', { name: 'Lentil Soup' })).toHaveAttribute(
      'href',
      '/recipe/r-1',
    );
    const dal = screen.getByRole('link', { name: 'Lentil Dal' }).closest('article');
    expect(dal).not.toBeNull();
    expect(within(dal as HTMLElement).getByText('GI 58 · Medium')).toBeInTheDocument();
    expect(within(dal as HTMLElement).getByText('GL 12 · Medium')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=lentils');
  });

  it('says so kindly when nothing matches', async () => {
    mockFetch({ ...signedOut, 'POST /api/search': { body: [] } });
    await openHome('/?q=unicorn');

    expect(await screen.findByText('No recipes for “unicorn”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'whole recipe gallery' })).toHaveAttribute(
      'href',
      '/recipe-gallery',
    );
  });

  it('logs “Failed to search recipes” and tells the cook politely when the search fails', async () => {
    mockFetch({ ...signedOut, 'POST /api/search': { status: 500, body: { error: 'Boom' } } });
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await openHome('/?q=oats');

    expect(await screen.findByText(/search came back burnt/)).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to search recipes', expect.anything());
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
