// A page drawn in stages, each in a task of its own after the previous one has been painted: a
// phone's first screen at once, then the rest a part at a time, so no single long task builds and
// lays out the whole page (docs/decisions/0014-speed.md). Preact runs effects after the next
// frame; the timer puts each stage's render in a task of its own.
import { useEffect, useState } from 'react';

/** How many of `stages` later parts have been drawn so far (0 on the first render). */
export function usePaintedStages(stages: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= stages) return;
    const timer = setTimeout(() => setShown((count) => count + 1), 0);
    return () => clearTimeout(timer);
  }, [shown, stages]);
  return shown;
}

/** False on a component's first render and true once that render has been painted. */
export function useAfterFirstPaint(): boolean {
  return usePaintedStages(1) > 0;
}
