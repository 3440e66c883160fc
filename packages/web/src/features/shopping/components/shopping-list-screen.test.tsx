import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, signedIn } from '@/testing/mock-fetch';
import { resetShoppingListForTests } from '../hooks/use-shopping-list';
import { addItem, CATALOGUE, openShop, visitor } from '../testing/shop-test-helpers';

beforeEach(() => resetShoppingListForTests());
afterEach(() => resetShoppingListForTests());

describe('shopping list: changing lines', () => {
  it('edits inline: Enter saves, Escape cancels, and the amount must stay positive', async () => {
    visitor();
    const { user } = await openShop();
    await addItem(user, 'milk', '2', 'cups');
    await user.click(screen.getByRole('button', { name: 'Edit 2 cups milk' }));
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveFocus();
    await user.clear(amount);
    await user.type(amount, '5{Escape}');
    expect(screen.getByRole('checkbox', { name: '2 cups milk' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit 2 cups milk' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit 2 cups milk' }));
    await user.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '-1{Enter}');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      /is not an amount/,
    );
    await user.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'l');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' (oat){Enter}');
    expect(screen.getByRole('checkbox', { name: '1 l milk (oat)' })).toBeVisible();
  });

  it('ticks lines off to the basket, clears them, and removes a line', async () => {
    visitor();
    const { user } = await openShop();
    await addItem(user, 'flour', '500', 'g');
    await addItem(user, 'milk', '1', 'l');
    await addItem(user, 'eggs', '6', 'pcs');

    await user.click(screen.getByRole('checkbox', { name: '500 g flour' }));
    const toBuy = screen.getByRole('region', { name: /To buy/ });
    const basket = screen.getByRole('region', { name: /In the basket/ });
    const names = (where: HTMLElement) =>
      within(where)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent);
    expect(names(toBuy)).toEqual(['1 l milk', '6 pcs eggs']);
    expect(names(basket)).toEqual(['500 g flour']);
    expect(within(basket).getByRole('checkbox', { name: '500 g flour' })).toBeChecked();
    // Ticked lines are struck through (and sit below the lines still to buy).
    expect(within(basket).getByRole('listitem').className).toMatch(/ticked/);

    await user.click(screen.getByRole('button', { name: 'Remove 6 pcs eggs' }));
    expect(screen.queryByRole('checkbox', { name: '6 pcs eggs' })).not.toBeInTheDocument();

    await user.click(within(basket).getByRole('button', { name: 'Clear ticked' }));
    expect(screen.queryByRole('region', { name: /In the basket/ })).not.toBeInTheDocument();
    expect(names(document.body)).toEqual(['1 l milk']);
  });
});

describe('shopping list: signed in', () => {
  const eggs = { id: 'e', name: 'eggs', amount: '6', unit: 'pcs', checked: false };
  const milk = { id: 'm', name: 'milk', amount: '1', unit: 'l', checked: false };

  it('loads the server list, and on a 409 merges with the current list and retries', async () => {
    let puts = 0;
    const fetchMock = mockFetch({
      ...signedIn,
      'GET /api/ingredients': { body: CATALOGUE },
      'GET /api/shopping-list': { body: { items: [milk], recipes: [], version: 1 } },
      'PUT /api/shopping-list': () => {
        puts += 1;
        if (puts === 1) {
          // Another device added eggs meanwhile.
          const current = { items: [milk, eggs], recipes: [], version: 2 };
          return { status: 409, body: { statusCode: 409, error: 'Changed', current } };
        }
        return { body: { ...putBodies().at(-1), version: 3 } };
      },
    });
    const putBodies = () =>
      fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'PUT')
        .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

    const { user } = await openShop();
    expect(await screen.findByRole('checkbox', { name: '1 l milk' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.queryByRole('button', { name: 'Login or create account' })).toBeNull();

    await addItem(user, 'flour', '200', 'g');
    expect(await screen.findByRole('checkbox', { name: '6 pcs eggs' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    const [first, second] = putBodies();
    expect(first).toMatchObject({ baseVersion: 1 });
    expect(second).toMatchObject({ baseVersion: 2 });
    expect((second?.items as { name: string }[]).map((item) => item.name)).toEqual([
      'milk',
      'eggs',
      'flour',
    ]);
    expect(screen.getByRole('checkbox', { name: '200 g flour' })).toBeVisible();
  });
});
