// The editor's form: every field as the text the cook types (docs/product.md section 2, recipe editor),
// the defaults of docs/product.md section 5 (cook time 30, servings 4, nutrition 0), and the ways to fill
// it: blank, from a saved recipe (?recipeId=), or from a generated draft (?recipe=JSON).
import type { Recipe, RecipeType } from '@roastie/core';
import { RECIPE_TYPE_LIST } from '@/config/recipe-vocabulary';
import { DEFAULT_UNIT, unitChoiceOf } from './editor-units';

export interface IngredientRow {
  /** Stable across edits and reordering (React key, error key). */
  key: string;
  /** The saved row's id, sent back so the server keeps it. */
  id?: string;
  name: string;
  amount: string;
  unit: string;
}

export interface StepRow {
  key: string;
  description: string;
}

export const NUTRITION_FIELDS = ['calories', 'protein', 'carbs', 'fat'] as const;
export type NutritionField = (typeof NUTRITION_FIELDS)[number];

export interface EditorForm {
  name: string;
  type: RecipeType | '';
  description: string;
  cookTime: string;
  servings: string;
  imageUrl: string | null;
  glycemicIndex: string;
  nutrition: Record<NutritionField, string>;
  instructions: StepRow[];
  ingredients: IngredientRow[];
}

export const DEFAULT_COOK_TIME = '30';
export const DEFAULT_SERVINGS = '4';

let counter = 0;
export const newKey = (prefix: string) => `${prefix}-${(counter += 1)}`;

export const emptyIngredient = (): IngredientRow => ({
  key: newKey('ingredient'),
  name: '',
  amount: '',
  unit: DEFAULT_UNIT,
});
export const emptyStep = (): StepRow => ({ key: newKey('step'), description: '' });

const zeroNutrition = (): Record<NutritionField, string> => ({
  calories: '0',
  protein: '0',
  carbs: '0',
  fat: '0',
});

export function blankForm(): EditorForm {
  return {
    name: '',
    type: '',
    description: '',
    cookTime: DEFAULT_COOK_TIME,
    servings: DEFAULT_SERVINGS,
    imageUrl: null,
    glycemicIndex: '',
    nutrition: zeroNutrition(),
    instructions: [emptyStep()],
    ingredients: [emptyIngredient()],
  };
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const numberText = (value: unknown, fallback: string): string => {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number)
    ? String(Math.round(number * 100) / 100)
    : fallback;
};
const typeOf = (value: unknown): RecipeType | '' =>
  (RECIPE_TYPE_LIST as readonly unknown[]).includes(value) ? (value as RecipeType) : '';

/** A field that may arrive as a JSON string (docs/product.md section 3: instructions, nutrition_info). */
function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function stepsOf(value: unknown): StepRow[] {
  const list = parsed(value);
  const steps = Array.isArray(list)
    ? list
        .map((step) => (typeof step === 'string' ? step : text(asRecord(step).description)))
        .filter((description) => description.trim())
        .map((description) => ({ key: newKey('step'), description }))
    : [];
  return steps.length > 0 ? steps : [emptyStep()];
}

function ingredientsOf(value: unknown): IngredientRow[] {
  const list = parsed(value);
  const rows = Array.isArray(list)
    ? list.map((raw): IngredientRow => {
        const row = asRecord(raw);
        const nested = asRecord(row.ingredients);
        const id = text(row.id);
        return {
          key: newKey('ingredient'),
          ...(id ? { id } : {}),
          name: text(nested.name) || text(row.name),
          amount: numberText(row.amount, ''),
          unit: unitChoiceOf(text(row.unit) || text(nested.unit)),
        };
      })
    : [];
  return rows.length > 0 ? rows : [emptyIngredient()];
}

/** Any recipe-shaped object: a generated draft, or a saved recipe's fields. */
export function formFromDraft(draft: unknown): EditorForm {
  const source = asRecord(draft);
  const nutrition = asRecord(parsed(source.nutrition_info ?? source.nutritionInfo));
  return {
    name: text(source.name),
    type: typeOf(source.type),
    description: text(source.description),
    cookTime: numberText(source.cook_time ?? source.cookTime, DEFAULT_COOK_TIME),
    servings: numberText(source.servings, DEFAULT_SERVINGS),
    imageUrl: text(source.image ?? source.imageUrl) || null,
    glycemicIndex: numberText(source.glycemic_index ?? source.glycemicIndex, ''),
    nutrition: {
      calories: numberText(nutrition.calories, '0'),
      protein: numberText(nutrition.protein, '0'),
      carbs: numberText(nutrition.carbs, '0'),
      fat: numberText(nutrition.fat, '0'),
    },
    instructions: stepsOf(source.instructions),
    ingredients: ingredientsOf(source.ingredients),
  };
}

export function formFromRecipe(recipe: Recipe): EditorForm {
  return formFromDraft(recipe);
}

/** What Chef Roastie said about a generated draft: the roast first, then the notes (for example
 *  that the built-in chef did not look at the photo). Empty for anything else. */
export function chefNotesOf(draft: unknown): string[] {
  const source = asRecord(draft);
  const notes = Array.isArray(source.notes) ? source.notes : [];
  return [source.roast, ...notes]
    .filter((line): line is string => typeof line === 'string' && line.trim() !== '')
    .slice(0, 6);
}

/** ?recipe= holds JSON; anything unreadable gives null, and the editor starts blank. */
export function readDraftParam(value: string | null): unknown {
  if (!value) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}
