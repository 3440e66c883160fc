// One process per PGlite data directory (issue 14, item 3): PGlite is a database inside the
// process, and two processes on one directory each believe they own it, so acknowledged writes of
// one are lost. A lock file beside the directory holds the owner's pid; a second process refuses
// to start and names it; a lock left by a killed process (its pid no longer runs) is taken over.
// docs/decisions/0015-security-hardening.md.
import fs from 'node:fs/promises';

export class DataDirLockedError extends Error {
  readonly pid: number;
  constructor(lockPath: string, pid: number) {
    super(
      `The database at ${lockPath.replace(/\.lock$/, '')} is in use by another Roastie process (pid ${pid}). ` +
        `Stop that process first, or point DATA_DIR elsewhere. If no process ${pid} is Roastie, delete ${lockPath}.`,
    );
    this.name = 'DataDirLockedError';
    this.pid = pid;
  }
}

export interface DataDirLock {
  path: string;
  release(): Promise<void>;
}

/** True while a process with this pid runs (EPERM: it runs, as another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(lockPath: string): Promise<number | null> {
  try {
    const { pid } = JSON.parse(await fs.readFile(lockPath, 'utf8')) as { pid?: unknown };
    return typeof pid === 'number' && Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null; // gone, or half-written by a process killed mid-write: nobody owns it
  }
}

/** Takes `${dataDir}.lock` for this process, or throws DataDirLockedError naming the owner. */
export async function lockDataDir(dataDir: string, pid = process.pid): Promise<DataDirLock> {
  const lockPath = `${dataDir}.lock`;
  const content = JSON.stringify({ pid, since: new Date().toISOString() });
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      await fs.writeFile(lockPath, content, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const stale = await fs.readFile(lockPath, 'utf8').catch(() => '');
      const owner = await readOwner(lockPath);
      if (owner !== null && owner !== pid && isRunning(owner)) {
        throw new DataDirLockedError(lockPath, owner);
      }
      // Stale (its process is gone; a container restarts as the same pid) or half-written:
      // remove it, unless another process has just replaced it, and race for it again. Racing
      // processes all go through the exclusive create above, and check below that they won.
      if ((await fs.readFile(lockPath, 'utf8').catch(() => '')) === stale) {
        await fs.rm(lockPath, { force: true });
      }
      continue;
    }
    // Confirm we hold it: a racing process may have removed our file as stale in between.
    if ((await readOwner(lockPath)) === pid) {
      return {
        path: lockPath,
        release: async () => {
          if ((await readOwner(lockPath)) === pid) await fs.rm(lockPath, { force: true });
        },
      };
    }
  }
  const owner = await readOwner(lockPath);
  throw new DataDirLockedError(lockPath, owner ?? 0);
}
