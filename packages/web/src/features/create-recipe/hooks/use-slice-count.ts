// The pizza loader's clock (docs/product.md section 9: the loading animation advances every 1 second):
// one more slice each second, back to one after the whole pizza, for as long as it is shown.
import { useEffect, useState } from 'react';

export const SLICE_INTERVAL_MS = 1000;

export function useSliceCount(slices: number): number {
  const [count, setCount] = useState(1);
  useEffect(() => {
    const timer = setInterval(() => setCount((n) => (n >= slices ? 1 : n + 1)), SLICE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [slices]);
  return count;
}
