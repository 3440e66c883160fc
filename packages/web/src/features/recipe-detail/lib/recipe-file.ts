// The detail page's download: the recipe as a schema.org Recipe JSON-LD file, written by core's one
// serializer (docs/decisions/0013-recipe-import-and-export.md), named after the dish.
import { recipeToJsonLd, type Recipe } from '@roastie/core';

export function recipeFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${slug || 'recipe'}.jsonld`;
}

export function recipeFileText(recipe: Recipe, authorName: string, pageUrl: string): string {
  const imageUrl = recipe.image ? new URL(recipe.image, pageUrl).toString() : undefined;
  const data = recipeToJsonLd(recipe, {
    authorName,
    url: pageUrl,
    ...(imageUrl ? { imageUrl } : {}),
  });
  return `${JSON.stringify(data, null, 2)}\n`;
}
