import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Who asks for announcements: a guest, or a signed-in account (an agent or not). */
export type Viewer = { kind: 'guest' } | { kind: 'member'; memberId: number; isAgent: boolean; tokenHash: Buffer };

type Eb = ExpressionBuilder<Database, 'announcement'>;

/**
 * Whether an announcement's audience takes in the viewer: a guest sees only ALL; a signed-in
 * account also MEMBERS, AGENTS when it is an agent, TEAM when it is that agent or below it
 * (member_closure holds each account's own row at depth 0). VIP matches nobody until members
 * have a VIP level (docs/communications/announcements.md says how it will apply).
 */
export function audienceMatches(eb: Eb, viewer: Viewer): Expression<SqlBool> {
  if (viewer.kind === 'guest') return eb('announcement.audience', '=', 'ALL');
  const options: Expression<SqlBool>[] = [eb('announcement.audience', 'in', ['ALL', 'MEMBERS'])];
  if (viewer.isAgent) options.push(eb('announcement.audience', '=', 'AGENTS'));
  options.push(
    eb.and([
      eb('announcement.audience', '=', 'TEAM'),
      eb.exists(
        eb
          .selectFrom('member_closure')
          .select(sql`1`.as('one'))
          .whereRef('member_closure.ancestor_id', '=', 'announcement.audience_agent_id')
          .where('member_closure.descendant_id', '=', viewer.memberId),
      ),
    ]),
  );
  return eb.or(options);
}

/** Published, and inside its schedule now. */
export function isLive(eb: Eb): Expression<SqlBool> {
  return eb.and([
    eb('announcement.status', '=', 'PUBLISHED'),
    eb.or([eb('announcement.starts_at', 'is', null), eb('announcement.starts_at', '<=', sql<Date>`now()`)]),
    eb.or([eb('announcement.ends_at', 'is', null), eb('announcement.ends_at', '>', sql<Date>`now()`)]),
  ]);
}
