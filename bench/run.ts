// `npm run bench`: the real app on 127.0.0.1, on PGlite with 10,000 synthetic recipes and on
// PostgreSQL with 100,000 (a scratch database, dropped at the end), each endpoint loaded for a
// bounded time with autocannon next to a bare node:http server sending the same bytes (the
// ceiling), the two in alternating slices (against-ceiling.ts). Prints req/s, p50/p95/p99 and
// each ratio; asserts nothing. On PGlite it then runs
// mixed traffic (every endpoint interleaved) at 50 connections for 2 minutes. `-- --quick` runs a
// small version (1,000 and 5,000 recipes, 2 s per endpoint, 5 s of mixed traffic).
// docs/decisions/0014-speed.md.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app.ts';
import { openDatabase, type DatabaseTarget } from '../packages/server/src/db/client.ts';
import { seedDatabase } from '../packages/server/src/db/seed/seed-database.ts';
import { loadConfig } from '../packages/server/src/env.ts';
import { recordResponse, startCeiling } from './ceiling.ts';
import { benchGeneration } from './generation.ts';
import { measureAgainstCeiling } from './against-ceiling.ts';
import { measureLoad } from './load.ts';
import { buildScenarios, mixedTraffic } from './scenarios.ts';
import { seedSyntheticLibrary } from './synthetic-library.ts';

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false } } });
const quick = values.quick;
const SECONDS = Number(process.env.BENCH_SECONDS ?? (quick ? 2 : 5));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? (quick ? 5 : 120));
const MIXED_CONNECTIONS = Number(process.env.BENCH_MIXED_CONNECTIONS ?? 50);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const ms = (value: number) => value.toFixed(1).padStart(8);

async function benchTarget(
  label: string,
  target: DatabaseTarget,
  recipes: number,
  dataDir: string,
) {
  const database = await openDatabase(target);
  await seedDatabase(database.db);
  const seedStart = performance.now();
  const ids = await seedSyntheticLibrary(database.db, { recipes });
  const seedSeconds = (performance.now() - seedStart) / 1000;
  // A PostgreSQL server vacuums a table after a hundred thousand inserts of its own accord
  // (autovacuum); done now, so the endpoints are measured on the library as it settles, not
  // beside a vacuum of the whole table on the same two cores. PGlite never vacuums by itself.
  if (database.kind === 'postgres') await database.db.execute(sql`vacuum (analyze)`);
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    GENERATION_RATE_LIMIT: '100000',
    GENERATION_DAILY_QUOTA: '100000',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  console.log('');
  console.log(
    `${label}: ${recipes.toLocaleString('en')} recipes (seeded in ${seedSeconds.toFixed(0)} s), ` +
      `${SECONDS} s per endpoint, ${CONNECTIONS} connections; rss ${mb(process.memoryUsage().rss)} MB`,
  );
  console.log(
    'endpoint'.padEnd(40),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'ceiling'.padStart(8),
    'ratio'.padStart(6),
    'errors'.padStart(6),
  );
  const scenarios = await buildScenarios(origin, ids);
  for (const scenario of scenarios) {
    const ceiling = await startCeiling(await recordResponse(origin, scenario.requests[0]!));
    const { real, bare } = await measureAgainstCeiling(origin, ceiling.origin, scenario.requests, {
      seconds: SECONDS,
      connections: CONNECTIONS,
    });
    await ceiling.close();
    console.log(
      scenario.name.padEnd(40),
      real.rps.toFixed(0).padStart(8),
      ms(real.p50),
      ms(real.p95),
      ms(real.p99),
      bare.rps.toFixed(0).padStart(8),
      (real.rps / bare.rps).toFixed(2).padStart(6),
      String(real.errors).padStart(6),
    );
  }
  if (target.kind !== 'postgres') {
    const mixed = await measureLoad(origin, mixedTraffic(scenarios).requests, {
      seconds: MIXED_SECONDS,
      connections: MIXED_CONNECTIONS,
    });
    console.log(
      `mixed traffic, ${MIXED_CONNECTIONS} connections, ${MIXED_SECONDS} s`.padEnd(40),
      mixed.rps.toFixed(0).padStart(8),
      ms(mixed.p50),
      ms(mixed.p95),
      ms(mixed.p99),
      '-'.padStart(8),
      '-'.padStart(6),
      String(mixed.errors).padStart(6),
    );
    console.log('');
    await benchGeneration(origin, Number(process.env.BENCH_GENERATIONS ?? (quick ? 5 : 30)));
  }
  console.log(`memory at end: rss ${mb(process.memoryUsage().rss)} MB`);
  await app.close();
  await database.close();
}

console.log(
  `Roastie bench${quick ? ' (quick)' : ''}: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}, ` +
    `node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}`,
);

const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roastie-bench-'));
try {
  await benchTarget(
    'PGlite',
    { kind: 'pglite', dataDir: path.join(pgliteDir, 'db') },
    quick ? 1_000 : 10_000,
    pgliteDir,
  );
} finally {
  fs.rmSync(pgliteDir, { recursive: true, force: true });
}

const scratch = `roastie_bench_${crypto.randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: POSTGRES_URL });
const reachable = await admin.connect().then(
  () => true,
  (err: unknown) => {
    console.log(`\nPostgreSQL at ${POSTGRES_URL} not reachable (${String(err)}): skipped.`);
    return false;
  },
);
if (reachable) {
  await admin.query(`create database ${scratch}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${scratch}`;
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roastie-bench-'));
  try {
    await benchTarget(
      'PostgreSQL',
      { kind: 'postgres', url: url.toString() },
      quick ? 5_000 : 100_000,
      pgDir,
    );
  } finally {
    fs.rmSync(pgDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${scratch} with (force)`);
    await admin.end();
  }
}
