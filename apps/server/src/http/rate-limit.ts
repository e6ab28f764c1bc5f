import type { ErrorCode } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from './app-error';

/**
 * Fixed-window counters kept in the database, so every server process shares them (no Redis
 * needed; ARCHITECTURE §9). One upsert per check.
 */
export function createRateLimiter(db: Kysely<Database>) {
  return {
    /** Counts one hit for `key` in the current window of `windowSeconds`; returns hits so far. */
    async hit(key: string, windowSeconds: number): Promise<number> {
      const row = await sql<{ hits: number }>`
        INSERT INTO rate_counter (key, window_start, hits)
        VALUES (${key}, to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}) * ${windowSeconds}), 1)
        ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_counter.hits + 1
        RETURNING hits`.execute(db);
      return row.rows[0]?.hits ?? 1;
    },

    /** The hits of `key` in the current window of `windowSeconds`, without counting one. */
    async hits(key: string, windowSeconds: number): Promise<number> {
      const row = await sql<{ hits: number }>`
        SELECT hits FROM rate_counter
        WHERE key = ${key} AND window_start = to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}) * ${windowSeconds})`.execute(
        db,
      );
      return row.rows[0]?.hits ?? 0;
    },

    /** Counts a hit and throws `code` (with `details`) once more than `limit` fall in one window. */
    async enforce(key: string, limit: number, windowSeconds: number, code: ErrorCode, details: unknown = null): Promise<void> {
      const hits = await this.hit(key, windowSeconds);
      if (hits > limit) throw new AppError(code, details);
    },

    /** Drops windows that ended more than a day ago. */
    async prune(): Promise<void> {
      await db.deleteFrom('rate_counter').where('window_start', '<', sql<Date>`now() - interval '1 day'`).execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
