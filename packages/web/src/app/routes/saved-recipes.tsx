import { Heart } from 'lucide-react';
import { Page } from '@/components/ui/page';
import { PageLoading } from '@/components/ui/page-loading';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { LoginOrCreateAccount } from '@/features/auth/components/login-or-create-account';
import { SavedRecipes } from '@/features/recipe-gallery/components/saved-recipes';

/** /saved-recipes: the recipes the signed-in cook liked; visitors are asked to sign in. */
export default function SavedRecipesRoute() {
  const { user, isSignedIn, isKnown, isError } = useCurrentUser();
  if (user) {
    return (
      <Page title="Saved recipes" width="wide">
        <SavedRecipes viewerId={user.userId} />
      </Page>
    );
  }
  if (isSignedIn && !isKnown && !isError) {
    return (
      <Page title="Saved recipes">
        <PageLoading />
      </Page>
    );
  }
  return (
    <PagePlaceholder
      title="Saved recipes"
      art={<Heart size={36} />}
      line="Sign in and every recipe you heart lands here, so tonight’s dinner is one tap away."
      action={<LoginOrCreateAccount variant="primary" />}
    />
  );
}
