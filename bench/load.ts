// One bounded load run, generated on a worker thread: the load generator sharing the event loop
// of the server it measures would take that server's time (sending, parsing, timing every
// response) and count it as the server's, which a real client on another machine never does.
// The ceiling is measured the same way, so ratios stay like for like.
// docs/decisions/0014-speed.md.
import { Worker } from 'node:worker_threads';
import type { LoadOptions, LoadRequest, LoadResult } from './load-generator.ts';

export type { LoadRequest, LoadResult } from './load-generator.ts';

/** Loads `origin` with the requests in turn on each connection, for `seconds`. */
export function measureLoad(
  origin: string,
  requests: LoadRequest[],
  options: LoadOptions,
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // A worker does not take the parent's --import tsx loader (Node 20), so it loads the
    // TypeScript worker through tsx's own import.
    const tsImport = JSON.stringify(import.meta.resolve('tsx/esm/api'));
    const script = JSON.stringify(new URL('./load-worker.ts', import.meta.url).href);
    const worker = new Worker(
      `import(${tsImport}).then(({ tsImport }) => tsImport(${script}, ${script}))`,
      { eval: true, workerData: { origin, requests, options } },
    );
    // Only the result: tsx's loader may use the same port for its own messages.
    worker.on('message', (message: { loadResult?: LoadResult }) => {
      if (message?.loadResult) resolve(message.loadResult);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker stopped with code ${code}`));
    });
  });
}
