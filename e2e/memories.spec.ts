// A cook registers, shares a food memory linked to one of the seeded recipes with a photo, finds
// it in Community Posts and in My Posts, and sees the recipe's cooked count go up on its page.
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';

const cookedLabel = (count: number) =>
  count === 0 ? 'Not cooked yet' : count === 1 ? 'Cooked once' : `Cooked ${count} times`;

test('share a food memory and see it in both feeds and on the recipe', async ({
  page,
}, testInfo) => {
  const run = `${Date.now()}-${testInfo.project.name}`;
  const dish = `Lentil supper ${run}`;

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email' }).fill(`ada-${run}@roastie.test`);
  await page.getByRole('textbox', { name: 'Password' }).fill('lentils-and-lemons');
  await page.getByRole('button', { name: 'Create account' }).click();
  const onboarding = page.getByRole('dialog', { name: 'Getting started with Roastie' });
  await expect(onboarding).toBeVisible();
  await onboarding.getByRole('button', { name: 'Close' }).click();
  await expect(onboarding).toBeHidden();

  // The recipe the modal's search will offer first, and how often it was cooked so far (the
  // phone and desktop runs share one server).
  const found = await page.request.post('/api/search', { data: { query: 'lentil' } });
  const [first] = (await found.json()) as { id: string; name: string }[];
  expect(first).toBeDefined();
  const cookedCount = async () =>
    (
      (await (await page.request.get(`/api/cooked-recipe?recipe_id=${first!.id}`)).json()) as {
        posts: number;
      }
    ).posts;
  const before = await cookedCount();

  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Food memories' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Community Posts' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('button', { name: 'Add Food Memory' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Food Memory' });
  await modal.getByRole('textbox', { name: 'Dish' }).fill(dish);
  await modal.getByRole('searchbox', { name: 'Recipe' }).fill('lentil');
  const link = modal.getByRole('button', { name: /^Link / }).first();
  await expect(link).toBeVisible();
  await expect(link).toHaveAccessibleName(`Link ${first!.name}`);
  const recipeName = first!.name;
  await link.click();
  await expect(modal.getByRole('button', { name: `Unlink ${recipeName}` })).toBeVisible();
  await modal
    .getByRole('textbox', { name: 'Food memory' })
    .fill('Rainy Tuesday, lemon squeezed over the top. Chef Roastie approved, barely.');
  // A large photo: the page shrinks it to 1024 px before it goes up.
  const photo = await sharp({
    create: { width: 2400, height: 1800, channels: 3, background: '#c4432b' },
  })
    .jpeg()
    .toBuffer();
  await modal
    .getByLabel('Photo')
    .setInputFiles({ name: 'supper.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(modal.getByText(/Ready to share/)).toBeVisible();

  await modal.getByRole('button', { name: 'Add Memory' }).click();
  await expect(modal).toBeHidden();

  const card = page.getByRole('article', { name: dish });
  await expect(card).toBeVisible();
  await expect(card.getByText('@Ada Lovelace')).toBeVisible();
  await expect(card.getByText(/Rainy Tuesday/)).toBeVisible();
  const image = card.getByRole('img', { name: `${dish}, as Ada made it` });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', /^\/media\/[A-Za-z0-9_-]{22}\/800\.webp$/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // The 2400 x 1800 photo was shrunk in the browser to 1024 px before it went up.
  const mineFeed = await page.request.get('/api/posts?mine=true');
  const [posted] = ((await mineFeed.json()) as { data: { width: number; height: number }[] }).data;
  expect(posted).toMatchObject({ width: 1024, height: 768 });

  await page.getByRole('tab', { name: 'My Posts' }).click();
  await expect(page).toHaveURL(/\/gallery\?tab=mine$/);
  const mine = page.getByRole('article', { name: dish });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('button', { name: `Delete ${dish}` })).toBeVisible();

  const recipeLink = mine.getByRole('link', { name: `See the recipe for ${dish}` });
  await expect(recipeLink).toHaveAttribute('href', `/recipe/${first!.id}`);
  expect(await cookedCount()).toBe(before + 1);

  await recipeLink.click();
  await expect(page).toHaveURL(`/recipe/${first!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: recipeName })).toBeVisible();
  await expect(page.getByText(cookedLabel(before + 1), { exact: true })).toBeVisible();
});
