// The meal planner (docs/product.md section 10): a cook plans a recipe from its page, fills an empty
// slot from the suggestions, sets a tighter daily GL budget and sees the day go over it, shops
// the whole week in one tap, and still reads the plan offline.
import type { Page } from '@playwright/test';
import { budgetStatus, isoWeekOf, localDate, type PlanResponse } from '@roastie/core';
import { expect, test } from './fixtures.ts';

const STATUS_TEXT = {
  within: 'within budget',
  over: 'over budget',
  'far-over': 'well over budget',
};

async function register(page: Page, project: string) {
  const email = `planner-${Date.now()}-${project}@roastie.test`;
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: 'lentils-and-lemons', fullName: 'Pat Planner' },
  });
  expect(registered.status()).toBe(201);
}

async function closeOnboarding(page: Page) {
  const onboarding = page.getByRole('dialog', { name: 'Getting started with Roastie' });
  if (await onboarding.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(onboarding).toBeHidden();
  }
}

test('a cook plans the day, keeps its glycemic load in view and shops the week', async ({
  page,
  context,
}, testInfo) => {
  await register(page, testInfo.project.name);
  const [found] = (await (
    await page.request.post('/api/search', { data: { query: 'lentil' } })
  ).json()) as { id: string; name: string }[];
  expect(found, 'a seeded lentil recipe').toBeDefined();

  // From the recipe page: "Plan it", then today's dinner.
  await page.goto(`/recipe/${found!.id}`);
  await closeOnboarding(page);
  await page.getByRole('link', { name: 'Plan it' }).click();
  await expect(page).toHaveURL(/\/plan\?add=/);
  await expect(page.getByRole('status').filter({ hasText: found!.name })).toBeVisible();
  const today = page.locator('article[aria-current="date"]');
  await expect(today).toBeVisible();
  await today
    .getByRole('region', { name: 'Dinner' })
    .getByRole('button', { name: 'Put it here' })
    .click();
  await expect(today.getByRole('link', { name: found!.name })).toBeVisible();
  await expect(page).not.toHaveURL(/add=/);

  // An empty slot: Chef Roastie suggests what fits the day's budget, lowest GL first.
  await today
    .getByRole('region', { name: 'Breakfast' })
    .getByRole('button', { name: 'Suggest a breakfast' })
    .click();
  const dialog = page.getByRole('dialog');
  const suggestions = dialog.getByRole('list', { name: 'Suggested recipes' });
  await expect(suggestions).toBeVisible();
  const first = suggestions.getByRole('listitem').first();
  const breakfastName = (await first.locator('span').first().textContent()) ?? '';
  await first.getByRole('button').click();
  await expect(dialog).toBeHidden();
  await expect(today.getByRole('link', { name: breakfastName })).toBeVisible();

  // Two servings at dinner, and a budget of 20: the day's bar says where it stands.
  await today.getByRole('button', { name: 'One serving more' }).last().click();
  await today.getByRole('button', { name: 'One serving more' }).last().click();
  await expect(today.getByText('2 servings')).toBeVisible();
  await page.getByText(/^Daily GL budget: 80$/).click();
  await page.getByRole('textbox', { name: 'Daily glycemic load budget' }).fill('20');
  await page.getByRole('button', { name: 'Save budget' }).click();
  await expect(page.getByText(/^Daily GL budget: 20$/)).toBeVisible();

  // The browser and this test share the machine's clock and time zone: the same week.
  const week = isoWeekOf(localDate(new Date()));
  const plan = (await (await page.request.get(`/api/plan?week=${week}`)).json()) as PlanResponse;
  expect(plan.entries).toHaveLength(2);
  const byId = new Map(plan.recipes.map((r) => [r.id, r]));
  const load = plan.entries.reduce(
    (sum, e) => sum + (byId.get(e.recipeId)?.glycemicLoad ?? 0) * e.servings,
    0,
  );
  await expect(today.getByText(`GL ${Math.round(load)}`, { exact: true })).toBeVisible();
  await expect(today.getByText(STATUS_TEXT[budgetStatus(load, 20)], { exact: true })).toBeVisible();

  // The whole week to the shopping list, in one tap.
  await page.getByRole('button', { name: 'Add this week to the shopping list' }).click();
  await expect(
    page.getByText(/^Added 2 recipes \(3 servings\) to your shopping list\./),
  ).toBeVisible();
  await page.goto('/shop');
  await expect(page.getByRole('checkbox').first()).toBeVisible();

  // Offline, the plan this device saw last still shows.
  await page.goto('/plan');
  await expect(today.getByRole('link', { name: found!.name })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(
    page.locator('article[aria-current="date"]').getByRole('link', { name: found!.name }),
  ).toBeVisible();
  await context.setOffline(false);
});
