import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const run = promisify(execFile);

/** The pid of a process that has exited (nothing runs under it any more). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid ?? 0;
}

describe('one process per PGlite data directory', () => {
  let dir: string;
  let dataDir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'roastie-lock-'));
    dataDir = path.join(dir, 'db');
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  it('writes the owner pid, and frees the directory on release', async () => {
    const lock = await lockDataDir(dataDir);
    expect(JSON.parse(await fs.readFile(`${dataDir}.lock`, 'utf8')).pid).toBe(process.pid);
    await lock.release();
    await expect(fs.stat(`${dataDir}.lock`)).rejects.toThrow();
    const again = await lockDataDir(dataDir);
    await again.release();
  });

  it('refuses a second process, naming the one that runs', async () => {
    const lock = await lockDataDir(dataDir);
    const script = `import('${path.join(import.meta.dirname, 'data-dir-lock.ts')}').then(
      (m) => m.lockDataDir(${JSON.stringify(dataDir)})).then(
      () => process.exit(0), (e) => { console.error(e.message); process.exit(3); })`;
    const second = await run(process.execPath, ['--import', 'tsx', '-e', script]).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(second.code).toBe(3);
    expect(second.stderr).toContain(`in use by another Roastie process (pid ${process.pid})`);
    await lock.release();
  });

  it('refuses while the lock file names a live process', async () => {
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      await fs.writeFile(`${dataDir}.lock`, JSON.stringify({ pid: sleeper.pid }));
      const error = await lockDataDir(dataDir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as DataDirLockedError).pid).toBe(sleeper.pid);
    } finally {
      sleeper.kill();
    }
  });

  it('takes over a lock left by a killed process, and one half-written', async () => {
    await fs.writeFile(`${dataDir}.lock`, JSON.stringify({ pid: await deadPid() }));
    const lock = await lockDataDir(dataDir);
    expect(JSON.parse(await fs.readFile(lock.path, 'utf8')).pid).toBe(process.pid);
    await lock.release();
    await fs.writeFile(`${dataDir}.lock`, '{"pi');
    const second = await lockDataDir(dataDir);
    await second.release();
  });

  it('lets only one of two racing takers win a stale lock', async () => {
    await fs.writeFile(`${dataDir}.lock`, JSON.stringify({ pid: await deadPid() }));
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      const results = await Promise.allSettled([
        lockDataDir(dataDir),
        lockDataDir(dataDir, sleeper.pid),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    } finally {
      sleeper.kill();
    }
  });
});
