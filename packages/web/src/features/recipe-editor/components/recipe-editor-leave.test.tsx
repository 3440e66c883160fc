// Leaving the editor with unsaved changes asks first in the app's own dialog (issue 15,
// docs/decisions/0016-cooking-from-a-recipe.md); an untouched form leaves at once.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { openEditor, routes } from '../testing/editor-harness';

describe('recipe editor: leaving with unsaved changes', () => {
  it('leaves an untouched form at once', async () => {
    mockFetch(routes({ 'GET /api/recipe': { body: { data: [], nextCursor: null } } }));
    const user = userEvent.setup();
    const { router } = await openEditor('/editor');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/editor'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks in the app’s dialog on Cancel and on navigation; Keep editing stays, Leave goes', async () => {
    mockFetch(routes({ 'GET /api/recipe': { body: { data: [], nextCursor: null } } }));
    const nativeConfirm = vi.spyOn(window, 'confirm');
    const user = userEvent.setup();
    const { router } = await openEditor('/editor');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Half a soup');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/editor');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Half a soup');

    // Any navigation the router makes (Back included) is held the same way.
    void router.navigate('/recipe-gallery');
    const again = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(again).getByRole('button', { name: 'Keep editing' }));

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/editor'));
    expect(nativeConfirm).not.toHaveBeenCalled();
  });

  it('asks the browser before the tab closes while there are changes', async () => {
    mockFetch(routes());
    const user = userEvent.setup();
    await openEditor('/editor');
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Soup');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
