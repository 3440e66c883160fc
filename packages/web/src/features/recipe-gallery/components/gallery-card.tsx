// A gallery card (docs/product.md section 2): image, name link, description, glycemic index, type, the
// author's avatar and @name, and the like button with its count.
import type { RecipeCard } from '@roastie/core';
import { GiChip } from '@/components/ui/gi-chip';
import { RecipeCard as Card } from '@/components/ui/recipe-card';
import { TypeChip } from '@/components/ui/type-chip';
import { paths } from '@/config/paths';
import { AuthorBadge } from './author-badge';
import { LikeButton } from './like-button';

interface GalleryCardProps {
  recipe: RecipeCard;
  liked: boolean;
  /** Left out when the heart is not a button (signed out, saved recipes). */
  onLike?: () => void;
  likeFailed?: boolean;
}

export function GalleryCard({ recipe, liked, onLike, likeFailed }: GalleryCardProps) {
  return (
    <Card
      to={paths.recipe(recipe.id)}
      name={recipe.name}
      description={recipe.description}
      image={recipe.image}
      imageSrcSet={recipe.imageSrcSet}
      imagePlaceholder={recipe.imagePlaceholder}
      meta={
        <>
          <GiChip value={recipe.glycemic_index} band={recipe.gi_band} />
          <GiChip label="GL" value={recipe.glycemic_load} band={recipe.gl_band} />
          <TypeChip type={recipe.type} />
        </>
      }
      footer={
        <>
          <AuthorBadge author={recipe.author} />
          <LikeButton
            recipeName={recipe.name}
            likes={recipe.likes}
            liked={liked}
            onLike={onLike}
            failed={likeFailed}
          />
        </>
      }
    />
  );
}
