// Reading recipes as the API shows them: cards for lists (with author, likes and image) and the
// full recipe for its page. Shared by the recipes and likes modules.
import type { Recipe, RecipeCard, RecipeType } from '@roastie/core';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { firstName, displayName } from '../auth/display-name.ts';
import type { Database } from '../db/client.ts';
import {
  ingredients,
  likes,
  media,
  recipeIngredients,
  recipes,
  users,
} from '../db/schema/index.ts';
import { avatarUrl, imageInfo } from '../media/media-urls.ts';

export const CHEF_ROASTIE = 'Chef Roastie';

const likeCount = sql<number>`(select count(*)::int from ${likes} where ${likes.recipeId} = ${recipes.id})`;

export const cardColumns = {
  recipe: recipes,
  authorName: users.fullName,
  authorAvatarKey: users.avatarKey,
  image: {
    key: media.key,
    variants: media.variants,
    placeholder: media.placeholder,
    width: media.width,
    height: media.height,
  },
  likes: likeCount,
  /** The exact timestamp as text, for keyset cursors (a JS Date would lose microseconds). */
  createdAtText: sql<string>`${recipes.createdAt}::text`,
};

type CardRow = {
  recipe: typeof recipes.$inferSelect;
  authorName: string | null;
  authorAvatarKey: string | null;
  image: {
    key: string;
    variants: number[];
    placeholder: string;
    width: number;
    height: number;
  } | null;
  likes: number;
};

export function toCard(row: CardRow): RecipeCard {
  const r = row.recipe;
  const image = row.image ? imageInfo(row.image) : null;
  return {
    id: r.id,
    user_id: r.userId,
    name: r.name,
    description: r.description,
    type: r.type as RecipeType,
    image: image?.url ?? null,
    imageSrcSet: image?.srcSet ?? null,
    imagePlaceholder: image?.placeholder ?? null,
    glycemic_index: r.glycemicIndex,
    gi_band: r.giBand as RecipeCard['gi_band'],
    cook_time: r.cookTime,
    likes: Number(row.likes),
    author: r.userId
      ? {
          id: r.userId,
          fullName: displayName(row.authorName),
          firstName: firstName(row.authorName),
          avatarUrl: avatarUrl(row.authorAvatarKey),
        }
      : null,
    created_at: r.createdAt.toISOString(),
  };
}

export function selectCards(db: Database) {
  return db
    .select(cardColumns)
    .from(recipes)
    .leftJoin(users, eq(users.id, recipes.userId))
    .leftJoin(media, eq(media.key, recipes.imageKey));
}

export async function findCards(db: Database, where: SQL | undefined, limit: number) {
  return selectCards(db)
    .where(where)
    .orderBy(desc(recipes.createdAt), desc(recipes.id))
    .limit(limit);
}

export async function findRecipe(
  db: Database,
  id: string,
  viewerId: string | null,
): Promise<Recipe | null> {
  const [row] = await selectCards(db).where(eq(recipes.id, id));
  if (!row) return null;
  const lines = await db
    .select({ row: recipeIngredients, catalogueUnit: ingredients.unit })
    .from(recipeIngredients)
    .leftJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
    .where(eq(recipeIngredients.recipeId, id))
    .orderBy(asc(recipeIngredients.position));
  const liked = viewerId
    ? await db
        .select({ one: sql`1` })
        .from(likes)
        .where(and(eq(likes.recipeId, id), eq(likes.userId, viewerId)))
    : [];
  const r = row.recipe;
  const n = r.nutrition;
  return {
    ...toCard(row),
    servings: r.servings,
    instructions: r.instructions,
    nutrition_info: {
      calories: n.calories ?? 0,
      protein: n.protein ?? 0,
      carbs: n.carbs ?? 0,
      fat: n.fat ?? 0,
      fibre: n.fibre ?? 0,
      sugars: n.sugars ?? 0,
    },
    glycemic_load: r.glycemicLoad,
    gl_band: r.glBand as Recipe['gl_band'],
    gi_provenance: r.giProvenance as Recipe['gi_provenance'],
    diet: r.diet as Recipe['diet'],
    ingredients: lines.map(({ row: line, catalogueUnit }) => ({
      id: line.id,
      ingredient_id: line.ingredientId,
      amount: line.amount,
      unit: line.unit,
      ingredients: { name: line.name, unit: catalogueUnit ?? line.unit },
    })),
    likedByMe: liked.length > 0,
    updated_at: r.updatedAt.toISOString(),
  };
}
