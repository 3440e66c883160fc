// POST /api/ingredients/parse: free-text ingredient lines (pasted, imported or typed) read into
// quantity, unit, size, name, preparation and comment, matched to the catalogue and weighed in
// grams. One result per line, in order; a line that matches nothing says so (ingredientId null),
// it is never dropped.
import { z } from 'zod';
import { safeText } from './safe-text.ts';

export const MAX_PARSE_LINES = 200;
export const MAX_PARSE_LINE_LENGTH = 500;

export const ingredientParseRequestSchema = z.object({
  lines: z
    .array(
      safeText().max(MAX_PARSE_LINE_LENGTH, {
        error: `An ingredient line can be at most ${MAX_PARSE_LINE_LENGTH} characters`,
      }),
    )
    .min(1, { error: 'Send at least one ingredient line' })
    .max(MAX_PARSE_LINES, { error: `Send at most ${MAX_PARSE_LINES} ingredient lines at once` }),
  /** How "cup" and "pint" are read: metric (250 ml, 568 ml pint) by default, or US / UK. */
  locale: z.enum(['metric', 'us', 'uk']).optional(),
});
export type IngredientParseRequest = z.infer<typeof ingredientParseRequestSchema>;

export const parsedIngredientSchema = z.object({
  /** The line as sent. */
  line: z.string(),
  /** The first (or only) quantity; null when the line has none ("salt to taste"). */
  quantity: z.number().nullable(),
  /** The upper bound of a range ("2-3 cloves": 3), else null. */
  quantityMax: z.number().nullable(),
  /** Canonical unit ("g", "tbsp", "oz", "lb", "clove", "can"...); "" for a plain count; null when no quantity. */
  unit: z.string().nullable(),
  /** "small", "medium" or "large", kept apart from the name. */
  size: z.string().nullable(),
  /** The ingredient's name as written, without quantity, unit, size, preparation or comment. */
  name: z.string(),
  /** "finely chopped", "peeled and diced". */
  preparation: z.string().nullable(),
  /** "to serve", "optional", "about 2 cups". */
  comment: z.string().nullable(),
  /** The catalogue entry the name resolved to, or null when none did. */
  ingredientId: z.string().nullable(),
  catalogueName: z.string().nullable(),
  /** The line's weight in grams, when it has an amount and the food's weights are known. */
  grams: z.number().nullable(),
  /** The grams are the weight the line itself states ("2 sweet potatoes (about 600g)"). */
  gramsStated: z.boolean(),
});
export type ParsedIngredient = z.infer<typeof parsedIngredientSchema>;

export const ingredientParseResponseSchema = z.object({
  ingredients: z.array(parsedIngredientSchema),
});
export type IngredientParseResponse = z.infer<typeof ingredientParseResponseSchema>;
