// Saved recipes (docs/product.md section 2): the cards of the recipes the signed-in cook liked, each
// always shown as liked.
import { Heart } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { BackToTop } from './back-to-top';
import { GalleryCard } from './gallery-card';
import { RecipeGrid } from './recipe-grid';
import styles from './saved-recipes.module.css';

export function SavedRecipes({ viewerId }: { viewerId: string }) {
  return (
    <div className={styles.saved}>
      <header className={styles.header}>
        <h1 id="page-title" tabIndex={-1} className={styles.title}>
          Saved recipes
        </h1>
        <p className={styles.line}>Every recipe you’ve hearted, one tap from tonight’s dinner.</p>
      </header>
      <RecipeGrid
        filters={{ liked: 'me' }}
        viewerId={viewerId}
        renderCard={(recipe) => <GalleryCard recipe={recipe} liked />}
        empty={
          <>
            <Heart size={32} aria-hidden="true" className={styles.heart} />
            <p>
              No saved recipes yet. Tap the heart on any recipe you fancy and Chef Roastie will keep
              it here for you.
            </p>
            <ButtonLink to={paths.recipeGallery()} variant="secondary">
              Browse the recipe gallery
            </ButtonLink>
          </>
        }
      />
      <BackToTop focusTargetId="page-title" />
    </div>
  );
}
