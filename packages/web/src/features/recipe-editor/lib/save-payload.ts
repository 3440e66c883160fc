// From the form to the save payload (docs/product.md section 3), checked with the same schema the server
// uses (recipeSavePayloadSchema), so the cook sees the server's own words before sending. Blank
// ingredient rows and blank steps are left out; errors are keyed by row, not by position.
import { recipeSavePayloadSchema, type RecipeSavePayload } from '@roastie/core';
import { unitForAmount } from './editor-units';
import type { EditorForm } from './editor-form';

export type FieldErrors = Record<string, string>;

export interface PayloadCandidate {
  payload: Record<string, unknown>;
  /** Row keys in payload order, to turn "ingredients.2.amount" into the row's field. */
  ingredientKeys: string[];
  stepKeys: string[];
}

export function buildPayload(form: EditorForm, imageUrl: string | null): PayloadCandidate {
  const ingredients = form.ingredients.filter((row) => row.name.trim() || row.amount.trim());
  const steps = form.instructions.filter((step) => step.description.trim());
  return {
    ingredientKeys: ingredients.map((row) => row.key),
    stepKeys: steps.map((step) => step.key),
    payload: {
      name: form.name,
      type: form.type || undefined,
      description: form.description,
      cookTime: form.cookTime,
      servings: form.servings,
      imageUrl,
      glycemicIndex: form.glycemicIndex,
      nutritionInfo: { ...form.nutrition },
      instructions: steps.map((step) => ({ description: step.description })),
      ingredients: ingredients.map((row) => ({
        ...(row.id ? { id: row.id } : {}),
        name: row.name,
        amount: row.amount,
        unit: unitForAmount(row.unit, row.amount),
      })),
    },
  };
}

/** "ingredients.2.amount" → "ingredient-7.amount"; "instructions.0.description" → "step-3". */
export function fieldKeyOf(path: readonly PropertyKey[], candidate: PayloadCandidate): string {
  const [head, index, field] = path;
  if (head === 'ingredients' && typeof index === 'number') {
    const key = candidate.ingredientKeys[index];
    if (key) return field ? `${key}.${String(field)}` : key;
  }
  if (head === 'instructions' && typeof index === 'number') {
    const key = candidate.stepKeys[index];
    if (key) return key;
  }
  return path.map(String).join('.');
}

export type Validation =
  { ok: true; payload: RecipeSavePayload } | { ok: false; errors: FieldErrors };

export function validatePayload(candidate: PayloadCandidate): Validation {
  const result = recipeSavePayloadSchema.safeParse(candidate.payload);
  if (result.success) return { ok: true, payload: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    errors[fieldKeyOf(issue.path, candidate)] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The server's 400 `fields` ("ingredients.0.amount": "…"), keyed like the client's errors. */
export function serverFieldErrors(
  fields: Record<string, string>,
  candidate: PayloadCandidate,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const parts = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    errors[fieldKeyOf(parts, candidate)] ??= message;
  }
  return errors;
}
