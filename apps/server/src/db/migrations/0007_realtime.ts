import { type Kysely, sql } from 'kysely';

/** Large Socket.IO messages between processes travel through this table (the Postgres adapter's). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE socket_io_attachments (
      id bigserial UNIQUE,
      created_at timestamptz DEFAULT now(),
      payload bytea
    )`.execute(db);
}
