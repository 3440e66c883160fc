import { useNavigate } from 'react-router';
import { CloudOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ChefRoastie } from '@/components/ui/chef-roastie';
import { Page } from '@/components/ui/page';
import { PageLoading } from '@/components/ui/page-loading';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { paths } from '@/config/paths';
import {
  useCurrentUser,
  useForgetCurrentUser,
  useUpdateCurrentUser,
} from '@/features/auth/api/get-current-user';
import { SignInControl } from '@/features/auth/components/sign-in-control';
import { PreferencesSection } from '@/features/preferences/components/preferences-section';
import { DeleteAccount } from '@/features/profile/components/delete-account';
import { ProfileCard } from '@/features/profile/components/profile-card';
import styles from './user-profile.module.css';

/** /user-profile: the profile, the preferences questionnaire and account deletion. */
export default function UserProfileRoute() {
  const { user, isKnown, isSignedIn, isError, refetch } = useCurrentUser();
  const updateUser = useUpdateCurrentUser();
  const forgetUser = useForgetCurrentUser();
  const navigate = useNavigate();

  if (!user) {
    if (isError) {
      return (
        <PagePlaceholder
          title="Your profile"
          documentTitle="Profile"
          art={<CloudOff size={36} />}
          line="Chef Roastie can’t reach the kitchen to fetch your profile. Check your connection and try again."
          action={<Button onClick={refetch}>Try again</Button>}
        />
      );
    }
    if (isSignedIn && !isKnown) {
      return (
        <Page title="Profile">
          <PageLoading />
        </Page>
      );
    }
    // Signed out: the sign-in control, whose button reads Login (docs/product.md section 2, profile).
    return (
      <PagePlaceholder
        title="Your profile"
        documentTitle="Profile"
        illustration
        art={<ChefRoastie size={120} />}
        line="Login to see your recipes, your saved favourites and how long you’ve been roasting."
        action={
          <div className={styles.signIn}>
            <SignInControl />
          </div>
        }
      />
    );
  }

  return (
    <Page title="Profile">
      <div className={styles.stack}>
        <ProfileCard user={user} onAvatarChanged={(avatarUrl) => updateUser({ avatarUrl })} />
        <PreferencesSection user={user} />
        <DeleteAccount
          onDeleted={() => {
            forgetUser();
            void navigate(paths.home(), { replace: true });
          }}
        />
      </div>
    </Page>
  );
}
