// /create-recipe: the 'Add New Recipe' card. The route knows who is signed in and brings the
// sign-in control from the auth feature, so the create-recipe feature needs neither.
import { ButtonLink } from '@/components/ui/button-link';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { SignInControl } from '@/features/auth/components/sign-in-control';
import { CreateRecipe } from '@/features/create-recipe/components/create-recipe';
import styles from './create-recipe.module.css';

export default function CreateRecipeRoute() {
  const { user, isSignedIn, isKnown, isError } = useCurrentUser();
  // The cookie hint counts until the server has answered (or failed to).
  const access = user
    ? 'signed-in'
    : isSignedIn && !isKnown && !isError
      ? 'checking'
      : 'signed-out';
  return (
    <Page title="New recipe">
      <CreateRecipe access={access} signInControl={<SignInControl />} />
      <p className={styles.importLink}>
        Got a recipe from somewhere else?{' '}
        <ButtonLink to={paths.importRecipe()} variant="ghost">
          Import a recipe
        </ButtonLink>
      </p>
    </Page>
  );
}
