// Runs before `npm start`: builds the web app and the server only when a build is missing or older
// than its sources, so the first start after an install builds once and later starts go straight
// to the server (docs/decisions/0018-production-build.md). On an install without dev tools
// (`npm ci --omit=dev`) it never builds: it uses the build that is there, or says how to make one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['packages/server/dist/server.js', 'packages/web/dist/index.html'];
const sources = [
  'package-lock.json',
  'packages/core/src',
  'packages/server/src',
  'packages/web/src',
  'packages/web/public',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'scripts/build-server.mjs',
];

/** The newest modification time under `entry` (a file or a folder), 0 when it does not exist. */
function newestTime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) {
    newest = Math.max(newest, newestTime(path.join(entry, child)));
  }
  return newest;
}

function hasBuildTools() {
  return ['vite', 'esbuild'].every((tool) =>
    fs.existsSync(path.join(root, 'node_modules', tool, 'package.json')),
  );
}

const outputTimes = outputs.map((output) => newestTime(path.join(root, output)));
const missing = outputs.filter((_, i) => outputTimes[i] === 0);
const sourceTime = Math.max(...sources.map((source) => newestTime(path.join(root, source))));
const stale = missing.length > 0 || Math.min(...outputTimes) < sourceTime;

if (stale && hasBuildTools()) {
  console.log('Building Roastie (the web app and the server) before the first start...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
} else if (missing.length > 0) {
  console.error(
    `Roastie is not built (${missing.join(', ')} missing), and this install has no build tools. ` +
      'Run `npm ci && npm run build` first (then `npm prune --omit=dev` if you want them gone).',
  );
  process.exit(1);
} else if (stale) {
  console.warn('The build is older than the sources, and this install cannot rebuild: using it.');
}
