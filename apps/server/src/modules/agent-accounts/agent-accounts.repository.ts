import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { AgentInvitationTable, Database } from '../../db/schema';

export type InvitationRow = Selectable<AgentInvitationTable>;
/** An invitation code with the accounts registered with it. */
export type InvitationPageRow = InvitationRow & { registrations: string };

/** Every query on agents' invitation codes (migration 0015). */
export function createAgentAccountsRepository(db: Kysely<Database>) {
  return {
    /** A code by its text, any case (codes are stored upper-case). */
    findByCode(executor: Kysely<Database>, merchantId: number, code: string): Promise<InvitationRow | undefined> {
      return executor
        .selectFrom('agent_invitation')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('code', '=', code.toUpperCase())
        .executeTakeFirst();
    },

    /** Whether a code is already someone's, as an invitation code or as a member's fixed code. */
    async codeTaken(executor: Kysely<Database>, merchantId: number, code: string): Promise<boolean> {
      const row = await sql<{ taken: boolean }>`
        SELECT EXISTS (SELECT 1 FROM agent_invitation WHERE merchant_id = ${merchantId} AND code = ${code})
            OR EXISTS (SELECT 1 FROM member WHERE merchant_id = ${merchantId} AND upper(affiliate_code) = ${code}) AS taken`.execute(
        executor,
      );
      return row.rows[0]?.taken === true;
    },

    insert(trx: Kysely<Database>, values: Insertable<AgentInvitationTable>): Promise<InvitationRow> {
      return trx.insertInto('agent_invitation').values(values).returningAll().executeTakeFirstOrThrow();
    },

    /** The agent's codes that still work. */
    async countActive(executor: Kysely<Database>, agentId: number): Promise<number> {
      const row = await executor
        .selectFrom('agent_invitation')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('agent_id', '=', agentId)
        .where('disabled_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async count(agentId: number): Promise<number> {
      const row = await db
        .selectFrom('agent_invitation')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('agent_id', '=', agentId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** One page of the agent's codes, newest first, each with its registrations counted from the members. */
    page(agentId: number, pageNo: number, pageSize: number): Promise<InvitationPageRow[]> {
      return db
        .selectFrom('agent_invitation as i')
        .selectAll('i')
        .select((eb) =>
          eb
            .selectFrom('member as m')
            .select(eb.fn.countAll<string>().as('n'))
            .whereRef('m.invitation_id', '=', 'i.id')
            .as('registrations'),
        )
        .where('i.agent_id', '=', agentId)
        .orderBy('i.created_at', 'desc')
        .orderBy('i.id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute() as Promise<InvitationPageRow[]>;
    },

    /** Disables one of the agent's own codes (a code already disabled keeps its first date); undefined when it is not the agent's. */
    disable(agentId: number, id: number): Promise<InvitationRow | undefined> {
      return db
        .updateTable('agent_invitation')
        .set({ disabled_at: sql<Date>`coalesce(disabled_at, now())` })
        .where('id', '=', id)
        .where('agent_id', '=', agentId)
        .returningAll()
        .executeTakeFirst();
    },

    /** Accounts registered with one code. */
    async registrations(executor: Kysely<Database>, invitationId: number): Promise<number> {
      const row = await executor
        .selectFrom('member')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('invitation_id', '=', invitationId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type AgentAccountsRepository = ReturnType<typeof createAgentAccountsRepository>;
