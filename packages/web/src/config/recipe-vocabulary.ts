// The recipe types and GI bands as the pickers list them (docs/product.md sections 2 and 9). Core keeps
// the same lists beside its zod schemas, and importing a value from that module pulls zod into
// every page with a filter; so they are restated here, checked against core's types when
// compiling and against core's lists by a test.
import type { GlycemicBand, RecipeType } from '@roastie/core';

export const RECIPE_TYPE_LIST = [
  'Breakfast',
  'Lunch',
  'Dinner',
  'Dessert',
] as const satisfies readonly RecipeType[];

export const GI_BAND_LIST = ['Low', 'Medium', 'High'] as const satisfies readonly GlycemicBand[];

type Covers<All, Listed> = [All] extends [Listed] ? true : never;
const _everyType: Covers<RecipeType, (typeof RECIPE_TYPE_LIST)[number]> = true;
const _everyBand: Covers<GlycemicBand, (typeof GI_BAND_LIST)[number]> = true;
