// Unsaved work is not lost by accident (issue 15): while `dirty`, leaving through the app (a link,
// Cancel, the browser's Back) is held until the cook answers the app's own dialog, and closing or
// reloading the tab asks through the browser's beforeunload prompt (the only one a page may show
// there). The caller renders the dialog from `blocked`, then calls `leave` or `stay`.
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers want a returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    blocked: blocker.state === 'blocked',
    leave: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
  };
}
