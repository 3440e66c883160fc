// Focus a field the moment it appears, for the autoFocus prop of TextField and TextArea. The
// autofocus attribute only works while a page loads; the runtime the app ships (Preact,
// docs/decisions/0021-preact-runtime.md) sets the attribute and no more, so the field focuses
// itself, in the same frame it is drawn.
import { useLayoutEffect } from 'react';

export function useFocusOnMount(id: string, enabled: boolean | undefined): void {
  useLayoutEffect(() => {
    if (enabled) document.getElementById(id)?.focus();
    // Only on mount, as autofocus does: a later re-render must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
