// When a recipe cannot be shown: a friendly 404 in Chef Roastie's voice, or, when the kitchen
// could not be reached, a way to try again.
import { CloudOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { ChefRoastie } from '@/components/ui/chef-roastie';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { paths } from '@/config/paths';
import styles from './recipe-problem.module.css';

export function RecipeNotFound() {
  return (
    <PagePlaceholder
      title="This recipe has left the kitchen"
      documentTitle="Recipe not found"
      illustration
      art={<ChefRoastie size={140} expression="surprised" />}
      line="Chef Roastie looked in every pot and pan, but there’s no recipe here. It may have been deleted, or the link lost a letter on the way."
      action={
        <div className={styles.actions}>
          <ButtonLink to={paths.recipeGallery()}>Browse the recipe gallery</ButtonLink>
          <ButtonLink to={paths.home()} variant="secondary">
            Take me home
          </ButtonLink>
        </div>
      }
    />
  );
}

export function RecipeLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <PagePlaceholder
      title="This recipe got stuck in the oven"
      documentTitle="Recipe"
      art={<CloudOff size={36} />}
      line="Chef Roastie couldn’t fetch it just now: the kitchen may be busy or your connection resting. Give it another go."
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}
