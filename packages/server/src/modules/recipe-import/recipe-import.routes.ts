// POST /api/recipe/import (docs/product.md sections 2 and 7): a page's address, a schema.org Recipe
// (an uploaded JSON-LD file) or a recipe's text in; the draft the editor opens out. Signed in
// only, rate-limited; pages are fetched by the safe fetcher (lib/page-fetch), ingredient lines
// read by core's parser (docs/decisions/0013-recipe-import-and-export.md).
import {
  draftFromSource,
  MAX_PARSE_LINE_LENGTH,
  MAX_PARSE_LINES,
  parseIngredientLines,
  readJsonLdRecipe,
  readRecipeText,
  recipeImportDraftSchema,
  recipeImportRequestSchema,
  recipeLocale,
  type RecipeSource,
} from '@roastie/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../env.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { fetchPublicPage } from '../../lib/page-fetch/fetch-public-page.ts';
import { importRateLimit } from './import-rate-limit.ts';
import { readPageRecipe } from './read-page-recipe.ts';

export const NO_RECIPE_ON_PAGE =
  'Chef Roastie read that page but found no recipe data on it. Copy the recipe’s text and paste it instead.';
export const NO_RECIPE_IN_FILE =
  'That file holds no schema.org Recipe: Chef Roastie needs a Recipe in JSON-LD.';
export const NO_RECIPE_IN_TEXT =
  'Chef Roastie couldn’t find ingredients or steps in that text. Put each ingredient on its own line, under an “Ingredients” heading.';

export const recipeImportRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  async function readSource(
    body: typeof recipeImportRequestSchema._output,
  ): Promise<{ source: RecipeSource; origin: string; pageUrl: string | null }> {
    if ('url' in body) {
      const page = await fetchPublicPage(body.url, {
        allowPrivateHosts: config.importAllowPrivateHosts,
      });
      const source = readPageRecipe(page.html);
      if (!source) throw badRequest(NO_RECIPE_ON_PAGE, { url: NO_RECIPE_ON_PAGE });
      return { source, origin: page.url, pageUrl: page.url };
    }
    if ('jsonLd' in body) {
      const source = readJsonLdRecipe(body.jsonLd);
      if (!source) throw badRequest(NO_RECIPE_IN_FILE, { jsonLd: NO_RECIPE_IN_FILE });
      return { source, origin: 'JSON-LD', pageUrl: null };
    }
    const source = readRecipeText(body.text);
    if (source.ingredientLines.length === 0 && source.steps.length === 0) {
      throw badRequest(NO_RECIPE_IN_TEXT, { text: NO_RECIPE_IN_TEXT });
    }
    return { source, origin: 'text', pageUrl: null };
  }

  app.post(
    '/api/recipe/import',
    {
      config: { rateLimit: importRateLimit },
      schema: {
        tags: ['recipes'],
        summary:
          'A draft recipe for the editor from a page address (url), a schema.org Recipe (jsonLd) or pasted text (text)',
        body: recipeImportRequestSchema,
        response: { 200: recipeImportDraftSchema },
      },
    },
    async (request) => {
      app.requireUser(request);
      const { source, origin, pageUrl } = await readSource(request.body);
      const lines = source.ingredientLines
        .slice(0, MAX_PARSE_LINES)
        .map((line) => line.slice(0, MAX_PARSE_LINE_LENGTH));
      const parsed =
        lines.length > 0
          ? parseIngredientLines(lines, { locale: recipeLocale(lines, pageUrl) })
          : [];
      return draftFromSource(source, parsed, origin);
    },
  );
};

export default recipeImportRoutes;
