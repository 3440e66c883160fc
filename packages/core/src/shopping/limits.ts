// Limits of a stored shopping list. docs/product.md sets none; these are our decisions (issue 8), chosen
// so a list stays a small JSON document and every amount string fits the schema's 20 characters.

/** Lines in one list: a big weekly shop is well under a hundred. */
export const MAX_SHOPPING_ITEMS = 500;

/** Added-recipe records in one list. */
export const MAX_SHOPPING_RECIPES = 100;

/** Characters in an item or recipe name (the same cap as recipe ingredient names). */
export const MAX_SHOPPING_NAME_LENGTH = 200;

/** Characters in a stored amount string. */
export const MAX_SHOPPING_AMOUNT_LENGTH = 20;

/** Largest amount one can type, in its own unit: no kitchen buys a million of anything. */
export const MAX_ENTERED_AMOUNT = 1_000_000;

/**
 * Smallest amount one can type, in its own unit. Below it the line would show "0" at two
 * decimals; with it every stored amount prints without an exponent (see storedAmountString).
 */
export const MIN_ENTERED_AMOUNT = 0.001;

/** Largest "how many times" a recipe can be added in one go. */
export const MAX_RECIPE_MULTIPLIER = 100;

/** Smallest "how many times": a hundredth of a recipe (with MIN_ENTERED_AMOUNT, see above). */
export const MIN_RECIPE_MULTIPLIER = 0.01;

/** Largest amount a merged line may reach, in its shown unit (keeps it within 20 characters). */
export const MAX_LINE_AMOUNT = 1_000_000_000;
