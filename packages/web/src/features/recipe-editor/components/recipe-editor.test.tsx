import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, signedOut } from '@/testing/mock-fetch';
import { callTo } from '@/testing/recipe-fixtures';
import { renderApp } from '@/testing/render-app';
import { openEditor, routes, row } from '../testing/editor-harness';

// Whole-app renders: generous time for a busy test machine.
describe('recipe editor: the form', () => {
  it('asks visitors to log in', async () => {
    mockFetch(signedOut);
    renderApp('/editor');
    expect(await screen.findByText('Please log in to create or edit recipes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=%2Feditor',
    );
  });

  it('starts with cook time 30, servings 4 and nutrition 0', async () => {
    mockFetch(routes());
    await openEditor();
    expect(screen.getByRole('textbox', { name: 'Cook time (minutes)' })).toHaveValue('30');
    expect(screen.getByRole('textbox', { name: 'Servings' })).toHaveValue('4');
    for (const name of ['Calories (kcal)', 'Protein (g)', 'Carbs (g)', 'Fat (g)'])
      expect(screen.getByRole('textbox', { name })).toHaveValue('0');
    expect(screen.getByRole('textbox', { name: 'Glycemic index' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('');
  });

  it('offers the units g, kg, cup(s), piece(s), l, tablespoon(s), teaspoon(s)', async () => {
    mockFetch(routes());
    await openEditor();
    const unit = row(1).getByRole('combobox', { name: 'Unit' });
    expect(
      within(unit)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['g', 'kg', 'cup(s)', 'piece(s)', 'l', 'tablespoon(s)', 'teaspoon(s)']);
  });

  it('shows each field’s message and sends nothing while the form is not right', async () => {
    const fetchMock = mockFetch(routes());
    const user = userEvent.setup();
    await openEditor();
    await user.clear(screen.getByRole('textbox', { name: 'Servings' }));
    await user.type(screen.getByRole('textbox', { name: 'Servings' }), '0');
    await user.type(row(1).getByRole('combobox', { name: 'Name' }), 'oats');
    await user.type(row(1).getByRole('textbox', { name: 'Amount' }), 'lots');

    await user.click(screen.getByRole('button', { name: 'Save recipe' }));

    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(
      screen.getByText('Type must be Breakfast, Lunch, Dinner or Dessert'),
    ).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Servings must be at least 1')).toBeInTheDocument();
    expect(row(1).getByText('Amount must be a number above zero')).toBeInTheDocument();
    expect(screen.getByText(/A few things need another look/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(callTo(fetchMock, 'POST', '/api/recipe')).toBeUndefined();
  });

  it('asks for at least one ingredient', async () => {
    mockFetch(routes());
    const user = userEvent.setup();
    await openEditor();
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));
    expect(screen.getByText('Add at least one ingredient')).toBeInTheDocument();
  });

  it('suggests at most 10 catalogue ingredients, earliest match first, then shorter', async () => {
    mockFetch(routes());
    const user = userEvent.setup();
    await openEditor();
    const name = row(1).getByRole('combobox', { name: 'Name' });

    await user.type(name, 'OAT');

    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    // Position 0, shortest first (equal lengths alphabetically), then position 1, 3, 7; the 11th
    // match (steel-cut oats, position 10) is left out.
    expect(options.map((o) => o.textContent)).toEqual([
      'oats',
      'oatmeal',
      'oat bran',
      'oat milk',
      'oatcakes',
      'goat cheese',
      'coated peanuts',
      'boat-shaped pasta',
      'throat lozenge',
      'rolled oats',
    ]);
    expect(name).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(name).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{Enter}');
    expect(name).toHaveValue('oat bran');
    expect(name).toHaveAttribute('aria-expanded', 'false');
    // Picked with no amount yet: the row takes the ingredient's usual unit.
    expect(row(1).getByRole('combobox', { name: 'Unit' })).toHaveValue('tablespoon');
  });

  it('matches aliases too and says which one matched; Escape closes the list', async () => {
    mockFetch(routes());
    const user = userEvent.setup();
    await openEditor();
    const name = row(1).getByRole('combobox', { name: 'Name' });
    await user.type(name, 'polen');
    expect(screen.getByRole('option', { name: 'cornmeal (polenta)' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('adds, reorders and removes steps', async () => {
    mockFetch(routes());
    const user = userEvent.setup();
    await openEditor();
    await user.type(screen.getByRole('textbox', { name: 'Step 1' }), 'Boil');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.type(screen.getByRole('textbox', { name: 'Step 2' }), 'Serve');

    await user.click(screen.getByRole('button', { name: 'Move step 2 up' }));
    expect(screen.getByRole('textbox', { name: 'Step 1' })).toHaveValue('Serve');
    expect(screen.getByRole('textbox', { name: 'Step 2' })).toHaveValue('Boil');
    expect(screen.getByRole('button', { name: 'Move step 1 down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove step 1' }));
    expect(screen.getByRole('textbox', { name: 'Step 1' })).toHaveValue('Boil');
    expect(screen.queryByRole('textbox', { name: 'Step 2' })).not.toBeInTheDocument();
  });
});
