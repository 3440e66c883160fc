// False on a component's first render and true once that render has been painted: a page can
// draw what fills a phone's first screen at once and the rest in a second, separate task, so no
// single long task builds and lays out the whole page (docs/decisions/0014-speed.md). Preact runs
// effects after the next frame; the timer puts the second render in a task of its own.
import { useEffect, useState } from 'react';

export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPainted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return painted;
}
