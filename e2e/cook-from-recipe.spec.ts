// Cooking from a recipe (issue 15 item 4, docs/decisions/0016): servings, the shopping list in
// kitchen units, cook mode, print, and an author deleting their recipe; axe on every screen.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

/** A library recipe with no author and at least two steps (other journeys add their own). */
async function firstSeedRecipe(page: Page) {
  const res = await page.request.get('/api/recipe?limit=50');
  const { data } = (await res.json()) as { data: { id: string; name: string }[] };
  for (const card of data) {
    const detail = (await (await page.request.get(`/api/recipe/${card.id}`)).json()) as {
      user_id: string | null;
      instructions: { description: string }[];
    };
    if (detail.user_id === null && detail.instructions.length >= 2) return card;
  }
  throw new Error('No seed recipe with two steps in the first 50 of the gallery');
}

test('a visitor scales a recipe, sends it to the list in kitchen units, cooks it and prints it', async ({
  page,
}) => {
  const recipe = await firstSeedRecipe(page);
  await page.goto(`/recipe/${recipe.id}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  const servingsLine = page.getByText(/^for \d+ servings?:$/);
  const before = Number((await servingsLine.textContent())!.match(/\d+/)![0]);
  await page.getByRole('button', { name: 'More servings' }).click();
  await expect(page.getByText(`for ${before + 1} servings:`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'recipe detail');

  await page.getByRole('button', { name: 'Add to shopping list' }).click();
  await expect(
    page.getByText(`Added ${recipe.name} for ${before + 1} servings.`, { exact: false }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Open the shopping list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeVisible();
  const lines = page.getByRole('checkbox');
  await expect(lines.first()).toBeVisible();
  for (const text of await page.locator('label').allInnerTexts()) {
    expect(text, 'no amount with two decimals').not.toMatch(/\d+\.\d\d\s*(ml|g)\b/);
  }
  await expectNoSeriousA11yViolations(page, 'shopping list');

  await page.goBack();
  await page.getByRole('button', { name: 'Cook mode' }).click();
  const dialog = page.getByRole('dialog', { name: `Cook mode: ${recipe.name}` });
  await expect(dialog.getByRole('heading', { name: /^Step 1 of \d+$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'cook mode');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: /^Step 2 of \d+$/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Leave cook mode' }).click();
  await expect(dialog).toBeHidden();
  // Focus goes back to what opened it (the page behind is no longer inert when it does).
  await expect(page.getByRole('button', { name: 'Cook mode' })).toBeFocused();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cook mode' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await expect(page.locator('header').first()).toBeHidden();
});

test('an author deletes their recipe after the app’s own confirm; it is gone', async ({
  page,
}, testInfo) => {
  const email = `deleter-${Date.now()}-${testInfo.project.name}@roastie.test`;
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: 'lentils-and-lemons', fullName: 'Dee Leter' },
  });
  expect(registered.status()).toBe(201);
  const created = await page.request.post('/api/recipe', {
    data: {
      name: `Soup to delete ${testInfo.project.name}`,
      type: 'Lunch',
      description: 'Here today, gone tomorrow',
      instructions: [{ description: 'Simmer the lentils' }],
      ingredients: [{ name: 'red lentils', amount: 300, unit: 'g' }],
    },
  });
  expect(created.status()).toBe(201);
  const { recipe } = (await created.json()) as { recipe: { id: string } };

  let nativeDialogs = 0;
  page.on('dialog', (dialog) => {
    nativeDialogs += 1;
    void dialog.dismiss();
  });
  await page.goto(`/recipe/${recipe.id}`);
  await page.getByRole('button', { name: 'Delete recipe' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this recipe?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'delete confirm');
  await confirm.getByRole('button', { name: 'Delete recipe' }).click();
  await expect(page).toHaveURL(/\/recipe-gallery/);
  expect(nativeDialogs).toBe(0);
  expect((await page.request.get(`/api/recipe/${recipe.id}`)).status()).toBe(404);
});
