import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/lib/reload-page';
import { emptyShopRoutes, mockFetch, signedIn, signedOut } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));

async function openMenu() {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1 });
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  return { user, menu: screen.getByRole('menu', { name: 'Menu' }) };
}

function itemNames(menu: HTMLElement) {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('header menu', () => {
  it('offers Profile, Saved recipes, Recipe gallery and About, without Logout, when signed out', async () => {
    mockFetch({ ...signedOut, ...emptyShopRoutes });
    renderApp('/shop');
    const { menu } = await openMenu();

    expect(itemNames(menu)).toEqual([
      'Profile',
      'Saved recipes',
      'Meal plan',
      'Recipe gallery',
      'About',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/user-profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Saved recipes' })).toHaveAttribute(
      'href',
      '/saved-recipes',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Recipe gallery' })).toHaveAttribute(
      'href',
      '/recipe-gallery',
    );
    expect(within(menu).getByRole('menuitem', { name: 'About' })).toHaveAttribute('href', '/about');
  });

  it('adds Logout, last, when signed in', async () => {
    mockFetch({ ...signedIn, ...emptyShopRoutes });
    renderApp('/shop');
    const { menu } = await openMenu();

    await waitFor(() =>
      expect(itemNames(menu)).toEqual([
        'Profile',
        'Saved recipes',
        'Meal plan',
        'Recipe gallery',
        'About',
        'Logout',
      ]),
    );
    expect(screen.getByText('Hi, Ada!')).toBeInTheDocument();
  });

  it('trusts the user_id cookie while the server has not answered', async () => {
    document.cookie = 'user_id=u-1; Path=/';
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderApp('/shop');
    const { menu } = await openMenu();

    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('works from the keyboard: focus moves with the arrows, Escape closes and returns focus', async () => {
    mockFetch({ ...signedOut, ...emptyShopRoutes });
    renderApp('/shop');
    const { user, menu } = await openMenu();
    const button = screen.getByRole('button', { name: 'Menu' });

    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Saved recipes' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(menu).getByRole('menuitem', { name: 'About' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('navigates from an item and closes', async () => {
    mockFetch({ ...signedOut, ...emptyShopRoutes });
    renderApp('/shop');
    const { user, menu } = await openMenu();

    await user.click(within(menu).getByRole('menuitem', { name: 'About' }));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'From a photo of your dish to a recipe you can trust',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('logout', () => {
  async function askToLogOut() {
    const { user, menu } = await openMenu();
    await user.click(await within(menu).findByRole('menuitem', { name: 'Logout' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to log out?' });
    return { user, dialog };
  }

  it('asks first, and Cancel closes the question without logging out', async () => {
    const fetchMock = mockFetch({ ...signedIn, ...emptyShopRoutes });
    document.cookie = 'user_id=u-1; Path=/';
    renderApp('/shop');
    const { user, dialog } = await askToLogOut();

    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/logout', expect.anything());
    expect(document.cookie).toContain('user_id=u-1');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('Logout calls the endpoint, forgets the user cookie and reloads', async () => {
    const fetchMock = mockFetch({
      ...signedIn,
      ...emptyShopRoutes,
      'POST /api/auth/logout': { status: 204 },
    });
    document.cookie = 'user_id=u-1; Path=/';
    renderApp('/shop');
    const { user, dialog } = await askToLogOut();

    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    expect(document.cookie).not.toContain('user_id');
  });

  it('logs out locally even when the server call fails', async () => {
    mockFetch({ ...signedIn, ...emptyShopRoutes, 'POST /api/auth/logout': { status: 500 } });
    document.cookie = 'user_id=u-1; Path=/';
    renderApp('/shop');
    const { user, dialog } = await askToLogOut();

    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(document.cookie).not.toContain('user_id');
  });
});
