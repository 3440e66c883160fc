import { Page } from '@/components/ui/page';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { LoginOrCreateAccount } from '@/features/auth/components/login-or-create-account';
import { USER_ID_COOKIE } from '@/features/auth/lib/user-id-cookie';
import { ShoppingListScreen } from '@/features/shopping/components/shopping-list-screen';
import { readCookie } from '@/lib/cookies';

/**
 * /shop: the shopping list. A visitor's list stays in this browser; a signed-in cook's syncs.
 * Until the server says who is signed in (or when it cannot be reached, offline), the cookie
 * hint picks whose copy to show, and nothing is sent until the server confirms.
 */
export default function ShopRoute() {
  const { user, isKnown, refetch } = useCurrentUser();
  const owner = user?.userId ?? (isKnown ? null : (readCookie(USER_ID_COOKIE) ?? null));
  return (
    <Page title="Shopping list">
      <ShoppingListScreen
        identity={{ owner, confirmed: isKnown, onUnauthorized: refetch }}
        signInPrompt={<LoginOrCreateAccount />}
      />
    </Page>
  );
}
