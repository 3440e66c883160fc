// The heart and like count on a recipe (docs/product.md section 4): signed in, tapping likes (POST) and
// tapping again unlikes (DELETE), the heart filled while liked. Signed out it only shows.
import type { Recipe } from '@roastie/core';
import { Heart } from 'lucide-react';
import { useLikeRecipe } from '../api/like-recipe';
import { useUnlikeRecipe } from '../api/unlike-recipe';
import styles from './like-toggle.module.css';
import { pluralNoun } from '@/lib/count-label';

interface LikeToggleProps {
  recipe: Recipe;
  viewerId: string | null;
  isSignedIn: boolean;
}

const likesLabel = (likes: number) =>
  `${likes} ${pluralNoun(likes, { one: 'like', other: 'likes' })}`;

export function LikeToggle({ recipe, viewerId, isSignedIn }: LikeToggleProps) {
  const like = useLikeRecipe(recipe.id, viewerId);
  const unlike = useUnlikeRecipe(recipe.id, viewerId);
  const liked = recipe.likedByMe;
  const heart = <Heart size={22} aria-hidden="true" fill={liked ? 'currentColor' : 'none'} />;
  const failed = like.isError || unlike.isError;
  const pending = like.isPending || unlike.isPending;

  if (!isSignedIn) {
    return (
      <span className={styles.static}>
        {heart}
        <span>{likesLabel(recipe.likes)}</span>
      </span>
    );
  }
  return (
    <span className={styles.wrap}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={liked}
        aria-busy={pending}
        onClick={() => {
          // Not disabled while the call is on its way: focus stays on the button.
          if (pending) return;
          if (liked) unlike.mutate();
          else like.mutate();
        }}
      >
        {heart}
        <span className="visually-hidden">Like</span>
        <span aria-hidden="true">{recipe.likes}</span>
      </button>
      <span className="visually-hidden">{likesLabel(recipe.likes)}</span>
      <span role="status" className={styles.failed}>
        {failed ? 'That didn’t stick. Please try again.' : ''}
      </span>
    </span>
  );
}
