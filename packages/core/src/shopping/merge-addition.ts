// Adds one quantity of a named food to the items, merging where docs/product.md section 9 says so.
//
// A line takes the addition when it has the same name (shoppingNameKey), the same ticked state,
// and a compatible unit:
//   1. the same unit category (mass, volume, count): added in base units, shown by mergedQuantity;
//   2. failing that, mass with volume when the catalogue knows the food's density (density.ts):
//      the volume turns into grams, the line shows mass (g or kg) and is marked approximate.
// Otherwise the addition becomes a new line (incompatible units: a separate line, docs/product.md section 9).
// Counts never convert, not even through a catalogue piece weight: that weight is a typical item,
// not the one the shopper picks, so "3 pcs tomato" and "200 g tomato" stay two lines.
//
// Ticked lines: an unticked addition never merges into a ticked line. The ticked line records
// what is already in the basket; the new need gets its own unticked line ("200 g flour" ticked,
// then "1 kg flour" gives a second line "1 kg flour", not "1.2 kg" to buy again).
import type { IngredientCatalogue } from '../matching/name-index.ts';
import type { UnitCategory } from '../units/unit-factors.ts';
import type { ShoppingUnit } from '../units/unit-lists.ts';
import { shoppingDensityGramsPerMillilitre } from './density.ts';
import { storedAmountString } from './format-amount.ts';
import { MAX_LINE_AMOUNT, MAX_SHOPPING_ITEMS } from './limits.ts';
import { mergedQuantity, type ShownQuantity } from './merged-quantity.ts';
import { shoppingNameKey } from './name-key.ts';
import { parseAmountText } from './parse-amount.ts';
import { shoppingUnitInBase } from './shopping-units.ts';
import type { NewId, ShoppingItem, ShoppingRejection } from './types.ts';

export interface Addition {
  name: string;
  /** In `unit`; positive. */
  amount: number;
  unit: ShoppingUnit;
  checked: boolean;
  approximate?: boolean;
  /**
   * How the addition shows when it starts a new line: 'as-entered' keeps its unit (a typed
   * "2 cups milk" shows "2 cups"); 'merged' shows it as a merged total would (recipe lines).
   */
  form: 'as-entered' | 'merged';
  /** The new line's id when it starts one; `newId()` when absent. */
  id?: string;
}

export type MergeOutcome =
  { ok: true; items: ShoppingItem[] } | ({ ok: false } & ShoppingRejection);

interface BaseQuantity {
  category: UnitCategory;
  /** Grams, millilitres or pieces. */
  base: number;
}

function baseQuantity(amount: number, unit: ShoppingUnit): BaseQuantity {
  const { category, basePerUnit } = shoppingUnitInBase(unit);
  return { category, base: amount * basePerUnit };
}

function itemQuantity(item: ShoppingItem): BaseQuantity | null {
  const amount = parseAmountText(item.amount);
  return amount !== null && amount > 0 ? baseQuantity(amount, item.unit) : null;
}

function itemWith(item: ShoppingItem, shown: ShownQuantity, approximate: boolean): ShoppingItem {
  const { approximate: _dropped, ...rest } = item;
  const next: ShoppingItem = {
    ...rest,
    amount: storedAmountString(shown.amount),
    unit: shown.unit,
  };
  return approximate ? { ...next, approximate: true } : next;
}

/** The merged total of an existing line and an addition, or null when they cannot share a line. */
function combine(
  existing: BaseQuantity,
  added: BaseQuantity,
  density: () => number | null,
): { total: BaseQuantity; crossed: boolean } | null {
  if (existing.category === added.category) {
    return {
      total: { category: added.category, base: existing.base + added.base },
      crossed: false,
    };
  }
  if (existing.category === 'count' || added.category === 'count') return null;
  const gramsPerMillilitre = density();
  if (gramsPerMillilitre === null) return null;
  const [mass, volume] = existing.category === 'mass' ? [existing, added] : [added, existing];
  const grams = mass.base + volume.base * gramsPerMillilitre;
  return { total: { category: 'mass', base: grams }, crossed: true };
}

export function mergeAddition(
  items: readonly ShoppingItem[],
  addition: Addition,
  catalogue: IngredientCatalogue,
  newId: NewId,
): MergeOutcome {
  const key = shoppingNameKey(addition.name);
  const added = baseQuantity(addition.amount, addition.unit);
  const candidates = items
    .map((item, index) => ({ item, index, quantity: itemQuantity(item) }))
    .filter(
      (c) =>
        c.quantity !== null &&
        c.item.checked === addition.checked &&
        shoppingNameKey(c.item.name) === key,
    );
  // Same category first, so an old mass line and volume line of one food never swap roles.
  const ordered = [
    ...candidates.filter((c) => c.quantity?.category === added.category),
    ...candidates.filter((c) => c.quantity?.category !== added.category),
  ];
  const densities = new Map<string, number | null>();
  const densityOf = (name: string): number | null => {
    if (!densities.has(name))
      densities.set(name, shoppingDensityGramsPerMillilitre(name, catalogue));
    return densities.get(name) ?? null;
  };
  for (const { item, index, quantity } of ordered) {
    if (!quantity) continue;
    const density = () => densityOf(addition.name) ?? densityOf(item.name);
    const combined = combine(quantity, added, density);
    if (!combined) continue;
    const shown = mergedQuantity(combined.total.category, combined.total.base);
    if (shown.amount > MAX_LINE_AMOUNT) {
      return { ok: false, code: 'amount-too-large', reason: `Too much ${item.name} for one line` };
    }
    const approximate = Boolean(item.approximate || addition.approximate || combined.crossed);
    const next = [...items];
    next[index] = itemWith(item, shown, approximate);
    return { ok: true, items: next };
  }
  if (items.length >= MAX_SHOPPING_ITEMS) {
    return {
      ok: false,
      code: 'list-full',
      reason: `A list holds at most ${MAX_SHOPPING_ITEMS} items`,
    };
  }
  const shown: ShownQuantity =
    addition.form === 'merged'
      ? mergedQuantity(added.category, added.base)
      : { amount: addition.amount, unit: addition.unit };
  const line: ShoppingItem = {
    id: addition.id ?? newId(),
    name: addition.name,
    amount: storedAmountString(shown.amount),
    unit: shown.unit,
    checked: addition.checked,
  };
  return {
    ok: true,
    items: [...items, addition.approximate ? { ...line, approximate: true } : line],
  };
}
