import { HOME_HEADING, HOME_LINE } from '@roastie/core';
import { ButtonLink } from '@/components/ui/button-link';
import { ChefRoastie } from '@/components/ui/chef-roastie';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useMarkOnboarded } from '@/features/auth/api/mark-onboarded';
import { HomeGreeting } from '@/features/auth/components/home-greeting';
import { LoginOrCreateAccount } from '@/features/auth/components/login-or-create-account';
import { FirstVisitDialogs } from '@/features/onboarding/components/first-visit-dialogs';
import { FeelingHungryButton } from '@/features/random-recipe/components/feeling-hungry-button';
import { RandomRecipePick } from '@/features/random-recipe/components/random-recipe-pick';
import { RecipeSearchBar } from '@/features/recipe-search/components/recipe-search-bar';
import { SearchResults } from '@/features/recipe-search/components/search-results';
import styles from './home.module.css';

export default function HomeRoute() {
  const { user } = useCurrentUser();
  const markOnboarded = useMarkOnboarded();
  return (
    <>
      <PagePlaceholder
        title={HOME_HEADING}
        documentTitle={null}
        illustration
        art={<ChefRoastie size={140} />}
        eyebrow={<HomeGreeting />}
        line={HOME_LINE}
        action={
          <div className={styles.home}>
            <RecipeSearchBar />
            <div className={styles.actions}>
              <FeelingHungryButton />
              <ButtonLink to={paths.recipeGallery()}>View Recipe Gallery</ButtonLink>
              <LoginOrCreateAccount />
            </div>
            <RandomRecipePick />
            <SearchResults />
          </div>
        }
      />
      <FirstVisitDialogs user={user} onFinishOnboarding={() => markOnboarded.mutate()} />
    </>
  );
}
