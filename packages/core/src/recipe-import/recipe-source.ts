// What the importer reads from anywhere (a page's schema.org Recipe, a JSON-LD file, pasted text)
// before the ingredient lines are parsed: the recipe as its author wrote it
// (docs/decisions/0013-recipe-import-and-export.md).
export interface RecipeSource {
  name: string;
  description: string;
  /** One ingredient per line, as written ("2 x 400g tins chickpeas, drained"). */
  ingredientLines: string[];
  /** The method, one step per entry; a section's name leads its first step. */
  steps: string[];
  /** Total time in minutes (or cook plus prep time), null when not given. */
  totalMinutes: number | null;
  /** How many it serves, null when not given. */
  servings: number | null;
  /** The author's photo, when the source names one (never fetched or saved). */
  imageUrl: string | null;
  /** Category and keywords, used to guess breakfast, lunch, dinner or dessert. */
  categories: string[];
}

export const emptyRecipeSource = (): RecipeSource => ({
  name: '',
  description: '',
  ingredientLines: [],
  steps: [],
  totalMinutes: null,
  servings: null,
  imageUrl: null,
  categories: [],
});
