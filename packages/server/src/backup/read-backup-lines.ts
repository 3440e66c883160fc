// Reads a backup file line by line through gunzip, turning "not gzip" and "cut short" into
// BackupErrors an operator can act on.
import fs from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import { BackupError, parseHeader, type BackupHeader } from './backup-format.ts';

export async function* readBackupLines(file: string): AsyncGenerator<string> {
  const input = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let lines = 0;
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      pending += decoder.write(chunk);
      let newline = pending.indexOf('\n');
      while (newline !== -1) {
        lines += 1;
        yield pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        newline = pending.indexOf('\n');
      }
    }
  } catch (error) {
    throw readError(file, error, lines);
  } finally {
    input.destroy();
  }
  pending += decoder.end();
  if (pending !== '') yield pending;
}

function readError(file: string, error: unknown, lines: number): Error {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (code === 'ENOENT') return new BackupError(`There is no file ${file}.`);
  if (code === 'EISDIR') return new BackupError(`${file} is a folder, not a backup file.`);
  if (code.startsWith('Z_')) {
    return new BackupError(
      lines === 0
        ? `${file} is not a Roastie backup (it is not a gzip file).`
        : `${file} is damaged or cut short (${(error as Error).message}).`,
    );
  }
  return error as Error;
}

/** The header alone, to refuse a wrong file before the database is opened. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const lines = readBackupLines(file);
  try {
    const first = await lines.next();
    return parseHeader(first.done ? undefined : first.value);
  } finally {
    await lines.return(undefined);
  }
}
