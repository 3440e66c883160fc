// What a shared recipe link shows before any JavaScript runs: title, description with the GI,
// the dish's picture, and schema.org Recipe data for search engines (core's serializer, the same
// one the detail page's download uses). The page's own photo is preloaded in the sizes the page
// draws it, and the first screen shows it with the title before the JavaScript has loaded.
import {
  EMBEDDED_RECIPE_ELEMENT_ID,
  RECIPE_HERO_IMAGE_SIZES,
  recipePhotoAlt,
  recipeToJsonLd,
  type Recipe,
} from '@roastie/core';
import type { PageHead } from '../../lib/page-head.ts';
import { CHEF_ROASTIE } from '../../recipes/recipe-queries.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isRecipeId = (id: string) => UUID.test(id);

/**
 * `json` is the recipe as GET /api/recipe/:id sends it to a visitor: the page carries it, so its
 * first render needs no request.
 */
export function recipePageHead(recipe: Recipe, origin: string, json?: string): PageHead {
  const gi =
    recipe.glycemic_index === null ? '' : ` · GI ${recipe.glycemic_index} (${recipe.gi_band})`;
  const author = recipe.author?.fullName ?? CHEF_ROASTIE;
  const image = recipe.image
    ? `${origin}${recipe.image.replace(/\/\d+\.webp$/, '/1600.webp')}`
    : undefined;
  return {
    title: `${recipe.name} · Roastie`,
    description: `${recipe.description}${gi}`,
    type: 'article',
    ...(image ? { image, imageAlt: recipe.name } : {}),
    ...(recipe.image
      ? {
          preloadImage: {
            href: recipe.image,
            ...(recipe.imageSrcSet
              ? { srcSet: recipe.imageSrcSet, sizes: RECIPE_HERO_IMAGE_SIZES }
              : {}),
          },
        }
      : {}),
    firstScreen: {
      layout: 'recipe',
      heading: recipe.name,
      text: recipe.description,
      ...(recipe.image
        ? {
            image: {
              src: recipe.image,
              alt: recipePhotoAlt(recipe.name),
              ...(recipe.imageSrcSet
                ? { srcSet: recipe.imageSrcSet, sizes: RECIPE_HERO_IMAGE_SIZES }
                : {}),
            },
          }
        : {}),
    },
    jsonLd: recipeToJsonLd(recipe, { authorName: author, ...(image ? { imageUrl: image } : {}) }),
    ...(json ? { data: { elementId: EMBEDDED_RECIPE_ELEMENT_ID, json } } : {}),
  };
}
