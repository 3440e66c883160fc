// One recipe as a schema.org Recipe (JSON-LD): the file a cook downloads from the detail page,
// and the data the server writes into the page's HTML for search engines. One serializer for
// both (docs/decisions/0013-recipe-import-and-export.md); readJsonLdRecipe reads it back.
import type { Recipe } from '../schemas/recipes.ts';

export interface JsonLdOptions {
  /** The author shown: the cook's full name, or Chef Roastie. */
  authorName: string;
  /** An absolute image address, when the recipe has a photo. */
  imageUrl?: string;
  /** The recipe's own page, absolute. */
  url?: string;
}

const PIECE_UNITS = new Set(['piece', 'pieces']);

/** "200 g flour", "2 cups rice", "2 eggs": a line any recipe reader understands. */
export function ingredientLineOf(row: Recipe['ingredients'][number]): string {
  const unit = PIECE_UNITS.has(row.unit) ? '' : ` ${row.unit}`;
  return `${row.amount}${unit} ${row.ingredients.name}`;
}

export function recipeToJsonLd(recipe: Recipe, options: JsonLdOptions): Record<string, unknown> {
  const n = recipe.nutrition_info;
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.name,
    description: recipe.description,
    ...(options.imageUrl ? { image: [options.imageUrl] } : {}),
    ...(options.url ? { url: options.url } : {}),
    author: { '@type': 'Person', name: options.authorName },
    datePublished: recipe.created_at,
    recipeCategory: recipe.type,
    recipeYield: `${recipe.servings} servings`,
    cookTime: `PT${recipe.cook_time}M`,
    totalTime: `PT${recipe.cook_time}M`,
    recipeIngredient: recipe.ingredients.map(ingredientLineOf),
    recipeInstructions: recipe.instructions.map((s) => ({
      '@type': 'HowToStep',
      text: s.description,
    })),
    nutrition: {
      '@type': 'NutritionInformation',
      calories: `${Math.round(n.calories)} kcal`,
      carbohydrateContent: `${n.carbs} g`,
      proteinContent: `${n.protein} g`,
      fatContent: `${n.fat} g`,
      fiberContent: `${n.fibre} g`,
    },
  };
}
