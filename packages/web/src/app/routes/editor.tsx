import { useLocation, useSearchParams } from 'react-router';
import { NotebookPen } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { Page } from '@/components/ui/page';
import { PageLoading } from '@/components/ui/page-loading';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useRecipe } from '@/features/recipe-detail/api/get-recipe';
import {
  RecipeLoadError,
  RecipeNotFound,
} from '@/features/recipe-detail/components/recipe-problem';
import {
  ExistingRecipeEditor,
  NewRecipeEditor,
} from '@/features/recipe-editor/components/editor-entry';

/** docs/product.md section 2: editing requires login. */
export const LOGIN_REQUIRED_MESSAGE = 'Please log in to create or edit recipes';

/** /editor, /editor?recipeId={id} (edit, saved by PUT) or /editor?recipe={draft JSON} (new). */
export default function EditorRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { user, isSignedIn, isKnown, isError } = useCurrentUser();
  const recipeId = params.get('recipeId');

  if (!user) {
    if (isSignedIn && !isKnown && !isError) {
      return (
        <Page title="Recipe editor">
          <PageLoading />
        </Page>
      );
    }
    return (
      <PagePlaceholder
        title="Recipe editor"
        art={<NotebookPen size={36} />}
        line={LOGIN_REQUIRED_MESSAGE}
        action={
          <ButtonLink to={paths.login(`${location.pathname}${location.search}`)}>Login</ButtonLink>
        }
      />
    );
  }
  if (recipeId) return <EditExisting recipeId={recipeId} viewerId={user.userId} />;
  return <NewRecipeEditor draftJson={params.get('recipe')} />;
}

function EditExisting({ recipeId, viewerId }: { recipeId: string; viewerId: string }) {
  const recipe = useRecipe(recipeId, viewerId);
  if (recipe.isError) {
    const status = recipe.error instanceof ApiError ? recipe.error.status : 0;
    if (status === 404 || status === 400) return <RecipeNotFound />;
    return <RecipeLoadError onRetry={() => void recipe.refetch()} />;
  }
  if (!recipe.data) {
    return (
      <Page title="Recipe editor">
        <PageLoading label="Fetching the recipe…" />
      </Page>
    );
  }
  return <ExistingRecipeEditor key={recipeId} recipe={recipe.data} viewerId={viewerId} />;
}
