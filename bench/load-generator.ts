// One bounded load run with autocannon: requests per second and latency percentiles (p95 is not
// among autocannon's own, so every response time is kept and the percentiles computed here).
// Runs on a worker thread (load.ts), never on the event loop of the server it measures.
import autocannon from 'autocannon';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export interface LoadOptions {
  seconds: number;
  connections: number;
  /** Where in the list to start: a run in slices goes on where the last slice stopped. */
  offset?: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Every response time, sorted, so slices of one measurement can be put together. */
  times: number[];
  /** How long it ran, and how many requests it sent. */
  seconds: number;
  sent: number;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Loads `origin` with the requests in turn on each connection, for `seconds`. */
export async function generateLoad(
  origin: string,
  requests: LoadRequest[],
  { seconds, connections, offset = 0 }: LoadOptions,
): Promise<LoadResult> {
  const times: number[] = [];
  let sent = offset;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        // One request slot, filled from the list in turn across all connections: every
        // connection walking the list from its start would send each request 32 times at once,
        // and a list of distinct searches would no longer be distinct.
        requests: [
          {
            setupRequest: (request) => {
              const next = requests[sent++ % requests.length]!;
              return {
                ...request,
                method: next.method,
                path: next.path,
                headers: next.body === undefined ? {} : { 'content-type': 'application/json' },
                body: next.body === undefined ? undefined : JSON.stringify(next.body),
              };
            },
          },
        ],
      },
      (err, done) => (err ? reject(err) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    // Counted here: on a worker thread autocannon hands back its raw result, not its summary.
    rps: times.length / result.duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.non2xx,
    times,
    seconds: result.duration,
    sent: sent - offset,
  };
}
