// An endpoint and its ceiling measured in turns: a bare server and the app alternate in short
// slices, so both see the machine as it is in the same seconds. On a shared machine the speed
// of the moment can halve between two 5-second runs one after the other (docs/decisions/0014-speed.md);
// a ratio of two such runs measured the neighbours, not the app.
import {
  percentile,
  type LoadOptions,
  type LoadRequest,
  type LoadResult,
} from './load-generator.ts';
import { measureLoad } from './load.ts';

/** Slices of each side; the time per side is split between them. */
export const SLICES = 4;

function together(slices: readonly LoadResult[]): LoadResult {
  const times = slices.flatMap((slice) => slice.times).sort((a, b) => a - b);
  const seconds = slices.reduce((sum, slice) => sum + slice.seconds, 0);
  return {
    rps: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: slices.reduce((sum, slice) => sum + slice.errors, 0),
    times,
    seconds,
    sent: slices.reduce((sum, slice) => sum + slice.sent, 0),
  };
}

/** The app at `origin` and the bare server at `ceiling`, in alternating slices of one run. */
export async function measureAgainstCeiling(
  origin: string,
  ceiling: string,
  requests: LoadRequest[],
  { seconds, connections }: LoadOptions,
): Promise<{ real: LoadResult; bare: LoadResult }> {
  const real: LoadResult[] = [];
  const bare: LoadResult[] = [];
  let offset = 0;
  for (let slice = 0; slice < SLICES; slice++) {
    const options = { seconds: seconds / SLICES, connections };
    bare.push(await measureLoad(ceiling, requests, options));
    // The app goes on through the list where it stopped: distinct searches stay distinct.
    const part = await measureLoad(origin, requests, { ...options, offset });
    offset += part.sent;
    real.push(part);
  }
  return { real: together(real), bare: together(bare) };
}
