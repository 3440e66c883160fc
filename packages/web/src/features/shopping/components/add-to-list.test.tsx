import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetShoppingListForTests } from '../hooks/use-shopping-list';
import { addItem, openShop, searchBox, visitor } from '../testing/shop-test-helpers';

beforeEach(() => resetShoppingListForTests());
afterEach(() => resetShoppingListForTests());

describe('shopping list: adding', () => {
  it('keeps Add disabled for empty text and shows the empty state', async () => {
    visitor();
    const { user } = await openShop();
    expect(screen.getByRole('heading', { name: 'Nothing to buy. Suspicious.' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Saved on this device');
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await user.type(searchBox(), '   ');
    expect(add).toBeDisabled();
    await user.type(searchBox(), 'x');
    expect(add).toBeEnabled();
  });

  it('makes a pending item that adds nothing until the amount is a number above zero', async () => {
    visitor();
    const { user } = await openShop();
    await user.type(searchBox(), 'flo');
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    const ingredients = within(listbox).getByRole('group', { name: 'Ingredients' });
    expect(
      within(ingredients)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['flour', 'oat flour']);
    await user.click(within(ingredients).getByRole('option', { name: 'flour' }));

    const form = screen.getByRole('form', { name: 'How much flour?' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveFocus();
    expect(within(form).getByRole('combobox', { name: 'Unit' })).toHaveValue('g');
    const addToList = within(form).getByRole('button', { name: 'Add to list' });
    expect(addToList).toBeDisabled();

    await user.type(amount, '0');
    await user.click(addToList);
    expect(amount).toHaveAccessibleDescription('Amount must be greater than zero');
    await user.clear(amount);
    await user.type(amount, 'lots{Enter}');
    expect(amount).toHaveAccessibleDescription(/"lots" is not an amount/);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '200{Enter}');
    expect(screen.getByRole('checkbox', { name: '200 g flour' })).not.toBeChecked();
    expect(screen.queryByRole('form', { name: 'How much flour?' })).not.toBeInTheDocument();
    expect(searchBox()).toHaveFocus();
  });

  it('merges 200 g and 1 kg of flour into one line of 1.2 kg', async () => {
    visitor();
    const { user } = await openShop();
    await addItem(user, 'flour', '200', 'g');
    await addItem(user, 'Flour', '1', 'kg');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: '1.2 kg flour' })).toBeInTheDocument();
    // A visitor's list is in localStorage, so a reload keeps it.
    expect(localStorage.getItem('roastie:shopping-list:visitor')).toContain('"amount":"1.2"');
  });

  it('adds free text with a unit, and cancels a pending item with Escape', async () => {
    visitor();
    const { user } = await openShop();
    await user.type(searchBox(), 'birthday candles{Enter}');
    const form = screen.getByRole('form', { name: 'How much birthday candles?' });
    expect(within(form).getByRole('combobox', { name: 'Unit' })).toHaveValue('pcs');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: /How much/ })).not.toBeInTheDocument();
    await addItem(user, 'birthday candles', '1 1/2', 'dozen');
    expect(screen.getByRole('checkbox', { name: '1.5 dozen birthday candles' })).toBeVisible();
  });

  it('adds a typed line with its amount at once: "200 g flour", "2 cloves garlic"', async () => {
    visitor();
    const { user } = await openShop();
    await user.type(searchBox(), '200 g flour{Enter}');
    expect(screen.queryByRole('form', { name: /How much/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '200 g flour' })).toBeVisible();
    await user.type(searchBox(), '2 cloves garlic');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('checkbox', { name: '2 pcs garlic cloves' })).toBeVisible();
    expect(searchBox()).toHaveValue('');
  });

  it('adds a recipe "how many times", scaling its ingredients, and lists it', async () => {
    visitor();
    const { user } = await openShop();
    await user.type(searchBox(), 'lentil');
    const recipes = await screen.findByRole('group', { name: 'Recipes' });
    await user.click(within(recipes).getByRole('option', { name: /Red Lentil Soup/ }));

    const form = screen.getByRole('form', { name: 'How many times Red Lentil Soup?' });
    expect(await within(form).findByText('Serves 4 · 2 ingredients')).toBeVisible();
    const times = within(form).getByRole('textbox', { name: 'How many times' });
    expect(times).toHaveValue('1');
    await user.clear(times);
    await user.click(within(form).getByRole('button', { name: 'Add recipe' }));
    expect(within(form).getByRole('button', { name: 'Add recipe' })).toBeDisabled();
    await user.type(times, '2{Enter}');

    expect(screen.getByRole('checkbox', { name: '500 g red lentils' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: '2 pcs onion' })).toBeVisible();
    const added = screen.getByRole('region', { name: 'Recipes on this list' });
    expect(added).toHaveTextContent('Red Lentil Soup2 timesserves 4');

    // Again, once: the multiplier becomes 3 and the ingredients add up.
    await user.type(searchBox(), 'lentil');
    await user.click(
      within(await screen.findByRole('group', { name: 'Recipes' })).getByRole('option', {
        name: /Red Lentil Soup/,
      }),
    );
    const again = screen.getByRole('form', { name: 'How many times Red Lentil Soup?' });
    await within(again).findByText('Serves 4 · 2 ingredients');
    await user.click(within(again).getByRole('button', { name: 'Add recipe' }));
    expect(screen.getByRole('checkbox', { name: '750 g red lentils' })).toBeVisible();
    expect(added).toHaveTextContent('3 times');
  });
});
