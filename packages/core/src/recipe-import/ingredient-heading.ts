// A line in an ingredient list that names a part of the recipe rather than a food: "For the
// sauce:", "Topping:", "FILLING", "Ingredients". Recipe pages put them among their ingredients
// (in JSON-LD too) and cooks paste them; read as a food they became rows with no amount.
// Decisions: docs/decisions/0013-recipe-import-and-export.md.

/** The ingredient list's own heading, or a part's ("for the dressing", "you'll need"). */
export const INGREDIENT_LIST_HEADING =
  /^(?:ingredients?|you(?:'|’)?ll need|you will need|what you(?:'|’)?ll need|what you need|for the [\w\s]+)\s*:?$/i;

/** A short line ending in a colon, with no amount: "Sauce:", "To serve:". */
const LABEL = /^[^\d¼½¾⅓⅔⅛⅜⅝⅞:]{1,40}:$/;
/** A short line in capitals with no amount: "FILLING", "FOR THE CRUST" (not "EVOO", a food). */
const CAPITALS = /^[A-Z][A-Z &'’/-]{4,39}$/;

export function isIngredientHeading(line: string): boolean {
  const text = line.trim();
  if (text.length === 0 || text.length > 40) return false;
  return INGREDIENT_LIST_HEADING.test(text) || LABEL.test(text) || CAPITALS.test(text);
}
