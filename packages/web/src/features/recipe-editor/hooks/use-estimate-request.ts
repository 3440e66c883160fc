// The live preview's request: the ingredient rows that are complete (a name, an amount above zero,
// a unit the estimate knows) and the servings, settled for 400 ms so typing does not flood the
// server.
import { useMemo } from 'react';
import { ESTIMATE_UNITS, type GlycemicEstimateRequest } from '@roastie/core';
import { DEFAULT_SERVINGS, type EditorForm } from '../lib/editor-form';
import { unitForAmount } from '../lib/editor-units';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

export const PREVIEW_DEBOUNCE_MS = 400;
const AMOUNT = /^(\d+(\.\d+)?|\.\d+)$/;

export function estimateRequestOf(form: EditorForm): GlycemicEstimateRequest | null {
  const units: readonly string[] = ESTIMATE_UNITS;
  const ingredients = form.ingredients
    .map((row) => ({
      name: row.name.trim(),
      amount: row.amount.trim(),
      unit: unitForAmount(row.unit, row.amount),
    }))
    .filter((row) => row.name && AMOUNT.test(row.amount) && Number(row.amount) > 0)
    .filter((row) => units.includes(row.unit))
    .map((row) => ({ ...row, amount: Number(row.amount) }));
  if (ingredients.length === 0) return null;
  const servings = Number(form.servings);
  return {
    ingredients: ingredients as GlycemicEstimateRequest['ingredients'],
    servings:
      Number.isInteger(servings) && servings >= 1 && servings <= 100
        ? servings
        : Number(DEFAULT_SERVINGS),
  };
}

export function useEstimateRequest(form: EditorForm): GlycemicEstimateRequest | null {
  const request = JSON.stringify(estimateRequestOf(form));
  const settled = useDebouncedValue(request, PREVIEW_DEBOUNCE_MS);
  return useMemo(() => JSON.parse(settled) as GlycemicEstimateRequest | null, [settled]);
}
