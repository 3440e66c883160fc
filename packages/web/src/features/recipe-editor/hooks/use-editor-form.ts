// The editor's state and every change a cook can make to it: fields, nutrition, ingredient rows
// (add, edit, remove) and steps (add, edit, remove, move up or down).
import { useCallback, useMemo, useState } from 'react';
import {
  emptyIngredient,
  emptyStep,
  type EditorForm,
  type IngredientRow,
  type NutritionField,
} from '../lib/editor-form';

type TextField = 'name' | 'type' | 'description' | 'cookTime' | 'servings' | 'glycemicIndex';

function moved<T>(list: T[], from: number, to: number): T[] {
  if (from < 0 || to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export function useEditorForm(initial: EditorForm) {
  const [form, setForm] = useState(initial);

  const setField = useCallback(
    (field: TextField, value: string) => setForm((f) => ({ ...f, [field]: value })),
    [],
  );
  const setNutrition = useCallback(
    (field: NutritionField, value: string) =>
      setForm((f) => ({ ...f, nutrition: { ...f.nutrition, [field]: value } })),
    [],
  );
  const setImageUrl = useCallback(
    (imageUrl: string | null) => setForm((f) => ({ ...f, imageUrl })),
    [],
  );

  const ingredients = useMemo(
    () => ({
      update: (key: string, patch: Partial<Omit<IngredientRow, 'key'>>) =>
        setForm((f) => ({
          ...f,
          ingredients: f.ingredients.map((row) => (row.key === key ? { ...row, ...patch } : row)),
        })),
      add: () => setForm((f) => ({ ...f, ingredients: [...f.ingredients, emptyIngredient()] })),
      /** Pasted rows join the list; untouched empty rows make way for them. */
      append: (rows: IngredientRow[]) =>
        setForm((f) => {
          const kept = f.ingredients.filter((row) => row.name.trim() || row.amount.trim());
          return { ...f, ingredients: [...kept, ...rows] };
        }),
      remove: (key: string) =>
        setForm((f) => {
          const rest = f.ingredients.filter((row) => row.key !== key);
          return { ...f, ingredients: rest.length > 0 ? rest : [emptyIngredient()] };
        }),
    }),
    [],
  );

  const steps = useMemo(
    () => ({
      update: (key: string, description: string) =>
        setForm((f) => ({
          ...f,
          instructions: f.instructions.map((step) =>
            step.key === key ? { ...step, description } : step,
          ),
        })),
      add: () => setForm((f) => ({ ...f, instructions: [...f.instructions, emptyStep()] })),
      remove: (key: string) =>
        setForm((f) => {
          const rest = f.instructions.filter((step) => step.key !== key);
          return { ...f, instructions: rest.length > 0 ? rest : [emptyStep()] };
        }),
      move: (key: string, by: -1 | 1) =>
        setForm((f) => {
          const from = f.instructions.findIndex((step) => step.key === key);
          return { ...f, instructions: moved(f.instructions, from, from + by) };
        }),
    }),
    [],
  );

  /** Fill the GI and nutrition fields from the live estimate. */
  const applyEstimate = useCallback(
    (glycemicIndex: number | null, nutrition: Record<NutritionField, number>) =>
      setForm((f) => ({
        ...f,
        glycemicIndex: glycemicIndex === null ? f.glycemicIndex : String(glycemicIndex),
        nutrition: {
          calories: String(Math.round(nutrition.calories)),
          protein: String(Math.round(nutrition.protein * 10) / 10),
          carbs: String(Math.round(nutrition.carbs * 10) / 10),
          fat: String(Math.round(nutrition.fat * 10) / 10),
        },
      })),
    [],
  );

  return { form, setField, setNutrition, setImageUrl, ingredients, steps, applyEstimate };
}

export type EditorFormApi = ReturnType<typeof useEditorForm>;
