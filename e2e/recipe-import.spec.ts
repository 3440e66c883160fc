// A cook brings recipes in from elsewhere and takes them out again: a recipe page's address (a
// local page server started here, allowed by the test-only IMPORT_ALLOW_PRIVATE_HOSTS), pasted
// text, a downloaded JSON-LD file uploaded back, and 'Paste ingredients' in the editor.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  startRecipePageServer,
  type RecipePageServer,
} from '../packages/server/test/helpers/recipe-page-server.ts';
import { weeknightDalPage } from '../packages/server/test/helpers/recipe-pages.ts';
import { expect, test } from './fixtures.ts';

let pages: RecipePageServer;
test.beforeAll(async () => {
  pages = await startRecipePageServer();
  pages.page('/dal', weeknightDalPage);
});
test.afterAll(() => pages.close());

async function signUp(page: Page, project: string) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Ada Cook');
  await page
    .getByRole('textbox', { name: 'Email' })
    .fill(`ada-${Date.now()}-${project}@roastie.test`);
  await page.getByRole('textbox', { name: 'Password' }).fill('lentils-and-spinach');
  await page.getByRole('button', { name: 'Create account' }).click();
  const onboarding = page.getByRole('dialog', { name: 'Getting started with Roastie' });
  await expect(onboarding).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(onboarding).toBeHidden();
}

const ingredientNames = (page: Page) =>
  page
    .getByRole('region', { name: 'Ingredients' })
    .getByRole('combobox', { name: 'Name' })
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

test('import from an address, save, download, and upload the file back', async ({
  page,
}, testInfo) => {
  await signUp(page, testInfo.project.name);
  await page.goto('/create-recipe');
  await page.getByRole('link', { name: 'Import a recipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import a recipe' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Page address' }).fill(`${pages.origin}/dal`);
  await page.getByRole('button', { name: 'Import from page' }).click();

  await expect(page).toHaveURL(/\/editor\?recipe=/);
  const dish = page.getByRole('region', { name: 'The dish' });
  await expect(dish.getByRole('textbox', { name: 'Name' })).toHaveValue('Weeknight dal');
  await expect
    .poll(() => ingredientNames(page))
    .toEqual(['red lentils', 'vegetable oil', 'garlic']);
  await page.screenshot({ path: testInfo.outputPath('imported-draft.png'), fullPage: true });

  await page.getByRole('button', { name: 'Save recipe' }).click();
  await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Weeknight dal' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('weeknight-dal.jsonld');
  const file = await readFile((await download.path())!);
  const exported = JSON.parse(file.toString('utf8')) as Record<string, unknown>;
  expect(exported).toMatchObject({ '@type': 'Recipe', name: 'Weeknight dal' });
  expect(exported.recipeIngredient).toHaveLength(3);

  await page.goto('/import-recipe');
  await page
    .getByLabel(/schema\.org Recipe file/)
    .setInputFiles({ name: 'weeknight-dal.jsonld', mimeType: 'application/ld+json', buffer: file });
  await expect(page).toHaveURL(/\/editor\?recipe=/);
  await expect(dish.getByRole('textbox', { name: 'Name' })).toHaveValue('Weeknight dal');
  await expect
    .poll(() => ingredientNames(page))
    .toEqual(['red lentils', 'vegetable oil', 'garlic']);
});

test('import pasted text, refuse a private address, and paste ingredients in the editor', async ({
  page,
  consoleErrors,
}, testInfo) => {
  await signUp(page, testInfo.project.name);
  await page.goto('/import-recipe');
  // Only 127.0.0.1 is allowed for the tests: localhost is still a private address.
  await page
    .getByRole('textbox', { name: 'Page address' })
    .fill(`http://localhost:${pages.port}/dal`);
  await page.getByRole('button', { name: 'Import from page' }).click();
  await expect(page.getByText('only fetches public web pages')).toBeVisible();
  // The browser logs the refused request (400); that one is expected.
  const refused = consoleErrors.findIndex((e) => e.includes('status of 400'));
  expect(refused).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refused, 1);

  await page
    .getByRole('textbox', { name: 'Recipe text' })
    .fill(
      'Banana pancakes\nServes 2\nIngredients\n2 ripe bananas\n2 eggs\n½ cup rolled oats\nMethod\n1. Mash the bananas and whisk in the eggs.\n2. Stir in the oats and fry spoonfuls.',
    );
  await page.screenshot({ path: testInfo.outputPath('import-page.png'), fullPage: true });
  await page.getByRole('button', { name: 'Import text' }).click();
  await expect(page).toHaveURL(/\/editor\?recipe=/);
  const dish = page.getByRole('region', { name: 'The dish' });
  await expect(dish.getByRole('textbox', { name: 'Name' })).toHaveValue('Banana pancakes');
  await expect.poll(() => ingredientNames(page)).toEqual(['ripe bananas', 'eggs', 'rolled oats']);

  await page.getByRole('button', { name: 'Paste ingredients' }).click();
  await page
    .getByRole('textbox', { name: 'Ingredient lines' })
    .fill(
      'For the batter:\n200 g plain flour\n• 1 tsp baking powder\n\n1 large egg\nsalt to taste',
    );
  await page.screenshot({ path: testInfo.outputPath('paste-ingredients.png'), fullPage: true });
  // The heading is a part of the list, not a row; the egg keeps its size.
  await page.getByRole('button', { name: 'Add 4 rows' }).click();
  await expect
    .poll(() => ingredientNames(page))
    .toEqual([
      'ripe bananas',
      'eggs',
      'rolled oats',
      'plain flour',
      'baking powder',
      'large egg',
      'salt',
    ]);
});
