import { Page } from '@/components/ui/page';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { RecipeGallery } from '@/features/recipe-gallery/components/recipe-gallery';

/** /recipe-gallery: every recipe, or for signed-in cooks their own and the community's. */
export default function RecipeGalleryRoute() {
  const { user, isSignedIn, isKnown, isError } = useCurrentUser();
  // The cookie hint counts until the server has answered (or failed to).
  const signedIn = user !== null || (isSignedIn && !isKnown && !isError);
  return (
    <Page title="Recipe gallery" width="wide">
      <RecipeGallery viewerId={user?.userId ?? null} isSignedIn={signedIn} />
    </Page>
  );
}
