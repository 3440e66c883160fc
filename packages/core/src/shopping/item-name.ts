// An item name as the list keeps it: trimmed, inner runs of spaces made one, 1 to 200 characters,
// with at least one letter or digit (names of punctuation alone would all merge as one name).
// docs/product.md section 2: "Add buttons are disabled for empty text"; the length cap is limits.ts.
import { MAX_SHOPPING_NAME_LENGTH } from './limits.ts';
import { normaliseShoppingName } from './name-key.ts';
import type { ShoppingRejection } from './types.ts';

export function cleanItemName(
  name: string,
): { ok: true; name: string } | ({ ok: false } & ShoppingRejection) {
  const cleaned = name.trim().replace(/\s+/g, ' ');
  if (normaliseShoppingName(cleaned) === '')
    return { ok: false, code: 'empty-name', reason: 'Enter a name' };
  if (cleaned.length > MAX_SHOPPING_NAME_LENGTH) {
    return {
      ok: false,
      code: 'name-too-long',
      reason: `A name has at most ${MAX_SHOPPING_NAME_LENGTH} characters`,
    };
  }
  return { ok: true, name: cleaned };
}
