import { type Kysely, sql } from 'kysely';
import { type LotteryWallet, LotteryWalletError, txnIds } from './wallet';

/** A member's turnover on an issue (stakes of its won, lost and pushed bets), as the settlement summed it. */
export type MemberTurnover = { memberId: number; merchantId: number; turnover: bigint };

/**
 * Pays the agents' lottery rebates of a settled issue (rebate.ts agentRebates, level ≥ 1): each
 * ancestor earns floor(turnover × (its series − its direct downline's series on the path) / 2000)
 * of every member's turnover on the issue, summed per agent and paid once per (issue, agent) with
 * the ledger key `lottery_rebate:<issue>:<agent>`, all in one wallet call (one ledger transaction).
 * Level 0, the member's own play rebate, was paid with its slip. A member without its own series
 * plays at its merchant's default. `turnovers` are the members' turnovers the settlement read
 * with its credits (so the bets are not scanned again); without them they are read here.
 */
export async function payAgentRebates(
  db: Kysely<any>,
  wallet: LotteryWallet,
  issue: { id: bigint; vendor: string },
  turnovers?: readonly MemberTurnover[],
): Promise<number> {
  const turnover = turnovers
    ? sql`SELECT t.member_id, t.merchant_id, t.turnover FROM jsonb_to_recordset(${JSON.stringify(
        turnovers.map((t) => ({ member_id: t.memberId, merchant_id: t.merchantId, turnover: String(t.turnover) })),
      )}::jsonb) AS t(member_id integer, merchant_id integer, turnover bigint)`
    : sql`SELECT member_id, merchant_id, sum(stake)::bigint AS turnover FROM lottery_bet
           WHERE issue_id = ${issue.id} AND status IN ('won', 'lost', 'push') GROUP BY member_id, merchant_id`;
  const { rows } = await sql<{ agent_id: number; amount: bigint }>`
    WITH turnover AS (${turnover}), path AS (
      SELECT t.turnover, t.merchant_id, up.ancestor_id AS agent_id, down.ancestor_id AS child_id
        FROM turnover t
        JOIN member_closure up ON up.descendant_id = t.member_id AND up.depth >= 1
        JOIN member_closure down ON down.descendant_id = t.member_id AND down.depth = up.depth - 1
    )
    SELECT p.agent_id, sum((p.turnover * greatest(
             coalesce(sa.series, c.default_series, 1900) - coalesce(sc.series, c.default_series, 1900), 0)) / 2000)::bigint AS amount
      FROM path p
      LEFT JOIN lottery_member_series sa ON sa.member_id = p.agent_id
      LEFT JOIN lottery_member_series sc ON sc.member_id = p.child_id
      LEFT JOIN lottery_merchant_config c ON c.merchant_id = p.merchant_id
     GROUP BY p.agent_id
     ORDER BY p.agent_id`.execute(db);
  const rebates = rows
    .map((row) => ({
      agentId: row.agent_id,
      vendor: issue.vendor,
      key: txnIds.agentRebate(issue.id, row.agent_id),
      amount: BigInt(row.amount),
      reference: `lottery:${issue.id}`,
    }))
    .filter((rebate) => rebate.amount > 0n);
  if (rebates.length === 0) return 0;
  const outcomes = await wallet.payAgentRebates(rebates);
  for (const outcome of outcomes) {
    // Paid before with other figures (an agent's series changed between a crash and the re-run): it stays paid once.
    if (!outcome.ok && !(outcome.error instanceof LotteryWalletError && outcome.error.code === 'idempotency_conflict')) throw outcome.error;
  }
  return rebates.length;
}
