// Stored XSS in the rendered pages (issue 14, item 7): a cook whose name, recipe (name,
// description, step, ingredient), food memory, shopping list and meal plan carry every payload of
// the shared list. Each page that shows them must show them as text: no dialog opens, no element
// or handler comes from them, and the console stays clean (a CSP report would be an error). The
// server-written HTML is checked by packages/server/test/security/xss-meta.test.ts
// (docs/decisions/0015-security-hardening.md).
import sharp from 'sharp';
import { isoWeekOf, localDate } from '@roastie/core';
import { XSS_PAYLOADS } from '../test-support/xss-payloads.ts';
import { expect, test } from './fixtures.ts';

/** Elements and attributes a payload would have made, anywhere in the page's body. */
const INJECTED =
  'body img[src="x"], body svg[onload], body iframe, body math, body a[href^="javascript"]';

test('every user text stays text on the recipe, gallery, search, feed, shopping and plan pages', async ({
  page,
}, testInfo) => {
  test.slow();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const run = `${Date.now()}-${testInfo.project.name}`;
  const registered = await page.request.post('/api/auth/register', {
    data: {
      email: `xss-${run}@roastie.test`,
      password: 'lentils-and-lemons',
      fullName: `Mallory <img src=x onerror=alert("name")>`,
    },
  });
  expect(registered.ok()).toBe(true);

  const photo = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#c0603a' },
  })
    .jpeg()
    .toBuffer();
  const ids: string[] = [];
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    const saved = await page.request.post('/api/recipe', {
      data: {
        name: `Xss${index} ${payload}`,
        type: 'Lunch',
        description: `Soup ${payload}`,
        instructions: [{ description: `Stir ${payload}` }],
        ingredients: [{ name: `lentils ${payload}`, amount: 200, unit: 'g' }],
      },
    });
    expect(saved.ok(), `saving payload ${index}`).toBe(true);
    const id = ((await saved.json()) as { recipe: { id: string } }).recipe.id;
    ids.push(id);
    const posted = await page.request.post('/api/post', {
      multipart: {
        recipeName: `Xss${index} ${payload}`,
        description: `Memory ${payload}`,
        date: new Date().toISOString().slice(0, 10),
        recipe_id: id,
        image: { name: 'soup.jpg', mimeType: 'image/jpeg', buffer: photo },
      },
    });
    expect(posted.ok(), `posting payload ${index}`).toBe(true);
  }

  // The same texts on the cook's shopping list and in today's meal plan, as the server keeps them.
  const shopping = await page.request.put('/api/shopping-list', {
    data: {
      baseVersion: 0,
      recipes: [],
      items: XSS_PAYLOADS.map((payload, index) => ({
        id: `xss-${index}`,
        name: `Beans ${payload}`,
        amount: '1',
        unit: 'pcs',
        checked: false,
      })),
    },
  });
  expect(shopping.ok(), 'saving the shopping list').toBe(true);
  const today = localDate(new Date());
  const planned = await page.request.put('/api/plan', {
    data: {
      week: isoWeekOf(today),
      baseVersion: 0,
      entries: ids.map((recipeId, index) => ({
        id: `xss-${index}`,
        date: today,
        slot: 'dinner',
        recipeId,
        servings: 1,
      })),
    },
  });
  expect(planned.ok(), 'saving the plan').toBe(true);

  const expectOnlyText = async (where: string) => {
    await expect(page.locator(INJECTED), `${where}: injected elements`).toHaveCount(0);
    const handlers = await page.evaluate(
      () =>
        Array.from(document.body.querySelectorAll('*')).filter((element) =>
          Array.from(element.attributes).some(
            (attribute) => attribute.name.startsWith('on') && attribute.value.includes('alert'),
          ),
        ).length,
    );
    expect(handlers, `${where}: event handlers from a payload`).toBe(0);
  };

  for (const [index, id] of ids.entries()) {
    await page.goto(`/recipe/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Xss${index} `);
    await expect(page.getByText(`Stir ${XSS_PAYLOADS[index]}`, { exact: true })).toBeVisible();
    await expectOnlyText(`recipe ${index}`);
  }

  await page.goto('/recipe-gallery?tab=mine');
  await expect(page.getByRole('link', { name: /^Xss\d+ / }).first()).toBeVisible();
  await expectOnlyText('gallery');

  await page.goto('/');
  // A new account is greeted on the home page first.
  const greeting = page.getByRole('dialog');
  await expect(greeting).toBeVisible();
  await greeting.getByRole('button', { name: 'Close' }).click();
  await expect(greeting).toBeHidden();
  await page.getByRole('searchbox').fill('Xss1');
  await page.getByRole('button', { name: 'Search!' }).click();
  await expect(page.getByRole('link', { name: /^Xss1 / }).first()).toBeVisible();
  await expectOnlyText('search');

  await page.goto('/gallery');
  await page.getByRole('tab', { name: 'My Posts' }).click();
  await expect(page.getByText(/^Memory /).first()).toBeVisible();
  await expectOnlyText('food memories');

  await page.goto('/shop');
  await expect(page.getByRole('checkbox', { name: / Beans / }).first()).toBeVisible();
  await expectOnlyText('shopping list');

  await page.goto('/plan');
  await expect(page.getByRole('link', { name: /^Xss\d+ / }).first()).toBeVisible();
  await expectOnlyText('meal plan');

  expect(dialogs, 'no payload opened a dialog').toEqual([]);
});
