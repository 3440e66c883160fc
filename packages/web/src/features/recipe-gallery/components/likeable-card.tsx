// A gallery card whose heart a signed-in cook can tap: each card keeps its own like call, so a
// failure shows on the card it happened to.
import type { RecipeCard } from '@roastie/core';
import { useLikeRecipe } from '../api/like-recipe';
import { GalleryCard } from './gallery-card';

interface LikeableCardProps {
  recipe: RecipeCard;
  liked: boolean;
  viewerId: string;
}

export function LikeableCard({ recipe, liked, viewerId }: LikeableCardProps) {
  const like = useLikeRecipe(viewerId);
  return (
    <GalleryCard
      recipe={recipe}
      liked={liked || like.isPending}
      onLike={() => like.mutate(recipe.id)}
      likeFailed={like.isError}
    />
  );
}
