// The gallery's filters: on a phone they fold behind one "Filters" button, wider screens show
// them (docs/decisions/0016-cooking-from-a-recipe.md). Journeys call this before using them.
import { expect, type Page } from '@playwright/test';

export async function openGalleryFilters(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: /^Filters/ });
  const typeFilter = page.getByRole('combobox', { name: 'Type' });
  // Whichever the layout shows first; then open the fold if it is closed.
  await expect(button.or(typeFilter).first()).toBeVisible();
  if ((await button.isVisible()) && (await button.getAttribute('aria-expanded')) !== 'true') {
    await button.click();
  }
  await expect(typeFilter).toBeVisible();
}
