// A new cook registers with a local account, goes through onboarding, answers the preferences,
// uploads an avatar, logs out and back in: the embedded default, with nothing configured.
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { openGalleryFilters } from './gallery-filters.ts';

test('register, onboarding, preferences, avatar, logout and login again', async ({
  page,
}, testInfo) => {
  const email = `ada-${Date.now()}-${testInfo.project.name}@roastie.test`;
  const password = 'lentils-and-lemons';

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  const onboarding = page.getByRole('dialog', { name: 'Getting started with Roastie' });
  await expect(onboarding).toBeVisible();
  for (let step = 1; step <= 4; step++) {
    await expect(onboarding.getByText(`Step ${step} of 5`).first()).toBeVisible();
    await onboarding.getByRole('button', { name: 'Next' }).click();
  }
  await expect(onboarding.getByText('Step 5 of 5').first()).toBeVisible();
  await onboarding.getByRole('button', { name: 'Finish' }).click();
  await expect(onboarding).toBeHidden();
  await expect(page.getByText('Hello, Ada!')).toBeVisible();

  await page.goto('/user-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(/Roasting since/)).toBeVisible();
  const photo = await sharp({
    create: { width: 320, height: 320, channels: 3, background: '#d9623b' },
  })
    .png()
    .toBuffer();
  await page
    .getByTestId('avatar-file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('img', { name: 'Your avatar' })).toHaveAttribute(
    'src',
    /\/media\/.+\/400\.webp/,
  );

  await page
    .getByRole('heading', { name: 'Hello Ada, tell us about yourself!' })
    .scrollIntoViewIfNeeded();
  await page.getByRole('checkbox', { name: 'Vegetarian', exact: true }).check();
  await page.getByRole('radio', { name: 'Dinner', exact: true }).check();
  await page.getByRole('radio', { name: 'No Glucose Spikes' }).check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Thank you, Ada! Your preferences have been saved.')).toBeVisible();

  // The preferences are used: the gallery starts at Low GI and vegetarian recipes.
  await page.goto('/recipe-gallery');
  await page.getByRole('tab', { name: 'Community Recipes' }).click();
  await openGalleryFilters(page);
  // On a phone the fold's button counts the two filters the preferences set.
  const filters = page.getByRole('button', { name: /^Filters/ });
  if (await filters.isVisible()) await expect(filters).toHaveText('Filters (2)');
  await expect(page.getByRole('combobox', { name: 'Glycemic Index' })).toHaveValue('Low');
  await expect(page.getByRole('combobox', { name: 'Diet' })).toHaveValue('vegetarian');
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.allInnerTexts()).not.toContainEqual(
    expect.stringMatching(/Bolognese|Chicken/),
  );
  await page.goto('/user-profile');

  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to log out?' });
  await confirm.getByRole('button', { name: 'Logout' }).click();
  await page.waitForLoadState('load');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Hello, Ada!')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Getting started with Roastie' })).toBeHidden();
});
