import { useRef, type ReactNode } from 'react';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useFocusOnNavigate } from './use-focus-on-navigate';
import styles from './app-shell.module.css';

/** What every page sits in: header with menu, the page, a footer and the bottom navigation. */
export function AppShell({ children }: { children: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigate(mainRef);
  return (
    <div className={styles.shell}>
      <SkipLink />
      <AppHeader />
      <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <AppFooter />
      <BottomNav />
    </div>
  );
}
