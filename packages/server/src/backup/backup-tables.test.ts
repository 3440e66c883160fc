// A table added to the schema must be decided on: backed up (in foreign-key order) or excluded.
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';
import { BACKUP_TABLES, EXCLUDED_TABLES } from './backup-tables.ts';

const schemaTables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

describe('the tables a backup carries', () => {
  it('names every schema table as backed up or excluded, never both', () => {
    const backedUp = new Set(BACKUP_TABLES.map((t) => t.name));
    for (const { name } of schemaTables) {
      expect(
        backedUp.has(name) || name in EXCLUDED_TABLES,
        `${name}: back it up or exclude it`,
      ).toBe(true);
      expect(backedUp.has(name) && name in EXCLUDED_TABLES, name).toBe(false);
    }
    for (const name of backedUp) expect(schemaTables.map((t) => t.name)).toContain(name);
  });

  it('lists parents before children; a derived parent is declared as such', () => {
    const order = BACKUP_TABLES.map((t) => t.name);
    for (const table of schemaTables.filter((t) => order.includes(t.name))) {
      const spec = BACKUP_TABLES.find((t) => t.name === table.name)!;
      for (const fk of table.foreignKeys) {
        const reference = fk.reference();
        const parent = getTableConfig(reference.foreignTable).name;
        const column = reference.columns[0]!.name;
        if (parent === table.name) continue;
        if (order.includes(parent)) {
          expect(order.indexOf(parent), `${table.name} after ${parent}`).toBeLessThan(
            order.indexOf(table.name),
          );
        } else {
          expect(
            spec.derivedReferences?.map((r) => r.column),
            `${table.name}.${column}`,
          ).toContain(column);
        }
      }
    }
  });
});
