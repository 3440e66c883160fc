// A generator's recipe made into the draft the editor opens: units the editor offers, the GI,
// GL and nutrition the engine computes from the ingredients (always; a provider's own GI guess
// survives only as a labelled estimate when the catalogue rates too little of the carbohydrate),
// the stored photo, where it came from, and Chef Roastie's roast.
import {
  analyseRecipe,
  CATALOGUE,
  type GenerationDraft,
  type GenerationSource,
} from '@roastie/core';
import type { DraftWithoutAnalysis } from './recipe-generator.ts';
import { toEditorAmount } from './editor-units.ts';
import { roastFor } from './roast.ts';

export interface FinishOptions {
  source: GenerationSource;
  imageUrl: string | null;
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

export function finishDraft(recipe: DraftWithoutAnalysis, options: FinishOptions): GenerationDraft {
  const servings = Math.min(100, Math.max(1, Math.round(recipe.servings)));
  const ingredients = recipe.ingredients.map((line) => ({
    name: line.name,
    ...toEditorAmount(line.amount, line.unit),
  }));
  const analysis = analyseRecipe(
    {
      servings,
      ingredients,
      glycemicIndex: recipe.estimate?.glycemicIndex,
      nutritionInfo: recipe.estimate?.nutritionInfo,
    },
    CATALOGUE,
  );
  const { provenance, nutritionPerServing: n } = analysis;

  const notes = [...recipe.notes];
  if (provenance.source === 'estimate') {
    notes.push(
      `Chef Roastie's ingredient list could rate only ${percent(provenance.carbCoverage)} of the carbohydrate, so the GI shown is the assistant's own estimate.`,
    );
  }
  const unknown = provenance.unmatched.map((line) => line.name);
  if (unknown.length > 0) {
    notes.push(
      `Not in Chef Roastie's ingredient list, so not counted in the GI: ${unknown.join(', ')}. Renaming them in the editor may help.`,
    );
  }

  return {
    name: recipe.name,
    type: recipe.type,
    description: recipe.description,
    cookTime: Math.min(1440, Math.max(0, Math.round(recipe.cookTime))),
    servings,
    imageUrl: options.imageUrl,
    glycemicIndex: analysis.glycemicIndex,
    nutritionInfo: { calories: n.calories, protein: n.protein, carbs: n.carbs, fat: n.fat },
    instructions: recipe.instructions,
    ingredients,
    glycemicLoad: analysis.glycemicLoad,
    giBand: analysis.giBand,
    glBand: analysis.glBand,
    giSource: provenance.source,
    carbCoverage: Math.min(1, Math.max(0, provenance.carbCoverage)),
    source: options.source,
    photoLooked: recipe.photoLooked,
    roast: roastFor(analysis.giBand, analysis.glycemicIndex, recipe.name),
    notes,
  };
}
