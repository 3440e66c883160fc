// The first start's own process: started only for an embedded database with no data yet, waited
// for, and its failure reported (the real seeding runs in every PGlite browser journey).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { isFirstEmbeddedStart, runFirstStartApart } from './first-start-apart.ts';

const fixture = new URL('../test/fixtures/first-start/stand-in.ts', import.meta.url).href;
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roastie-first-start-'));
  tempDirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  delete process.env.FIRST_START_FIXTURE_MARKER;
  delete process.env.FIRST_START_FIXTURE_EXIT;
});

describe('isFirstEmbeddedStart', () => {
  it('is true for an empty data directory and false once PGlite has written one', async () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(await isFirstEmbeddedStart(config)).toBe(true);
    fs.mkdirSync(path.join(config.dataDir, 'db'));
    fs.writeFileSync(path.join(config.dataDir, 'db', 'PG_VERSION'), '17\n');
    expect(await isFirstEmbeddedStart(config)).toBe(false);
  });

  it('is false on a PostgreSQL server, which keeps its memory to itself', async () => {
    const config = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://x@127.0.0.1/y' });
    expect(await isFirstEmbeddedStart(config)).toBe(false);
  });
});

describe('runFirstStartApart', () => {
  it('runs the first start in another process and waits for it to finish', async () => {
    const marker = path.join(tempDir(), 'pid');
    process.env.FIRST_START_FIXTURE_MARKER = marker;
    expect(await runFirstStartApart(fixture)).toBe('done');
    const childPid = Number(fs.readFileSync(marker, 'utf8'));
    expect(childPid).toBeGreaterThan(0);
    expect(childPid).not.toBe(process.pid);
  });

  it('fails the start when that process fails', async () => {
    process.env.FIRST_START_FIXTURE_MARKER = path.join(tempDir(), 'pid');
    process.env.FIRST_START_FIXTURE_EXIT = '3';
    await expect(runFirstStartApart(fixture)).rejects.toThrow(/exit 3/);
  });

  it('stops that process, and the start, when the server is told to stop', async () => {
    const marker = path.join(tempDir(), 'pid');
    process.env.FIRST_START_FIXTURE_MARKER = marker;
    process.env.FIRST_START_FIXTURE_EXIT = 'wait';
    const before = new Set(process.listeners('SIGTERM'));
    const outcome = runFirstStartApart(fixture);
    await expect.poll(() => fs.existsSync(marker), { timeout: 60_000 }).toBe(true);
    const childPid = Number(fs.readFileSync(marker, 'utf8'));
    // The listener runFirstStartApart added, called as the signal would call it.
    const added = process.listeners('SIGTERM').filter((listener) => !before.has(listener));
    expect(added).toHaveLength(1);
    added[0]!('SIGTERM');
    expect(await outcome).toBe('stopped');
    expect(() => process.kill(childPid, 0)).toThrow(); // the child is gone
    expect(process.listeners('SIGTERM')).toHaveLength(before.size);
  });
});
