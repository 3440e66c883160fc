import { ScrollRestoration, useOutlet } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { AppShell } from './app-shell';
import { NavigationProgress } from './navigation-progress';

/**
 * The shell around every page. It is also the hydrate fallback (router.tsx): while the first
 * page's code loads the shell is there at once with a loading page, and because it is the same
 * component when the page arrives, React keeps it, so a menu opened meanwhile stays open.
 */
export function RootLayout() {
  const page = useOutlet();
  return (
    <>
      <NavigationProgress />
      <AppShell>{page ?? <PageLoading />}</AppShell>
      <ScrollRestoration />
    </>
  );
}
