// Adds what the user typed to the list (docs/product.md sections 2 and 5): refused, with the list
// unchanged and a reason, when the name is empty, the amount is not a number above zero or the
// unit is unknown. A new line keeps the user's unit ("2 cups milk" shows "2 cups"); a line it
// merges into shows the merged total (merge-addition.ts).
import type { IngredientCatalogue } from '../matching/name-index.ts';
import { mergeAddition } from './merge-addition.ts';
import { readItemInput } from './read-input.ts';
import type { NewId, ShoppingItemInput, ShoppingList, ShoppingOutcome } from './types.ts';

export function addItem(
  list: ShoppingList,
  input: ShoppingItemInput,
  catalogue: IngredientCatalogue,
  newId: NewId,
): ShoppingOutcome {
  const read = readItemInput(input);
  if (!read.ok) return { ...read, list };
  const merged = mergeAddition(
    list.items,
    { name: read.name, amount: read.amount, unit: read.unit, checked: false, form: 'as-entered' },
    catalogue,
    newId,
  );
  if (!merged.ok) return { ...merged, list };
  return { ok: true, list: { ...list, items: merged.items } };
}
