// /import-recipe: 'Import a recipe' for a signed-in cook; a visitor is asked to log in first, as the
// editor does (docs/product.md section 2).
import { FileInput } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { Page } from '@/components/ui/page';
import { PageLoading } from '@/components/ui/page-loading';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { ImportRecipe } from '@/features/recipe-import/components/import-recipe';

export const IMPORT_TITLE = 'Import a recipe';

export default function ImportRecipeRoute() {
  const location = useLocation();
  const { user, isSignedIn, isKnown, isError } = useCurrentUser();
  if (user) {
    return (
      <Page title={IMPORT_TITLE}>
        <ImportRecipe />
      </Page>
    );
  }
  if (isSignedIn && !isKnown && !isError) {
    return (
      <Page title={IMPORT_TITLE}>
        <PageLoading />
      </Page>
    );
  }
  return (
    <PagePlaceholder
      title={IMPORT_TITLE}
      art={<FileInput size={36} />}
      line="Please log in to import recipes"
      action={<ButtonLink to={paths.login(location.pathname)}>Login</ButtonLink>}
    />
  );
}
