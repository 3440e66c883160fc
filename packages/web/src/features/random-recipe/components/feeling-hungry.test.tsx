import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, signedOut } from '@/testing/mock-fetch';
import { makeCard } from '@/testing/recipe-fixtures';
import { renderApp } from '@/testing/render-app';

async function openHome() {
  renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'What’s cooking?' });
}

// Whole-app renders: generous time for a busy test machine.
describe('Feeling hungry', () => {
  it('loads one random recipe and shows it as a card', async () => {
    const fetchMock = mockFetch({
      ...signedOut,
      'GET /api/recipe/random': {
        body: { recipe: makeCard({ id: 'r-9', name: 'Bircher Muesli' }) },
      },
    });
    const user = userEvent.setup();
    await openHome();

    await user.click(screen.getByRole('button', { name: 'Feeling hungry' }));

    expect(await screen.findByRole('link', { name: 'Bircher Muesli' })).toHaveAttribute(
      'href',
      '/recipe/r-9',
    );
    expect(screen.getByText('Chef Roastie picked Bircher Muesli for you.')).toBeInTheDocument();
    expect(screen.getByText('GI 38 · Low')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/recipe/random', expect.anything());
  });

  it('logs “Failed to fetch random recipe” and says something friendly when it fails', async () => {
    mockFetch({ ...signedOut, 'GET /api/recipe/random': { status: 500, body: { error: 'Boom' } } });
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await openHome();

    await user.click(screen.getByRole('button', { name: 'Feeling hungry' }));

    expect(await screen.findByText(/Chef Roastie fumbled the dice/)).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to fetch random recipe', expect.anything());
  });
});
