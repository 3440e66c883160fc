// Accessibility check for the journeys (issue 15): axe-core on the page as it is now, failing on
// any serious or critical violation, named with the rule and the elements that break it.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  // A page whose code or data is still loading shows a fading placeholder that React swaps out
  // while axe reads it; it once failed CI on a half-drawn page. Check the page once it is drawn.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // A dialog or menu that fades in is half-transparent until its animation ends: wait for every
  // animation that ends (a spinner's never does) so axe reads colours as the cook sees them.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  expect(serious, `axe on ${screen}`).toEqual([]);
}
