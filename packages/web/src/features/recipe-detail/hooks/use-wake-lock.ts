// Keeps the screen on while cook mode is open (Screen Wake Lock API), where the browser has it;
// elsewhere it does nothing. The browser releases the lock when the tab is hidden, so it is asked
// for again when the cook comes back (docs/decisions/0016-cooking-from-a-recipe.md).
import { useEffect, useState } from 'react';

export function useWakeLock(active: boolean): { supported: boolean; held: boolean } {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!active || !supported) return;
    let sentinel: WakeLockSentinel | null = null;
    let cancelled = false;
    const request = async () => {
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (cancelled) {
          void lock.release();
          return;
        }
        sentinel = lock;
        setHeld(true);
        lock.addEventListener('release', () => setHeld(false));
      } catch {
        // Refused (battery saver, no user gesture): the recipe still works, the screen may dim.
        setHeld(false);
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && (!sentinel || sentinel.released))
        void request();
    };
    void request();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release();
      setHeld(false);
    };
  }, [active, supported]);

  return { supported, held };
}
