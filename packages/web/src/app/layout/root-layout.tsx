import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { AppShell } from './app-shell';
import { NavigationProgress } from './navigation-progress';

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <AppShell>
        <Outlet />
      </AppShell>
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's code loads: the shell is there at once, the page follows. */
export function RootHydrateFallback() {
  return (
    <AppShell>
      <PageLoading />
    </AppShell>
  );
}
