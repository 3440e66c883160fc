// Saving a recipe: the server recomputes everything it can from the ingredients (the engine is
// the truth; the client's GI and nutrition are the author's stated values, kept apart), links ingredient rows to the
// catalogue, and makes sure every recipe has a picture. Shared by the API and the seed library.
import { analyseRecipe, CATALOGUE, type RecipeSavePayload } from '@roastie/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { recipeIngredients, recipes } from '../db/schema/index.ts';
import { badRequest } from '../lib/http-errors.ts';
import type { MediaLibrary } from '../media/media-library.ts';
import { MEDIA_KEY_PATTERN } from '../media/media-storage.ts';
import { renderRecipeIllustration } from '../media/recipe-illustration.ts';
import { analysisColumns } from './analysis-columns.ts';

export const DEFAULT_COOK_TIME = 30;
export const DEFAULT_SERVINGS = 4;

export interface SaveRecipeInput {
  payload: RecipeSavePayload;
  /** The author; null for Chef Roastie's own recipes. */
  userId: string | null;
  /** Updating this recipe; absent to create one. */
  recipeId?: string;
  /** The image the recipe has now (updates keep it unless another is given). */
  currentImageKey?: string | null;
}

/** A `/media/<key>/...` address (or a bare key) of an image this user may use. */
async function resolveImageKey(media: MediaLibrary, imageUrl: string, userId: string | null) {
  const key = imageUrl.startsWith('/media/') ? imageUrl.split('/')[2] : imageUrl;
  if (!key || !MEDIA_KEY_PATTERN.test(key)) {
    throw badRequest('Please upload the photo to Roastie rather than linking to it.', {
      imageUrl: 'Upload the photo instead of linking to it',
    });
  }
  const row = await media.find(key);
  if (!row || (row.ownerId !== null && row.ownerId !== userId)) {
    throw badRequest("That photo isn't one of yours.", {
      imageUrl: "That photo isn't one of yours",
    });
  }
  return key;
}

export async function saveRecipe(
  db: Database,
  media: MediaLibrary,
  input: SaveRecipeInput,
): Promise<string> {
  const { payload, userId } = input;
  const servings = Math.round(payload.servings ?? DEFAULT_SERVINGS);
  const analysis = analyseRecipe(
    {
      servings,
      ingredients: payload.ingredients,
      glycemicIndex: payload.glycemicIndex,
      nutritionInfo: payload.nutritionInfo,
    },
    CATALOGUE,
  );

  let imageKey: string | null = null;
  if (payload.imageUrl) imageKey = await resolveImageKey(media, payload.imageUrl, userId);
  else if (input.currentImageKey && payload.imageUrl === undefined)
    imageKey = input.currentImageKey;
  if (!imageKey) {
    const parts = analysis.lines.map((line) => ({
      category: line.ingredient?.category ?? 'other',
      grams: line.grams ?? 50,
    }));
    const png = await renderRecipeIllustration(payload.name, parts);
    imageKey = (await media.store(png, { ownerId: userId, kind: 'recipe' })).key;
  }

  const values = {
    userId,
    name: payload.name,
    description: payload.description,
    type: payload.type,
    imageKey,
    cookTime: Math.round(payload.cookTime ?? DEFAULT_COOK_TIME),
    servings,
    instructions: payload.instructions.map((s) => ({ description: s.description })),
    ...analysisColumns(analysis),
    // Typed names and catalogue names, no aliases: the lean document search reads (a query in
    // another name, "garbanzo", is mapped to the catalogue's, modules/recipes/search-query.ts).
    ingredientText: [
      ...new Set(
        payload.ingredients.flatMap((line, i) => {
          const entry = analysis.lines[i]?.ingredient;
          return [line.name.toLowerCase(), ...(entry ? [entry.name.toLowerCase()] : [])];
        }),
      ),
    ].join(' '),
    updatedAt: new Date(),
  };

  return db.transaction(async (tx) => {
    let id = input.recipeId;
    if (id) {
      await tx.update(recipes).set(values).where(eq(recipes.id, id));
      await tx.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, id));
    } else {
      const [created] = await tx.insert(recipes).values(values).returning({ id: recipes.id });
      id = created!.id;
    }
    await tx.insert(recipeIngredients).values(
      payload.ingredients.map((line, position) => ({
        recipeId: id!,
        position,
        ingredientId: analysis.lines[position]?.ingredient?.id ?? null,
        name: line.name,
        amount: line.amount,
        unit: line.unit,
        grams: analysis.lines[position]?.grams ?? null,
      })),
    );
    return id!;
  });
}
