// Development set for the meal-GI calculation (docs/decisions/0004-gi-adjustments.md): real dishes
// and meals whose GI was MEASURED in people (glucose = 100), with the ingredient lines of one tested
// portion (servings: 1), one file per source or kind of dish. What each field promises: dev-dish.ts.
import type { DevDish } from './dev-dish.ts';
import { BAKERY_DISHES } from './gi-dev-set-bakery.ts';
import { BAKED_2021_DISHES } from './gi-dev-set-baked-2021.ts';
import { BREAKFAST_SNACK_DISHES } from './gi-dev-set-breakfast-snacks.ts';
import { MEALS_2021_DISHES } from './gi-dev-set-meals-2021.ts';
import { MEALS_2021_MORE_DISHES } from './gi-dev-set-meals-2021-more.ts';
import { MIXED_MEALS } from './gi-dev-set-mixed-meals.ts';

export type { DevDish } from './dev-dish.ts';

export const GI_DEV_SET: readonly DevDish[] = [
  ...MIXED_MEALS,
  ...BAKERY_DISHES,
  ...BREAKFAST_SNACK_DISHES,
  ...MEALS_2021_DISHES,
  ...MEALS_2021_MORE_DISHES,
  ...BAKED_2021_DISHES,
];

/** What the engine is calibrated and cross-validated on: the dishes whose value was read in its
 * source (docs/decisions/0004-gi-adjustments.md). */
export const CHECKED_DEV_SET: readonly DevDish[] = GI_DEV_SET.filter(
  (dish) => dish.measuredChecked,
);

/** Values not yet read in their source: never fitted on; scored apart, as an outside check. */
export const UNCHECKED_DEV_SET: readonly DevDish[] = GI_DEV_SET.filter(
  (dish) => !dish.measuredChecked,
);
