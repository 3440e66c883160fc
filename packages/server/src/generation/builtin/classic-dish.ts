// How a classic dish is written: the names cooks ask for it by, the kind of dish it is built as,
// what it is made of (catalogue ids, added as if the cook had named them; they are the whole of
// its produce), and the cuisine whose seasoning it takes (docs/decisions/0017-built-in-chef.md).
import type { DishPhrase } from './dish-kinds.ts';

export const dish = (
  phrases: readonly string[],
  kind: DishPhrase['kind'],
  implies: readonly string[],
  cuisine?: string,
  meatless = false,
): DishPhrase[] =>
  phrases.map((phrase) => ({ phrase, kind, implies, cuisine, complete: true, meatless }));
