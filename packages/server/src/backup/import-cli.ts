// `npm run import -- FILE [--replace]`: restores a backup into this instance's database and media
// storage. Refuses a target that holds users or recipes unless --replace empties it first.
import path from 'node:path';
import { BackupError } from './backup-format.ts';
import { importBackup } from './import-backup.ts';
import { openInstance, runCommand } from './open-instance.ts';
import { readBackupHeader } from './read-backup-lines.ts';

await runCommand(async () => {
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const files = args.filter((a) => a !== '--replace');
  const [file] = files;
  if (!file || files.length > 1 || file.startsWith('-')) {
    throw new BackupError('Usage: npm run import -- FILE [--replace]');
  }
  const source = path.resolve(file);
  // A wrong file is refused before the database is opened (and migrated).
  await readBackupHeader(source);
  const { database, storage, describe } = await openInstance();
  try {
    const summary = await importBackup(database, storage, source, { replace });
    const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
    console.log(
      `Imported ${rows} rows and ${summary.objects} media files into ${describe} (backup of ${summary.header.createdAt}, Roastie ${summary.header.appVersion})`,
    );
  } finally {
    await database.close();
  }
});
