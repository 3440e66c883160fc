// The shape of one catalogue ingredient. Every figure is per 100 g of the food as eaten
// (cooked where it is usually eaten cooked: "rice, white, boiled"; raw otherwise).

export const INGREDIENT_CATEGORIES = [
  'grains-flours',
  'bread-bakery',
  'pasta-noodles',
  'rice',
  'legumes',
  'vegetables',
  'fruit',
  'dairy',
  'meat',
  'fish-seafood',
  'eggs',
  'nuts-seeds',
  'oils-fats',
  'sugars-sweeteners',
  'sauces-condiments',
  'herbs-spices',
  'drinks',
  'other',
] as const;
export type IngredientCategory = (typeof INGREDIENT_CATEGORIES)[number];

/** Published GI tables a figure can come from (glucose = 100). */
export type GiTable =
  | 'ITGI-2008' // Atkinson, Foster-Powell, Brand-Miller. Diabetes Care 2008;31(12):2281-2283
  | 'ITGI-2021' // Atkinson, Brand-Miller, Foster-Powell, Buyken, Goletzke. Am J Clin Nutr 2021;114(5):1625-1632
  | 'SydneyGI'; // University of Sydney GI database, glycemicindex.com

export interface GiSource {
  table: GiTable;
  /** The food as the table names it (the measured food, or the nearest one when by analogy). */
  food: string;
  /**
   * 'measured': the table reports this food (mean of its entries where several).
   * 'analogy': no measurement of this food; the figure is that of the nearest measured food named.
   */
  basis: 'measured' | 'analogy';
}

export interface NutritionSource {
  /** A named public food composition table, e.g. 'USDA FoodData Central (SR Legacy)'. */
  table: string;
  /** The table's own identifier for the food (FDC id), when known. */
  id?: number;
  /** The table's description of the food. */
  food: string;
  /**
   * Added for the catalogue (optional, absent = 'measured'): 'analogy' when the table has no entry for
   * this food and the figures are those of the nearest food it does have, named in `food` (basmati
   * rice takes long-grain white rice; paneer takes queso blanco). Mirrors GiSource.basis so a reader
   * can tell a measured figure from a borrowed one.
   */
  basis?: 'measured' | 'analogy';
}

export interface Per100g {
  kcal: number;
  protein: number;
  fat: number;
  /** Available carbohydrate (total carbohydrate minus dietary fibre), grams. */
  carbs: number;
  fibre: number;
  sugars: number;
  /**
   * Added for the catalogue (optional, absent = none): ethanol, grams, for the few foods that carry
   * it (wine, beer, sake, spirits, mirin, vanilla extract). It holds 7 kcal/g, so without it the
   * energy of those foods cannot be reconciled with their macronutrients.
   */
  alcohol?: number;
}

/** Gram weights of household measures. Absent where a measure makes no sense for the food. */
export interface HouseholdGrams {
  cup?: number; // US cup, 236.588 ml
  tbsp?: number; // 14.7868 ml
  tsp?: number; // 4.92892 ml
  piece?: number; // one typical item (a medium banana, a large egg, a slice of bread, a clove)
}

export type DefaultUnit = 'g' | 'ml' | 'piece' | 'cup' | 'tbsp' | 'tsp';

export interface CatalogueIngredient {
  /** Stable slug, unique: 'rice-basmati-boiled'. Stored in recipe rows; never renamed. */
  id: string;
  /** The name cooks see, lower case, singular unless the food is always plural: 'basmati rice'. */
  name: string;
  category: IngredientCategory;
  /** Other names, regional names and plurals, lower case: ['eggplant', 'aubergines']. Unique across the catalogue. */
  aliases: readonly string[];
  defaultUnit: DefaultUnit;
  per100g: Per100g;
  nutritionSource: NutritionSource;
  /** GI (glucose = 100); null only for foods with 5 g or less available carbohydrate per 100 g. */
  gi: number | null;
  giSource: GiSource | null;
  household: HouseholdGrams;
}
