// Curated lower-GI alternatives, by catalogue id (or by category for "any rice"). Each target must
// be a real catalogue id: swaps.test.ts checks them against the product catalogue.
// GI figures in the notes: Atkinson et al. International tables of GI and GL values: 2008,
// Diabetes Care 2008;31:2281-2283 (white rice 73, basmati 58, pearl barley 28, quinoa 53, boiled
// potato 78, sweet potato 63, lentils 32, white bread 75, sourdough/rye kernel breads 50s,
// cornflakes 81, rolled-oat porridge 55, couscous 65, bulgur 47). The swap function recomputes the
// whole recipe, so a note is a reason to try the swap, never its claimed effect.
import type { IngredientCategory } from '../catalogue/ingredient.ts';

export interface SwapRule {
  /** The food to replace: one id, or every entry of a category. */
  from: { id: string | readonly string[] } | { category: IngredientCategory };
  /** Replacement ids, best first. */
  to: readonly string[];
  note: string;
}

export const SWAP_TABLE: readonly SwapRule[] = [
  {
    from: { category: 'rice' },
    to: ['rice-basmati-boiled', 'barley-pearl-boiled', 'quinoa-boiled', 'cauliflower-rice'],
    note: 'Basmati and pearl barley digest more slowly than white rice; cauliflower rice has little starch.',
  },
  {
    from: { id: 'potato-boiled' },
    to: ['sweet-potato-boiled', 'lentils-boiled'],
    note: 'Sweet potato and lentils raise blood glucose less than boiled potato.',
  },
  {
    from: { id: 'potato-baked' },
    to: ['sweet-potato-boiled', 'lentils-boiled'],
    note: 'Baked potato is among the highest-GI staples.',
  },
  {
    from: { id: 'potato-mashed' },
    to: ['sweet-potato-boiled', 'lentils-boiled'],
    note: 'Mashing makes potato starch even quicker to digest.',
  },
  {
    from: { id: 'bread-white' },
    to: ['bread-sourdough', 'bread-rye-wholegrain'],
    note: 'Sourdough acids and whole rye kernels slow digestion.',
  },
  {
    from: { id: 'bread-wholemeal' },
    to: ['bread-sourdough', 'bread-rye-wholegrain'],
    note: 'Wholemeal flour bread has about the GI of white bread; intact grains help more.',
  },
  {
    from: { id: 'sugar' },
    to: ['maple-syrup', 'honey'],
    note: 'Small GI gains only: the real win is using less.',
  },
  {
    from: { id: 'cornflakes' },
    to: ['oats-rolled'],
    note: 'Rolled-oat porridge has a much lower GI than cornflakes.',
  },
  {
    // Cooked or weighed dry: suggest-swaps.ts swaps in the other grain in the same state.
    from: { id: ['couscous', 'couscous-dry'] },
    to: ['bulgur-boiled', 'barley-pearl-boiled'],
    note: 'Bulgur and pearl barley keep more of the grain intact.',
  },
];

/** The replacement ids the table offers for an entry, best first, without duplicates. */
export function swapTargetsFor(entry: { id: string; category: IngredientCategory }): string[] {
  const ids = SWAP_TABLE.flatMap((rule) =>
    (
      'id' in rule.from
        ? [rule.from.id].flat().includes(entry.id)
        : rule.from.category === entry.category
    )
      ? rule.to
      : [],
  );
  return [...new Set(ids)].filter((id) => id !== entry.id);
}

/** Every id the table names (for checking against the catalogue). */
export function swapTableIds(): string[] {
  return [
    ...new Set(
      SWAP_TABLE.flatMap((rule) => [
        ...('id' in rule.from ? [rule.from.id].flat() : []),
        ...rule.to,
      ]),
    ),
  ];
}
