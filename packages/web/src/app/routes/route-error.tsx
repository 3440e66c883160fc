import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Flame } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { paths } from '@/config/paths';
import { reloadPage } from '@/lib/reload-page';
import { NotFoundPage } from '../layout/not-found-page';
import styles from './route-error.module.css';

/** When a page fails to load or render: a way back, never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <PagePlaceholder
      title="Something got burnt"
      documentTitle="Something went wrong"
      art={<Flame size={36} />}
      line="Chef Roastie dropped this page on the way to the table. A reload usually sorts it out."
      action={
        <div className={styles.actions}>
          <Button onClick={reloadPage}>Reload</Button>
          <ButtonLink to={paths.home()} variant="secondary">
            Go home
          </ButtonLink>
        </div>
      }
    />
  );
}
