// Reading recipes as the API shows them: cards for lists (with author, likes and image) and the
// full recipe for its page. Shared by the recipes and likes modules.
import type { Recipe, RecipeCard, RecipeType } from '@roastie/core';
import { eq, sql, type SQL } from 'drizzle-orm';
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
import { newestFirst } from '../lib/keyset-cursor.ts';
import { avatarUrl, imageInfo } from '../media/media-urls.ts';

export const CHEF_ROASTIE = 'Chef Roastie';

const likeCount = sql<number>`(select count(*)::int from ${likes} where ${likes.recipeId} = ${recipes.id})`;

/**
 * The recipe columns a card shows: the one list every card query selects (not the whole row: the
 * tsvector and the detail columns are kilobytes a card never reads). Add a column here to put it
 * on every card.
 */
export const cardRecipeColumns = {
  id: recipes.id,
  userId: recipes.userId,
  name: recipes.name,
  description: recipes.description,
  type: recipes.type,
  glycemicIndex: recipes.glycemicIndex,
  giBand: recipes.giBand,
  giLow: recipes.giLow,
  giHigh: recipes.giHigh,
  glycemicLoad: recipes.glycemicLoad,
  glBand: recipes.glBand,
  cookTime: recipes.cookTime,
  createdAt: recipes.createdAt,
};

export const cardColumns = {
  recipe: cardRecipeColumns,
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

type CardRecipe = { [K in keyof typeof cardRecipeColumns]: (typeof recipes.$inferSelect)[K] };

export type CardRow = {
  recipe: CardRecipe;
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
    gi_low: r.giLow,
    gi_high: r.giHigh,
    glycemic_load: r.glycemicLoad,
    gl_band: r.glBand as RecipeCard['gl_band'],
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
    .orderBy(...newestFirst(recipes.createdAt, recipes.id))
    .limit(limit);
}

interface IngredientLineRow {
  id: string;
  ingredient_id: string | null;
  amount: number;
  unit: string;
  name: string;
  catalogue_unit: string | null;
}

/**
 * One recipe with its ingredient lines and whether the viewer liked it: one statement, prepared
 * once per database (the lines and the like are subqueries, not extra round trips).
 */
function recipeByIdStatement(db: Database) {
  return db
    .select({
      ...cardColumns,
      detail: {
        servings: recipes.servings,
        instructions: recipes.instructions,
        nutrition: recipes.nutrition,
        statedGlycemicIndex: recipes.statedGlycemicIndex,
        giProvenance: recipes.giProvenance,
        diet: recipes.diet,
        updatedAt: recipes.updatedAt,
      },
      lines: sql<IngredientLineRow[]>`(select coalesce(json_agg(json_build_object(
          'id', ${recipeIngredients.id}, 'ingredient_id', ${recipeIngredients.ingredientId},
          'amount', ${recipeIngredients.amount}, 'unit', ${recipeIngredients.unit},
          'name', ${recipeIngredients.name}, 'catalogue_unit', ${ingredients.unit})
          order by ${recipeIngredients.position}), '[]'::json)
        from ${recipeIngredients}
        left join ${ingredients} on ${ingredients.id} = ${recipeIngredients.ingredientId}
        where ${recipeIngredients.recipeId} = ${recipes.id})`,
      likedByMe: sql<boolean>`exists (select 1 from ${likes} where ${likes.recipeId} = ${recipes.id}
        and ${likes.userId} = ${sql.placeholder('viewerId')}::uuid)`,
    })
    .from(recipes)
    .leftJoin(users, eq(users.id, recipes.userId))
    .leftJoin(media, eq(media.key, recipes.imageKey))
    .where(eq(recipes.id, sql.placeholder('id')))
    .prepare('recipe_by_id');
}

const preparedByDatabase = new WeakMap<Database, ReturnType<typeof recipeByIdStatement>>();

export async function findRecipe(
  db: Database,
  id: string,
  viewerId: string | null,
): Promise<Recipe | null> {
  let statement = preparedByDatabase.get(db);
  if (!statement) {
    statement = recipeByIdStatement(db);
    preparedByDatabase.set(db, statement);
  }
  const [row] = await statement.execute({ id, viewerId });
  if (!row) return null;
  const r = row.detail;
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
    stated_glycemic_index: r.statedGlycemicIndex,
    gi_provenance: r.giProvenance as Recipe['gi_provenance'],
    diet: r.diet as Recipe['diet'],
    ingredients: row.lines.map((line) => ({
      id: line.id,
      ingredient_id: line.ingredient_id,
      amount: line.amount,
      unit: line.unit,
      ingredients: { name: line.name, unit: line.catalogue_unit ?? line.unit },
    })),
    likedByMe: row.likedByMe,
    updated_at: new Date(r.updatedAt).toISOString(),
  };
}
