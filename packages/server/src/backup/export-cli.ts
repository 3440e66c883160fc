// `npm run export -- FILE`: writes a backup of this instance (database and media) to FILE.
import path from 'node:path';
import { BackupError } from './backup-format.ts';
import { exportBackup } from './export-backup.ts';
import { openInstance, runCommand } from './open-instance.ts';

await runCommand(async () => {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length > 0 || file.startsWith('-')) {
    throw new BackupError('Usage: npm run export -- FILE   (for example roastie-backup.jsonl.gz)');
  }
  const target = path.resolve(file);
  const { database, storage, describe } = await openInstance();
  try {
    const summary = await exportBackup(database, storage, target);
    const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
    console.log(
      `Exported ${rows} rows and ${summary.objects} media files from ${describe} to ${target}`,
    );
    if (summary.missingObjects.length > 0) {
      console.warn(
        `Warning: ${summary.missingObjects.length} media files named in the database were not in the storage: ${summary.missingObjects.slice(0, 5).join(', ')}`,
      );
    }
  } finally {
    await database.close();
  }
});
