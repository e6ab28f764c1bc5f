import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** One realtime event: what a room's sockets receive. */
export type OutboxEvent = { room: string; event: string; payload: unknown };

/** How a claimed event reaches sockets (realtime/socket.ts: `io.to(room).emit`, every process's through the adapter). */
export type OutboxEmitter = (room: string, event: string, payload: unknown) => void;

/** Events per INSERT in {@link recordEvents} (3 parameters each). */
const RECORD_CHUNK = 5_000;
/** Events claimed per publishing transaction. */
const PUBLISH_BATCH = 500;
/** How often each process looks for events no one published (those of a process that died). */
export const OUTBOX_POLL_MS = 1_000;
/** How long published events are kept (to look at), and how often they are pruned. */
const KEEP_PUBLISHED = '1 day';
const PRUNE_EVERY_MS = 3_600_000;

/**
 * Writes events in the caller's transaction: they exist exactly when the change they follow
 * commits, and are published by whichever process is alive (ARCHITECTURE.md §10).
 */
export async function recordEvents(trx: Kysely<Database>, events: readonly OutboxEvent[]): Promise<void> {
  for (let i = 0; i < events.length; i += RECORD_CHUNK) {
    const chunk = events.slice(i, i + RECORD_CHUNK);
    await trx
      .insertInto('event_outbox')
      .values(chunk.map((e) => ({ room: e.room, event: e.event, payload: JSON.stringify(e.payload) })))
      .execute();
  }
}

/**
 * The publisher of the event outbox. Each process runs one: it claims unpublished events
 * (`FOR UPDATE SKIP LOCKED`, so racing publishers never take the same row), emits them in id order
 * and marks them published in the same transaction, which commits only after the emit: a
 * publisher that dies mid-way leaves its rows to the next one (a duplicate then, never a loss).
 * It polls every {@link OUTBOX_POLL_MS} for rows of processes that died, and `nudge()` makes it
 * publish at once after this process committed some.
 */
export function createEventOutbox(db: Kysely<Database>) {
  let emit: OutboxEmitter | undefined;
  let timers: NodeJS.Timeout[] = [];
  let running: Promise<number> | undefined;
  let again = false;
  let onError: (error: unknown) => void = () => {};

  /** Claims, emits and marks one batch; the number published. */
  async function publishBatch(emitter: OutboxEmitter): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: string; room: string; event: string; payload: unknown }>`
        UPDATE event_outbox SET published_at = now()
         WHERE id IN (SELECT id FROM event_outbox WHERE published_at IS NULL ORDER BY id LIMIT ${PUBLISH_BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING id::text, room, event, payload`.execute(trx);
      rows.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
      for (const row of rows) emitter(row.room, row.event, row.payload);
      return rows.length;
    });
  }

  /** Publishes until nothing is left unclaimed; the number this call published. */
  async function drain(): Promise<number> {
    if (!emit) return 0;
    let total = 0;
    for (;;) {
      const n = await publishBatch(emit);
      total += n;
      if (n < PUBLISH_BATCH) return total;
    }
  }

  /** One publishing pass at a time in this process; a nudge during one runs another after it. */
  function publish(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = undefined;
      // After stop() nothing new starts: the database may be closing.
      if (again && timers.length > 0) void publish().catch(onError);
      again = false;
    });
    return running;
  }

  return {
    /** Wires the sockets in; until then nothing is claimed (another process may publish). */
    setEmitter(next: OutboxEmitter) {
      emit = next;
    },

    /** Publishes what is unpublished now (tests call it; the timer and nudges do otherwise). */
    publish,

    /** Something was committed here: publish it without waiting for the poll. */
    nudge() {
      if (timers.length > 0) void publish().catch(onError);
    },

    /** Starts polling (and pruning published events older than a day). */
    start(pollMs: number = OUTBOX_POLL_MS, report: (error: unknown) => void = () => {}) {
      if (timers.length > 0) return;
      onError = report;
      const prune = () => sql`DELETE FROM event_outbox WHERE published_at < now() - ${KEEP_PUBLISHED}::interval`.execute(db).catch(onError);
      timers = [setInterval(() => void publish().catch(onError), pollMs), setInterval(prune, PRUNE_EVERY_MS)];
      for (const timer of timers) timer.unref();
    },

    /** Stops polling and waits for a pass in flight. */
    async stop() {
      for (const timer of timers) clearInterval(timer);
      timers = [];
      await running?.catch(() => {});
    },
  };
}

export type EventOutbox = ReturnType<typeof createEventOutbox>;
