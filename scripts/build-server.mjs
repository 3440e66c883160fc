// `npm run build:server`: the server and core bundled into one ES module,
// packages/server/dist/server.js, so production runs plain JavaScript with no TypeScript tooling
// (docs/decisions/0018-production-build.md). npm packages stay external: they are installed by
// `npm ci --omit=dev` and keep finding their own files (PGlite's WebAssembly, sharp's binaries).
import fs from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'packages/server');
const outDir = path.join(serverDir, 'dist');

async function dependenciesOf(packageDir) {
  const manifest = JSON.parse(await fs.readFile(path.join(packageDir, 'package.json'), 'utf8'));
  return Object.keys(manifest.dependencies ?? {});
}

// Our own workspace (@roastie/core) is TypeScript source, so it is bundled; everything else is not.
const external = [
  ...(await dependenciesOf(serverDir)),
  ...(await dependenciesOf(path.join(root, 'packages/core'))),
].filter((name) => !name.startsWith('@roastie/'));

await fs.rm(outDir, { recursive: true, force: true });
// The server; the heavy-work worker that its threads load from beside it
// (src/heavy-work/worker-entry.ts); the first start's own process (src/first-start-apart.ts); and
// the backup commands (`npm run export` / `import`), so
// they too run on an install without dev tools.
await build({
  entryPoints: {
    server: path.join(serverDir, 'src/server.ts'),
    'heavy-work-worker': path.join(serverDir, 'src/heavy-work/heavy-work-worker.ts'),
    'first-start': path.join(serverDir, 'src/first-start.ts'),
    'backup-export': path.join(serverDir, 'src/backup/export-cli.ts'),
    'backup-import': path.join(serverDir, 'src/backup/import-cli.ts'),
  },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
// The migrator reads the SQL files at run time, from beside the running module (db/migrate.ts).
await fs.cp(path.join(serverDir, 'src/db/migrations'), path.join(outDir, 'migrations'), {
  recursive: true,
});
console.log(`Built ${path.relative(root, path.join(outDir, 'server.js'))}`);
