// `npm run bench:lighthouse`: Lighthouse's mobile performance audit (its default: a mid-range
// phone on a slow 4G connection, simulated) of the home page and a recipe page, served by the
// production build on a fresh embedded database. Lighthouse runs through npx at a pinned version
// so that it is no dependency of the app; Chromium is the machine's, installed if missing by
// scripts/ensure-chromium.sh as for the browser journeys.
// Prints the median of RUNS runs per page, and the page's first-load JavaScript: every script the
// audited load fetched, at the size of its gzip file in the build (the budget of issue 13 is in
// gzip; the server sends brotli where the browser takes it, which is smaller). Asserts nothing. LIGHTHOUSE_REPORT_DIR keeps each run's
// JSON report there, to read what a figure is made of. docs/decisions/0014-speed.md.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { recipeListResponseSchema } from '../packages/core/src/index.ts';
import { chromiumPath } from '../scripts/chromium-path.ts';

const LIGHTHOUSE = 'lighthouse@12.8.2'; // the last major that runs on Node 20
// Five: on a 2-core machine one build scores anywhere from 88 to 98 from run to run.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
].join(' ');
const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { url?: string; resourceType?: string }[] } }
  >;
}

// WEB_DIST_DIR, as for the server, audits another build (to compare two builds in one session).
const webDist = path.resolve(root, process.env.WEB_DIST_DIR ?? 'packages/web/dist');

/** Compressed (gzip) kilobytes of the scripts a load fetched, as built. */
function scriptKilobytes(report: LighthouseReport): number {
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script' && item.url,
  );
  let bytes = 0;
  for (const { url } of scripts) {
    const file = path.join(webDist, new URL(url!).pathname);
    // Files under 1 KB are not precompressed (vite.config.ts): counted as they are.
    bytes += fs.statSync(fs.existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
  }
  return bytes / 1024;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

async function waitUntilReady(origin: string): Promise<void> {
  for (;;) {
    const ready = await fetch(`${origin}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Lighthouse's own failures that its message says to meet by running again (NO_NAVSTART). */
const RUN_AGAIN = /Please run Lighthouse again/;
const ATTEMPTS = 3;

async function audit(url: string): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url);
    } catch (error) {
      const said = String((error as { stderr?: unknown }).stderr ?? error);
      if (attempt >= ATTEMPTS || !RUN_AGAIN.test(said)) throw error;
      console.log(`(Lighthouse asked to be run again: ${said.trim().split('\n')[0]})`);
    }
  }
}

async function auditOnce(url: string): Promise<LighthouseReport> {
  const { stdout } = await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    {
      cwd: root,
      env: { ...process.env, CHROME_PATH: chromiumPath() },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as LighthouseReport;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function report(label: string, url: string) {
  const runs: LighthouseReport[] = [];
  for (let i = 0; i < RUNS; i++) {
    const report = await audit(url);
    runs.push(report);
    const keep = process.env.LIGHTHOUSE_REPORT_DIR;
    if (keep) {
      fs.mkdirSync(keep, { recursive: true });
      const name = `${label.replace(/\W+/g, '-')}-${i + 1}.json`;
      fs.writeFileSync(path.join(keep, name), JSON.stringify(report));
    }
  }
  const metric = (id: string) => median(runs.map((r) => r.audits[id]?.numericValue ?? NaN));
  const score = median(runs.map((r) => Math.round((r.categories.performance.score ?? 0) * 100)));
  console.log(
    label.padEnd(16),
    String(score).padStart(5),
    `${(metric('first-contentful-paint') / 1000).toFixed(1)} s`.padStart(8),
    `${(metric('largest-contentful-paint') / 1000).toFixed(1)} s`.padStart(8),
    `${metric('total-blocking-time').toFixed(0)} ms`.padStart(8),
    metric('cumulative-layout-shift').toFixed(3).padStart(7),
    `${(metric('speed-index') / 1000).toFixed(1)} s`.padStart(8),
    `${median(runs.map(scriptKilobytes)).toFixed(0)} KB`.padStart(8),
  );
}

await run('bash', [path.join(root, 'scripts/ensure-chromium.sh')], { cwd: root });
await run(process.execPath, [path.join(root, 'scripts/build-if-stale.mjs')], { cwd: root });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roastie-lighthouse-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
// The embedded database, whatever the shell's DATABASE_URL says.
const { DATABASE_URL: _ignored, ...env } = process.env;
const server = spawn(process.execPath, [path.join(root, 'packages/server/dist/server.js')], {
  env: {
    ...env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitUntilReady(origin);
  const gallery = recipeListResponseSchema.parse(
    await (await fetch(`${origin}/api/recipe`)).json(),
  );
  const recipeId = gallery.data[0]?.id;
  console.log(
    `Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile (simulated slow 4G, 4x CPU slowdown), ` +
      `median of ${RUNS}; ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  console.log(
    'page'.padEnd(16),
    'score'.padStart(5),
    'FCP'.padStart(8),
    'LCP'.padStart(8),
    'TBT'.padStart(8),
    'CLS'.padStart(7),
    'SI'.padStart(8),
    'JS (gz)'.padStart(8),
  );
  await report('home', `${origin}/`);
  if (recipeId) await report('recipe page', `${origin}/recipe/${recipeId}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
