// A cook photographs a dish, describes it, watches the pizza while Chef Roastie (the built-in
// chef: nothing configured) writes the recipe, checks the draft in the editor and saves it.
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';

test('photo and words to a saved recipe', async ({ page }, testInfo) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Grace Hopper');
  await page
    .getByRole('textbox', { name: 'Email' })
    .fill(`grace-${Date.now()}-${testInfo.project.name}@roastie.test`);
  await page.getByRole('textbox', { name: 'Password' }).fill('chickpeas-and-spinach');
  await page.getByRole('button', { name: 'Create account' }).click();
  const onboarding = page.getByRole('dialog', { name: 'Getting started with Roastie' });
  await expect(onboarding).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(onboarding).toBeHidden();

  await page.goto('/create-recipe');
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Recipe' })).toBeVisible();

  // A big photo, so the browser has something to compress.
  const photo = await sharp({
    create: { width: 2400, height: 1800, channels: 3, background: '#e0a020' },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  await page
    .getByLabel('Photo')
    .setInputFiles({ name: 'curry.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('textbox', { name: 'Description' }).fill('chickpea curry with spinach');

  // The built-in chef is quick: hold the answer a moment to watch the slices land.
  let uploadedBytes = 0;
  await page.route('**/api/generateRecipe', async (route) => {
    uploadedBytes = route.request().postDataBuffer()?.length ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Create recipe' }).click();
  await expect(page.getByRole('status')).toContainText('Chef Roastie is cooking up your recipe');
  const pizza = page.locator('svg[data-slices]');
  await expect(pizza).toHaveAttribute('data-slices', '2');
  await expect(pizza).toHaveAttribute('data-slices', '3');

  await expect(page).toHaveURL(/\/editor\?recipe=/, { timeout: 10_000 });
  // Compressed to at most 1 MB before it left the browser (docs/product.md section 9).
  expect(uploadedBytes).toBeGreaterThan(0);
  expect(uploadedBytes).toBeLessThan(1024 * 1024 + 2048);

  const dish = page.getByRole('region', { name: 'The dish' });
  await expect(dish.getByRole('textbox', { name: 'Name' })).toHaveValue(
    'Chickpea Curry with Spinach',
  );
  await expect(page.getByRole('complementary', { name: 'Chef Roastie says' })).toContainText(
    'it did not look at your photo',
  );
  const ingredientNames = page
    .getByRole('region', { name: 'Ingredients' })
    .getByRole('combobox', { name: 'Name' });
  await expect
    .poll(() =>
      ingredientNames.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    )
    .toContain('chickpeas');

  await page.getByRole('button', { name: 'Save recipe' }).click();
  await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}$/, { timeout: 10_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Chickpea Curry with Spinach' }),
  ).toBeVisible();
});
