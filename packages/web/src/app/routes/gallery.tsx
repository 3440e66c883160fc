import { Page } from '@/components/ui/page';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { SignInControl } from '@/features/auth/components/sign-in-control';
import { FoodMemoryGallery } from '@/features/food-memories/components/food-memory-gallery';

/** /gallery: the Food Memory gallery, with the sign-in control handed in for visitors. */
export default function GalleryRoute() {
  const { user, isSignedIn, isKnown, isError } = useCurrentUser();
  // The cookie hint counts until the server has answered (or failed to).
  const signedIn = user !== null || (isSignedIn && !isKnown && !isError);
  return (
    <Page title="Food memories" width="wide">
      <FoodMemoryGallery
        viewerId={user?.userId ?? null}
        isSignedIn={signedIn}
        signIn={<SignInControl />}
      />
    </Page>
  );
}
