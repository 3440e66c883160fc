// The recipe library as cooks meet it: a visitor searches (typos and all), feels hungry, filters
// the gallery and opens a recipe; a signed-in cook writes a recipe in the editor, likes it, finds
// it among their saved recipes and their own, and edits it.
import { expect, test } from './fixtures.ts';
import { openGalleryFilters } from './gallery-filters.ts';
import type { Page } from '@playwright/test';

async function registerAndSkipOnboarding(page: Page, name: string, email: string) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('beans-on-sourdough');
  await page.getByRole('button', { name: 'Create account' }).click();
  const onboarding = page.getByRole('dialog', { name: 'Getting started with Roastie' });
  await expect(onboarding).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(onboarding).toBeHidden();
}

test('a visitor searches with a typo, feels hungry, filters the gallery and opens a recipe', async ({
  page,
}) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search recipes' });
  await expect(search).toHaveAttribute('placeholder', 'Eibrocado');

  await page.getByRole('button', { name: 'Search!' }).click();
  await expect(page.getByText('Please enter a search query.')).toBeVisible();

  await search.fill('spagetti');
  await page.getByRole('button', { name: 'Search!' }).click();
  await expect(page).toHaveURL(/\?q=spagetti$/);
  const bolognese = page.getByRole('link', { name: 'Weeknight Spaghetti Bolognese' });
  await expect(bolognese).toBeVisible();

  await page.getByRole('button', { name: 'Feeling hungry' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Chef Roastie picked .+ for you\.$/ }),
  ).toBeAttached();

  await bolognese.click();
  await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Weeknight Spaghetti Bolognese' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Weeknight Spaghetti Bolognese · Roastie');
  await expect(page.getByText(/^\d+ minutes of cooking$/)).toBeVisible();
  await expect(page.getByText(/^for \d+ servings:$/)).toBeVisible();
  await expect(page.getByText('By Chef Roastie')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Scale' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login or create account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit recipe' })).toHaveCount(0);

  // The lower-GI swaps sit below the first screen and are worked out as the cook scrolls to them.
  await page.getByRole('heading', { name: 'Lower-GI swaps' }).scrollIntoViewIfNeeded();
  await expect(
    page
      .getByText(
        /^(No swaps to suggest: Chef Roastie has nothing to roast here\.|The recipe would be)$/,
      )
      .first(),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share this recipe' });
  await expect(share).toBeVisible();
  const whatsapp = await share.getByRole('link', { name: 'WhatsApp' }).getAttribute('href');
  expect(decodeURIComponent(whatsapp ?? '')).toContain(page.url());
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();

  await page.goto('/recipe-gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe gallery' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await openGalleryFilters(page);
  await page.getByRole('combobox', { name: 'Type' }).selectOption('Breakfast');
  await page.getByRole('combobox', { name: 'Glycemic Index' }).selectOption('Low');
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  await expect
    .poll(async () => {
      const texts = await cards.allInnerTexts();
      return texts.every((text) => text.includes('Breakfast') && /GI \d+ · Low/.test(text));
    })
    .toBe(true);
});

test('a cook writes a recipe, likes and unlikes it, finds it saved and among their own, and edits it', async ({
  page,
}, testInfo) => {
  await registerAndSkipOnboarding(
    page,
    'Julia Child',
    `julia-${Date.now()}-${testInfo.project.name}@roastie.test`,
  );
  const name = `Julia's Lentil Salad ${testInfo.project.name}`;

  await page.goto('/editor');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe editor' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('combobox', { name: 'Type' }).selectOption('Lunch');
  await page.getByRole('textbox', { name: 'Description' }).fill('Lentils, lemon and herbs.');
  const first = page.getByRole('group', { name: 'Ingredient 1' });
  await first.getByRole('combobox', { name: 'Name' }).fill('green lentils');
  await page.keyboard.press('Escape');
  await first.getByRole('textbox', { name: 'Amount' }).fill('200');
  await first.getByRole('combobox', { name: 'Unit' }).selectOption('g');
  await page.getByRole('textbox', { name: 'Step 1' }).fill('Simmer the lentils until tender.');
  await page.getByRole('button', { name: 'Save recipe' }).click();

  await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}$/);
  const recipeUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('By Julia Child')).toBeVisible();
  // The server computed the GI from the catalogue's lentils: a low one, with its likely range.
  await expect(
    page.getByText(
      /^Glycemic index \d+ out of 100: Low \(up to 55\)\. GI \d+, likely \d+ to \d+: Low\.$/,
    ),
  ).toBeAttached();

  const like = page.getByRole('button', { name: 'Like' });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 like', { exact: true })).toBeAttached();

  await page.goto('/saved-recipes');
  await expect(page.getByRole('link', { name })).toBeVisible();

  // Unliked, it leaves the saved recipes.
  await page.goto(recipeUrl);
  await page.getByRole('button', { name: 'Like' }).click();
  await expect(page.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('0 likes', { exact: true })).toBeAttached();
  await page.goto('/saved-recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved recipes' })).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);

  await page.goto('/recipe-gallery');
  await page.getByRole('tab', { name: 'My Recipes' }).click();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(1);

  await page.goto(recipeUrl);
  await page.getByRole('link', { name: 'Edit recipe' }).click();
  await expect(page).toHaveURL(/\/editor\?recipeId=/);
  const nameField = page.getByRole('textbox', { name: 'Name' });
  await expect(nameField).toHaveValue(name);
  await nameField.fill(`${name} with Feta`);
  await page.getByRole('button', { name: 'Save recipe' }).click();
  await expect(page).toHaveURL(recipeUrl);
  await expect(page.getByRole('heading', { level: 1, name: `${name} with Feta` })).toBeVisible();
});
