// `npm run bench`: starts the real app on a throwaway PGlite database on 127.0.0.1, loads each
// endpoint for a bounded time with autocannon, and prints throughput, latency and memory, with
// each endpoint's throughput as a ratio of the baseline measured in the same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../packages/server/src/app.ts';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { seedDatabase } from '../packages/server/src/db/seed/seed-database.ts';
import { seedRecipeLibrary } from '../packages/server/src/db/seed/seed-recipe-library.ts';
import { loadConfig } from '../packages/server/src/env.ts';
import { benchGeneration } from './generation.ts';
import { endpoints } from './http-endpoints.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roastie-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  PORT: '0',
  // The generation bench asks many times as one cook.
  GENERATION_RATE_LIMIT: '100000',
  GENERATION_DAILY_QUOTA: '100000',
});
const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
await seedDatabase(database.db);
const app = await buildApp({ config, database, logger: false });
await app.ready();
await seedRecipeLibrary(database, app.media);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
console.log(
  `Roastie HTTP bench: ${SECONDS}s per endpoint, ${CONNECTIONS} connections, ${os.cpus().length} cores`,
);
console.log(`memory at start: rss ${mb(process.memoryUsage().rss)} MB`);
console.log('');
console.log(
  'endpoint'.padEnd(44),
  'req/s'.padStart(9),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'ratio'.padStart(7),
  'errors'.padStart(7),
);

let baseline = 0;
for (const endpoint of endpoints) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${endpoint.path}`,
    method: endpoint.method,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: endpoint.body ? { 'content-type': 'application/json' } : {},
    body: endpoint.body ? JSON.stringify(endpoint.body) : undefined,
  });
  const rps = result.requests.average;
  if (baseline === 0) baseline = rps;
  const errors = result.errors + result.non2xx;
  console.log(
    endpoint.name.padEnd(44),
    rps.toFixed(0).padStart(9),
    result.latency.p50.toFixed(1).padStart(8),
    result.latency.p99.toFixed(1).padStart(8),
    (rps / baseline).toFixed(2).padStart(7),
    String(errors).padStart(7),
  );
}
console.log('');
await benchGeneration(`http://127.0.0.1:${port}`, Number(process.env.BENCH_GENERATIONS ?? 30));
console.log('');
console.log(
  `memory at end: rss ${mb(process.memoryUsage().rss)} MB, heap ${mb(process.memoryUsage().heapUsed)} MB`,
);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
