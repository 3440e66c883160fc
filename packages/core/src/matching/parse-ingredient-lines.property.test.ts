// Any text, however odd, gets one schema-valid answer per line and never an exception: the parse
// API is public and must not crash on bad input (docs/decisions/0012-ingredient-line-parser.md).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ingredientParseResponseSchema } from '../schemas/ingredient-parse.ts';
import { parseIngredientLines } from './parse-ingredient-lines.ts';

const pieces = fc.constantFrom(
  '1',
  '½',
  '1/0',
  '1,000',
  '-',
  '–',
  'x',
  '(',
  ')',
  '/',
  ',',
  'cup',
  'T',
  't',
  'can',
  'of',
  'a',
  'large',
  'to',
  'or',
  'plus',
  'flour',
  'garlic',
  'cloves',
  'juice',
  '400g',
  '5fl',
  'oz',
  ' ',
);

describe('parseIngredientLines on arbitrary text', () => {
  it('answers every line with a valid result and finite numbers', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string({ maxLength: 60 }),
            fc.array(pieces, { maxLength: 12 }).map((p) => p.join(' ')),
          ),
          {
            maxLength: 8,
          },
        ),
        (lines) => {
          const ingredients = parseIngredientLines(lines);
          expect(ingredients).toHaveLength(lines.length);
          ingredientParseResponseSchema.parse({ ingredients });
          for (const ingredient of ingredients) {
            for (const value of [ingredient.quantity, ingredient.quantityMax, ingredient.grams]) {
              if (value !== null) expect(Number.isFinite(value)).toBe(true);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
