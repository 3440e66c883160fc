// GET /api/ingredients (docs/product.md section 7): the catalogue as the editor's autocomplete and the
// shopping list use it: id, name, default unit (docs/product.md section 3), plus nutrition and GI with sources.
import { z } from 'zod';
import type { CatalogueIngredient } from '../catalogue/ingredient.ts';

export const ingredientListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  unit: z.string(),
  category: z.string(),
  aliases: z.array(z.string()),
  per100g: z.object({
    kcal: z.number(),
    protein: z.number(),
    fat: z.number(),
    carbs: z.number(),
    fibre: z.number(),
    sugars: z.number(),
  }),
  glycemicIndex: z.number().nullable(),
  giSource: z
    .object({ table: z.string(), food: z.string(), basis: z.enum(['measured', 'analogy']) })
    .nullable(),
  nutritionSource: z.object({ table: z.string(), id: z.number().optional(), food: z.string() }),
  household: z.object({
    cup: z.number().optional(),
    tbsp: z.number().optional(),
    tsp: z.number().optional(),
    piece: z.number().optional(),
  }),
});
export type IngredientListItem = z.infer<typeof ingredientListItemSchema>;

export const ingredientListSchema = z.array(ingredientListItemSchema);

export function toIngredientListItem(entry: CatalogueIngredient): IngredientListItem {
  return {
    id: entry.id,
    name: entry.name,
    unit: entry.defaultUnit,
    category: entry.category,
    aliases: [...entry.aliases],
    per100g: { ...entry.per100g },
    glycemicIndex: entry.gi,
    giSource: entry.giSource ? { ...entry.giSource } : null,
    nutritionSource: { ...entry.nutritionSource },
    household: { ...entry.household },
  };
}
