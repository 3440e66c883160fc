// The recipe columns an engine analysis fills, in one place for saving a recipe and for
// re-analysing stored ones (reanalyse-recipes.ts). The author's stated GI and nutrition have their
// own columns and never overwrite the engine's (docs/decisions/0004-gi-adjustments.md).
import type { RecipeAnalysis } from '@roastie/core';

export function analysisColumns(analysis: RecipeAnalysis) {
  return {
    nutrition: analysis.nutritionPerServing,
    glycemicIndex: analysis.glycemicIndex,
    giBand: analysis.giBand,
    giLow: analysis.giRange?.low ?? null,
    giHigh: analysis.giRange?.high ?? null,
    glycemicLoad: analysis.glycemicLoad,
    glBand: analysis.glBand,
    statedGlycemicIndex: analysis.statedGlycemicIndex,
    statedNutrition: analysis.statedNutrition as Record<string, number> | null,
    diet: analysis.diet,
    giProvenance: analysis.provenance,
    analysisVersion: analysis.analysisVersion,
  };
}
