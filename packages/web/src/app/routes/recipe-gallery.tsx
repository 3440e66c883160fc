import { preferredFilters, type PreferredFilters } from '@roastie/core';
import { Page } from '@/components/ui/page';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { usePreferences } from '@/features/preferences/api/get-preferences';
import { RecipeGallery } from '@/features/recipe-gallery/components/recipe-gallery';

/**
 * /recipe-gallery: every recipe, or for signed-in cooks their own and the community's, with the
 * GI and diet filters starting from their preferences.
 */
export default function RecipeGalleryRoute() {
  const { user, isSignedIn, isKnown, isError } = useCurrentUser();
  // The cookie hint counts until the server has answered (or failed to).
  const signedIn = user !== null || (isSignedIn && !isKnown && !isError);
  const preferences = usePreferences(user?.userId ?? '');
  // Until a signed-in cook's preferences arrive the gallery waits, rather than showing a page
  // the preferences would then replace. Without an answer it shows everything.
  const preferred: PreferredFilters | 'pending' = !user
    ? signedIn
      ? 'pending'
      : preferredFilters(null)
    : preferences.isPending
      ? 'pending'
      : preferredFilters(preferences.data ?? null);
  return (
    <Page title="Recipe gallery" width="wide">
      <RecipeGallery viewerId={user?.userId ?? null} isSignedIn={signedIn} preferred={preferred} />
    </Page>
  );
}
