// Issue 15 items 2, 3, 6 and 7 at phone and desktop widths: answers come into view and take
// focus, a cook with no recipes lands on Community (the tab kept in the address), the editor asks
// before unsaved work is lost (in the app's own dialog), and axe finds nothing serious.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

async function register(page: Page, who: string, project: string) {
  const res = await page.request.post('/api/auth/register', {
    data: {
      email: `${who}-${Date.now()}-${project}@roastie.test`,
      password: 'lentils-and-lemons',
      fullName: 'Nora Newcook',
    },
  });
  expect(res.status()).toBe(201);
}

test('Search! and Feeling hungry bring their answer into view and focus it', async ({ page }) => {
  await page.goto('/');
  await expectNoSeriousA11yViolations(page, 'home');
  await page.getByRole('searchbox', { name: 'Search recipes' }).fill('lentil');
  await page.getByRole('button', { name: 'Search!' }).click();
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results).toBeFocused();
  await expect(results).toBeInViewport();
  await expectNoSeriousA11yViolations(page, 'search results');

  await page.getByRole('button', { name: 'Feeling hungry' }).click();
  const pick = page.getByText('Chef Roastie picked this for you:');
  await expect(pick).toBeInViewport();
  await expect(page.locator(':focus')).toContainText('Chef Roastie picked this for you:');
});

test('a new cook lands on Community Recipes; the tab chosen stays in the address', async ({
  page,
}, testInfo) => {
  await register(page, 'tabs', testInfo.project.name);
  await page.goto('/recipe-gallery');
  await expect(page.getByRole('tab', { name: 'Community Recipes' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(/^\d+ recipes? shown$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'gallery');
  await page.getByRole('tab', { name: 'My Recipes' }).click();
  await expect(page).toHaveURL(/tab=mine/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'My Recipes' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('the editor asks before unsaved changes are lost, in its own dialog', async ({
  page,
}, testInfo) => {
  await register(page, 'editor', testInfo.project.name);
  let nativeDialogs = 0;
  page.on('dialog', (dialog) => {
    nativeDialogs += 1;
    void dialog.dismiss();
  });
  await page.goto('/editor');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe editor' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'editor');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Half a soup');

  await page.getByRole('link', { name: 'Cancel' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'leave dialog');
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/editor/);

  // Any other way out through the app is held too: the bottom bar's Home.
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(nativeDialogs).toBe(0);
});
