import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn, signedOut } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { callsTo, localAccounts, memory, mockMemoriesApi, myMemory } from '../testing/memories-api';

const findGallery = () => screen.findByRole('heading', { level: 1, name: 'Food memories' });

// The gallery is a lazy route: generous on a busy machine.
describe('food memory gallery', () => {
  it('shows the community feed first, then My Posts, with cards as the product describes', async () => {
    mockMemoriesApi({
      routes: { ...signedIn, ...localAccounts },
      community: [memory(), myMemory],
      mine: [myMemory],
    });
    const user = userEvent.setup();
    const { router } = renderApp('/gallery');
    await findGallery();

    const community = screen.getByRole('tab', { name: 'Community Posts' });
    expect(community).toHaveAttribute('aria-selected', 'true');
    const card = (await screen.findByRole('article', { name: 'Red lentil soup' })) as HTMLElement;
    expect(within(card).getByText('@Grace Hopper')).toBeInTheDocument();
    expect(within(card).getByText('Sunday 22 November 2026')).toHaveAttribute(
      'datetime',
      '2026-11-22',
    );
    expect(within(card).getByText('Sunday lunch with the whole family.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /See the recipe/ })).toHaveAttribute(
      'href',
      '/recipe/r-1',
    );
    expect(
      within(card).getByRole('img', { name: 'Red lentil soup, as Grace made it' }),
    ).toHaveAttribute('loading', 'lazy');
    // Someone else's memory has no delete; the cook's own has.
    expect(within(card).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    const own = screen.getByRole('article', { name: 'Chickpea stew' });
    expect(within(own).getByRole('button', { name: /Delete/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'My Posts' }));
    expect(screen.getByRole('tab', { name: 'My Posts' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=mine');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Red lentil soup' })).not.toBeInTheDocument(),
    );
    // My Posts may show its loading state first: wait for the cook's own memory.
    expect(await screen.findByRole('article', { name: 'Chickpea stew' })).toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys', async () => {
    mockMemoriesApi({ routes: { ...signedIn, ...localAccounts } });
    const user = userEvent.setup();
    renderApp('/gallery');
    await findGallery();
    screen.getByRole('tab', { name: 'Community Posts' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My Posts' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'My Posts' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(/You haven’t shared a food memory yet/)).toBeInTheDocument();
  });

  it('shows visitors the community feed, and the sign-in control on My Posts and in the modal', async () => {
    const fetchMock = mockMemoriesApi({
      routes: { ...signedOut, ...localAccounts },
      community: [memory()],
    });
    const user = userEvent.setup();
    renderApp('/gallery?tab=mine');
    await findGallery();

    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText(/Sign in to see your food memories/)).toBeInTheDocument();
    expect(await within(panel).findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/posts')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add Food Memory' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Food Memory' });
    expect(within(dialog).getByText('Please sign in to add a memory.')).toBeInTheDocument();
    expect(await within(dialog).findByRole('tab', { name: 'Create account' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add Memory' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Community Posts' }));
    expect(await screen.findByRole('article', { name: 'Red lentil soup' })).toBeInTheDocument();
  });

  it('deletes the cook’s own memory after asking, and refreshes the feeds', async () => {
    const fetchMock = mockMemoriesApi({
      routes: { ...signedIn, ...localAccounts, 'DELETE /api/post/p-2': { status: 204 } },
      community: [myMemory],
    });
    const user = userEvent.setup();
    renderApp('/gallery');
    const own = await screen.findByRole('article', { name: 'Chickpea stew' });
    const before = callsTo(fetchMock, 'GET /api/posts').length;

    await user.click(within(own).getByRole('button', { name: /Delete/ }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this food memory?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /api/post/p-2')).toHaveLength(1));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/posts').length).toBeGreaterThan(before),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
