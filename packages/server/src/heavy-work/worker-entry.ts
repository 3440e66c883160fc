// Where the heavy-work worker's code is, in each of the three ways the server runs
// (docs/decisions/0018-production-build.md): in production the server is one bundle,
// dist/server.js, and the worker its own, dist/heavy-work-worker.js, beside it; under tsx
// (`npm run dev`) and Vitest this module is TypeScript source and so is the worker, which then
// needs tsx to load it.
import { fileURLToPath } from 'node:url';

export interface WorkerEntry {
  filename: string;
  /** Node options for the worker thread; undefined inherits the process's own. */
  execArgv: string[] | undefined;
}

/** `--import tsx`, `--import=tsx` (or `--loader`) among the process's options. */
const loadsTsx = (execArgv: readonly string[]) =>
  execArgv.some(
    (arg, i) =>
      /^--(import|loader)=.*\btsx\b/.test(arg) ||
      (/\btsx\b/.test(arg) && /^--(import|loader)$/.test(execArgv[i - 1] ?? '')),
  );

/** The entry `name` (without extension) beside the running module. */
export function workerEntry(name: string, moduleUrl: string = import.meta.url): WorkerEntry {
  const fromSource = new URL(moduleUrl).pathname.endsWith('.ts');
  const filename = fileURLToPath(new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, moduleUrl));
  // A worker inherits `--import tsx` from `node --import tsx`; Vitest's own processes have no
  // such flag (Vite transforms the sources itself), so the worker is given it.
  const execArgv =
    fromSource && !loadsTsx(process.execArgv)
      ? [...process.execArgv, '--import', 'tsx']
      : undefined;
  return { filename, execArgv };
}
