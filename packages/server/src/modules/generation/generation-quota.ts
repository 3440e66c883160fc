// The daily quota of recipe generations per user (GENERATION_DAILY_QUOTA), counted in
// generation_usage by UTC day. Taking one is a single upsert that only counts while under the
// quota, so two requests racing for the last generation cannot both get it. A generation that
// fails on our side (the provider, the photo) is given back: the cook should not pay for it.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { generationUsage } from '../../db/schema/index.ts';

/** The UTC day a generation counts against, as the date column stores it. */
export const usageDay = (now = new Date()) => now.toISOString().slice(0, 10);

export async function takeGeneration(
  db: Database,
  userId: string,
  day: string,
  quota: number,
): Promise<boolean> {
  const rows = await db
    .insert(generationUsage)
    .values({ userId, day, count: 1 })
    .onConflictDoUpdate({
      target: [generationUsage.userId, generationUsage.day],
      set: { count: sql`${generationUsage.count} + 1` },
      setWhere: sql`${generationUsage.count} < ${quota}`,
    })
    .returning({ count: generationUsage.count });
  return rows.length > 0;
}

export async function giveBackGeneration(db: Database, userId: string, day: string) {
  await db
    .update(generationUsage)
    .set({ count: sql`${generationUsage.count} - 1` })
    .where(
      and(
        eq(generationUsage.userId, userId),
        eq(generationUsage.day, day),
        gt(generationUsage.count, 0),
      ),
    );
}
