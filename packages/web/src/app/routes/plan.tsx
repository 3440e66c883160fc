import { useCallback } from 'react';
import { CalendarRange } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { isIsoWeek, isoWeekOf, localDate, type IsoWeek } from '@roastie/core';
import { Page } from '@/components/ui/page';
import { PageLoading } from '@/components/ui/page-loading';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { LoginOrCreateAccount } from '@/features/auth/components/login-or-create-account';
import { USER_ID_COOKIE } from '@/features/auth/lib/user-id-cookie';
import { PlanScreen, type ShopTheWeek } from '@/features/meal-plan/components/plan-screen';
import { useAddRecipesToList } from '@/features/shopping/hooks/use-add-recipes-to-list';
import { readCookie } from '@/lib/cookies';

const rules = new Intl.PluralRules('en-GB');
const countOf = (n: number, one: string, other: string) =>
  `${n} ${rules.select(n) === 'one' ? one : other}`;

interface SignedInPlanProps {
  userId: string;
  /** The server said who is signed in (else the cookie hint, offline). */
  confirmed: boolean;
  onUnauthorized: () => void;
}

function SignedInPlan({ userId, confirmed, onUnauthorized }: SignedInPlanProps) {
  const [params, setParams] = useSearchParams();
  const today = localDate(new Date());
  const asked = params.get('week') ?? '';
  const week: IsoWeek = isIsoWeek(asked) ? asked : isoWeekOf(today);
  const placing = params.get('add');

  const addToList = useAddRecipesToList({ owner: userId, confirmed, onUnauthorized });
  const shop: ShopTheWeek = useCallback(
    async (recipes) => {
      const added = await addToList(recipes);
      const servings = recipes.reduce((sum, r) => sum + r.servings, 0);
      let message = `Added ${countOf(added.recipes, 'recipe', 'recipes')} (${countOf(servings, 'serving', 'servings')}) to your shopping list.`;
      if (added.skipped.length > 0) {
        message += ` Left out (nothing to weigh): ${added.skipped.join(', ')}.`;
      }
      if (added.failed.length > 0) {
        message += ` ${countOf(added.failed.length, 'recipe', 'recipes')} could not be added.`;
      }
      return message;
    },
    [addToList],
  );

  return (
    <Page title="Meal plan" width="wide">
      <PlanScreen
        owner={userId}
        week={week}
        today={today}
        placing={placing}
        onWeekChange={(next) =>
          setParams((current) => {
            current.set('week', next);
            return current;
          })
        }
        onPlaced={() =>
          setParams((current) => {
            current.delete('add');
            return current;
          })
        }
        onShop={shop}
      />
    </Page>
  );
}

/**
 * /plan: the signed-in cook's meal plan (docs/product.md section 10). The week and a recipe waiting
 * to be placed ("Plan it" on a recipe page) live in the address, so a week can be bookmarked and
 * the back button walks weeks. The week goes to the shopping list through the list's own rules.
 */
export default function PlanRoute() {
  const { user, isSignedIn, isKnown, isError, refetch } = useCurrentUser();
  // Until the server says who is signed in (or when it cannot be reached, offline), the cookie
  // hint picks whose plan this device shows; its saved copy is read-only until the server answers.
  const owner = user?.userId ?? (isKnown ? null : (readCookie(USER_ID_COOKIE) ?? null));
  if (owner) {
    return <SignedInPlan userId={owner} confirmed={isKnown} onUnauthorized={refetch} />;
  }
  if (isSignedIn && !isError) {
    return (
      <Page title="Meal plan">
        <PageLoading />
      </Page>
    );
  }
  return (
    <PagePlaceholder
      title="Meal plan"
      art={<CalendarRange size={36} />}
      line="Sign in to plan your week: every day’s glycemic load in view, and the whole week on your shopping list in one tap."
      action={<LoginOrCreateAccount variant="primary" />}
    />
  );
}
