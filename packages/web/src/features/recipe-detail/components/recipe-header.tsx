// The top of a recipe: photo, name, description, who wrote it ('By first last', or Chef Roastie
// when nobody did) and the facts at a glance.
import { RECIPE_HERO_IMAGE_SIZES, recipePhotoAlt, type Recipe } from '@roastie/core';
import { Clock, Leaf, Users } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { ChefRoastie } from '@/components/ui/chef-roastie';
import { RecipeImage } from '@/components/ui/recipe-image';
import { TypeChip } from '@/components/ui/type-chip';
import styles from './recipe-header.module.css';

export const CHEF_ROASTIE = 'Chef Roastie';

export function authorNameOf(author: Recipe['author']): string {
  return author?.fullName.trim() || CHEF_ROASTIE;
}

export function RecipeHeader({ recipe }: { recipe: Recipe }) {
  return (
    <>
      <RecipeImage
        image={recipe.image}
        imageSrcSet={recipe.imageSrcSet}
        imagePlaceholder={recipe.imagePlaceholder}
        alt={recipePhotoAlt(recipe.name)}
        sizes={RECIPE_HERO_IMAGE_SIZES}
        priority
        className={styles.image}
      />
      <div className={styles.text}>
        <h1 id="page-title" className={styles.name}>
          {recipe.name}
        </h1>
        <p className={styles.description}>{recipe.description}</p>
        <p className={styles.author}>
          {recipe.author ? (
            <Avatar src={recipe.author.avatarUrl} alt="" size={40} />
          ) : (
            <ChefRoastie size={40} className={styles.chef} />
          )}
          <span>By {authorNameOf(recipe.author)}</span>
        </p>
        <ul className={styles.facts} aria-label="At a glance">
          <li>
            <TypeChip type={recipe.type} />
          </li>
          <li className={styles.fact}>
            <Clock size={18} aria-hidden="true" /> {recipe.cook_time} min
          </li>
          <li className={styles.fact}>
            <Users size={18} aria-hidden="true" /> Serves {recipe.servings}
          </li>
          {recipe.diet ? (
            <li className={styles.fact}>
              <Leaf size={18} aria-hidden="true" />
              <span className={styles.diet}>{recipe.diet}</span>
            </li>
          ) : null}
        </ul>
      </div>
    </>
  );
}
