// The commands as an operator runs them: a wrong file or wrong arguments end with one message and
// exit code 1, no stack trace, and before any database is opened.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const cli = (name: string) => path.join(import.meta.dirname, `${name}-cli.ts`);

async function command(name: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', cli(name), ...args],
      {
        env: { ...process.env, ...env },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run import / export', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'roastie-backup-cli-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('refuses a file that is not a backup with a message, exit code 1, no stack trace', async () => {
    const garbage = path.join(dir, 'photo.jpg');
    await fs.writeFile(garbage, 'not a backup');
    const dataDir = path.join(dir, 'data');
    const result = await command('import', [garbage], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `${garbage} is not a Roastie backup (it is not a gzip file).`,
    );
    // Refused before the database was opened: no data directory was created.
    await expect(fs.stat(dataDir)).rejects.toThrow(/ENOENT/);
  });

  it('explains its usage', async () => {
    const result = await command('export', [], { DATA_DIR: path.join(dir, 'data') });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Usage: npm run export -- FILE/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
