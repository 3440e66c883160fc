import { describe, expect, it } from 'vitest';
import { databaseTarget, defaultPoolSize, pgliteDataDir } from './database-target.ts';

describe('the database a process opens', () => {
  it('keeps about two connections a core to a PostgreSQL server, 4 to 10', () => {
    expect([1, 2, 3, 4, 5, 8, 64].map((cores) => defaultPoolSize(cores))).toEqual([
      4, 4, 6, 8, 10, 10, 10,
    ]);
  });

  it('opens the server at DATABASE_URL with the pool asked for, else the one sized by cores', () => {
    const url = 'postgres://u@h:5432/roastie';
    expect(databaseTarget({ dataDir: '/d', databaseUrl: url, databasePoolSize: 3 })).toEqual({
      kind: 'postgres',
      url,
      poolSize: 3,
    });
    expect(
      databaseTarget({ dataDir: '/d', databaseUrl: url, databasePoolSize: undefined }),
    ).toEqual({ kind: 'postgres', url, poolSize: defaultPoolSize() });
  });

  it('opens the embedded database under DATA_DIR when no server is named', () => {
    const config = { dataDir: '/srv/roastie', databaseUrl: undefined, databasePoolSize: 6 };
    expect(databaseTarget(config)).toEqual({ kind: 'pglite', dataDir: '/srv/roastie/db' });
    expect(pgliteDataDir(config)).toBe('/srv/roastie/db');
  });
});
