// The shopping list (issue 8): a visitor adds ingredients and a seeded recipe, sees units merge,
// edits, removes, reloads, and keeps using the list offline through the service worker; a
// signed-in cook's list (with what they added as a visitor) lands on the server.
import type { Page } from '@playwright/test';
import { kitchenQuantity } from '@roastie/core';
import { expect, test } from './fixtures.ts';

const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Add an ingredient or a recipe' });

/** Types free text, presses Add, then gives the pending item its amount and unit. */
async function addTyped(page: Page, name: string, amount: string, unit: string) {
  await searchBox(page).fill(name);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const form = page.getByRole('form', { name: `How much ${name}?` });
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByRole('combobox', { name: 'Unit' }).selectOption(unit);
  await form.getByRole('button', { name: 'Add to list' }).click();
  await expect(form).toBeHidden();
}

/** Picks a recipe suggestion and adds it once. */
async function addRecipeOnce(page: Page, word: string, name: string) {
  await searchBox(page).fill(word);
  const recipes = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('group', {
    name: 'Recipes',
  });
  await recipes.getByRole('option', { name, exact: true }).click();
  const form = page.getByRole('form', { name: `How many times ${name}?` });
  await expect(form.getByText(/^Serves \d+/)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'How many times' })).toHaveValue('1');
  await form.getByRole('button', { name: 'Add recipe' }).click();
  await expect(form).toBeHidden();
}

/** How a merged mass shows (docs/product.md section 9): kg from 1000 g, at most 2 decimals. */
/** As the list shows a weight: kitchen precision (docs/decisions/0016-cooking-from-a-recipe.md). */
const shownGrams = (grams: number) => {
  const { amount, unit } = kitchenQuantity(
    grams >= 1000
      ? { amount: String(grams / 1000), unit: 'kg' }
      : { amount: String(grams), unit: 'g' },
  );
  return `${amount} ${unit}`;
};

test('a visitor builds a list that merges units, survives a reload and works offline', async ({
  page,
  context,
}) => {
  // A seeded recipe with a gram-weighed ingredient to watch double.
  const [found] = (await (
    await page.request.post('/api/search', { data: { query: 'lentil' } })
  ).json()) as { id: string; name: string }[];
  expect(found, 'a seeded lentil recipe').toBeDefined();
  const recipe = (await (await page.request.get(`/api/recipe/${found?.id}`)).json()) as {
    name: string;
    ingredients: { amount: number; unit: string; ingredients: { name: string } }[];
  };
  const weighed = recipe.ingredients.find(
    (row) => row.unit === 'g' && !/carrot|flour/i.test(row.ingredients.name),
  );
  expect(weighed, 'an ingredient in grams').toBeDefined();

  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();

  // An ingredient picked from the suggestions, with an amount.
  await searchBox(page).fill('carro');
  await page.getByRole('option', { name: 'carrot', exact: true }).click();
  const howMuch = page.getByRole('form', { name: 'How much carrot?' });
  await howMuch.getByRole('textbox', { name: 'Amount' }).fill('0');
  await howMuch.getByRole('button', { name: 'Add to list' }).click();
  await expect(howMuch.getByText('Amount must be greater than zero')).toBeVisible();
  await howMuch.getByRole('textbox', { name: 'Amount' }).fill('3');
  await howMuch.getByRole('combobox', { name: 'Unit' }).selectOption('pcs');
  await howMuch.getByRole('button', { name: 'Add to list' }).click();
  await expect(page.getByRole('checkbox', { name: '3 pcs carrot' })).toBeVisible();

  // 200 g and then 1 kg of flour make one line.
  await addTyped(page, 'flour', '200', 'g');
  await addTyped(page, 'flour', '1', 'kg');
  await expect(page.getByRole('checkbox', { name: '1.2 kg flour' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /flour$/ })).toHaveCount(1);

  // A seeded recipe, twice: its ingredients double and it is listed as 2 times.
  await addRecipeOnce(page, 'lentil', recipe.name);
  const once = `${shownGrams(weighed?.amount ?? 0)} ${weighed?.ingredients.name}`;
  await expect(page.getByRole('checkbox', { name: once, exact: true })).toBeVisible();
  await addRecipeOnce(page, 'lentil', recipe.name);
  const twice = `${shownGrams((weighed?.amount ?? 0) * 2)} ${weighed?.ingredients.name}`;
  await expect(page.getByRole('checkbox', { name: twice, exact: true })).toBeVisible();
  const added = page.getByRole('region', { name: 'Recipes on this list' });
  await expect(added.getByRole('listitem')).toContainText([`${recipe.name}2 times`]);

  // Inline edit: Enter saves. Then remove a line.
  await page.getByRole('button', { name: 'Edit 1.2 kg flour' }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('1.5');
  await page.getByRole('textbox', { name: 'Amount' }).press('Enter');
  await expect(page.getByRole('checkbox', { name: '1.5 kg flour' })).toBeVisible();
  await page.getByRole('button', { name: /^Remove .* carrot$/ }).click();
  await expect(page.getByRole('checkbox', { name: /carrot$/ })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: '1.5 kg flour' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: twice, exact: true })).toBeVisible();

  // Offline: the service worker serves the app, and the list keeps working.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await addTyped(page, 'bananas', '6', 'pcs');
  await page.getByRole('checkbox', { name: '1.5 kg flour' }).check();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: '6 pcs bananas' })).toBeVisible();
  const basket = page.getByRole('region', { name: /In the basket/ });
  await expect(basket.getByRole('checkbox', { name: '1.5 kg flour' })).toBeChecked();
  await expect(page.getByText('Offline: ingredients only')).toBeHidden();
  await searchBox(page).fill('lentil');
  await expect(
    page.getByText('Offline: ingredients only, recipe search needs a connection.'),
  ).toBeVisible();
  await searchBox(page).fill('');
  await context.setOffline(false);
  await searchBox(page).fill('lentil');
  await expect(
    page.getByRole('group', { name: 'Recipes' }).getByRole('option', { name: recipe.name }),
  ).toBeVisible();
});

test('a signed-in cook’s list, with what they added as a visitor, is kept on the server', async ({
  page,
}, testInfo) => {
  await page.goto('/shop');
  await addTyped(page, 'lemons', '3', 'pcs');

  const email = `shopper-${Date.now()}-${testInfo.project.name}@roastie.test`;
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: 'lentils-and-lemons', fullName: 'Sam Shopper' },
  });
  expect(registered.status()).toBe(201);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: '3 pcs lemons' })).toBeVisible();
  await addTyped(page, 'milk', '2', 'l');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

  const saved = await page.request.get('/api/shopping-list');
  expect(saved.status()).toBe(200);
  const list = (await saved.json()) as { items: { name: string; amount: string; unit: string }[] };
  expect(list.items.map(({ name, amount, unit }) => `${amount} ${unit} ${name}`)).toEqual([
    '3 pcs lemons',
    '2 l milk',
  ]);
});
