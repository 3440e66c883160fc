// The shape an AI provider must answer, sent to it as a JSON schema (structured output).
//
// Decisions (STACK-NOTES.md, AI SDK):
// - Every field is required and there are no min/max bounds or .int(): strict structured output
//   (OpenAI) rejects optional fields, and local models' constrained decoding chokes on the huge
//   bounds .int() turns into. The bounds are checked afterwards by generatedRecipeSchema, and a
//   recipe that fails them counts as unreadable output (one retry).
// - Units are a closed list the editor can show after conversion (ml becomes cups or litres).
import { RECIPE_TYPES, type GeneratedRecipe } from '@roastie/core';
import { z } from 'zod';

export const AI_UNITS = ['g', 'kg', 'ml', 'l', 'cup', 'tablespoon', 'teaspoon', 'piece'] as const;

export const aiRecipeSchema = z.object({
  name: z.string().describe('The dish name, as a menu would write it, at most 80 characters'),
  type: z.enum(RECIPE_TYPES),
  description: z
    .string()
    .describe('One or two friendly sentences about the dish, at most 300 characters'),
  cookTime: z.number().describe('Total minutes, active plus passive'),
  servings: z.number().describe('How many people the amounts feed, a whole number'),
  ingredients: z
    .array(
      z.object({
        name: z
          .string()
          .describe('Plain ingredient name a shopper knows, no preparation words: "red lentils"'),
        amount: z.number().describe('Above zero, for all the servings'),
        unit: z.enum(AI_UNITS),
      }),
    )
    .describe('Every ingredient, 3 to 25 of them'),
  instructions: z
    .array(z.object({ description: z.string().describe('One step') }))
    .describe('4 to 10 steps in the order a cook works: prep, cook, finish, serve'),
  glycemicIndexEstimate: z
    .number()
    .describe('Your estimate of the whole dish glycemic index, glucose = 100'),
  nutritionPerServingEstimate: z.object({
    calories: z.number(),
    protein: z.number().describe('grams'),
    carbs: z.number().describe('grams of available carbohydrate'),
    fat: z.number().describe('grams'),
  }),
  notes: z
    .array(z.string())
    .describe('At most 3 short notes for the cook, e.g. what the photo did not show'),
});
export type AiRecipe = z.infer<typeof aiRecipeSchema>;

const positive = (n: number) => (Number.isFinite(n) && n > 0 ? n : undefined);

/** The provider's answer as a generator's recipe; estimates are kept only when usable. */
export function fromAiRecipe(answer: AiRecipe, photoLooked: boolean): GeneratedRecipe {
  const n = answer.nutritionPerServingEstimate;
  const nutritionInfo = {
    calories: positive(n.calories),
    protein: positive(n.protein),
    carbs: positive(n.carbs),
    fat: positive(n.fat),
  };
  const gi = answer.glycemicIndexEstimate;
  return {
    name: answer.name.trim(),
    type: answer.type,
    description: answer.description.trim(),
    cookTime: Math.round(answer.cookTime),
    servings: Math.round(answer.servings),
    ingredients: answer.ingredients.map((line) => ({
      name: line.name.trim().toLowerCase(),
      amount: line.amount,
      unit: line.unit,
    })),
    instructions: answer.instructions
      .map((step) => ({ description: step.description.trim() }))
      .filter((step) => step.description !== ''),
    estimate: {
      ...(Number.isFinite(gi) && gi > 0 && gi <= 150 ? { glycemicIndex: gi } : {}),
      nutritionInfo: Object.fromEntries(
        Object.entries(nutritionInfo).filter(([, value]) => value !== undefined),
      ),
    },
    photoLooked,
    notes: answer.notes
      .map((note) => note.trim())
      .filter(Boolean)
      .slice(0, 3),
  };
}
