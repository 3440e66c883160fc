import { ButtonLink } from '@/components/ui/button-link';
import { ChefRoastie } from '@/components/ui/chef-roastie';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { paths } from '@/config/paths';

/** The 404 page: the `*` route and any "not found" error show it. */
export function NotFoundPage() {
  return (
    <PagePlaceholder
      title="This page has gone up in smoke"
      documentTitle="Not found"
      illustration
      art={<ChefRoastie size={140} expression="surprised" />}
      line="Chef Roastie checked every cupboard and it isn’t in any of them. Did someone eat it?"
      action={<ButtonLink to={paths.home()}>Take me home</ButtonLink>}
    />
  );
}
