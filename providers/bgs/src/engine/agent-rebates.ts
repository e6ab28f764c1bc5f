import { type Kysely, sql } from 'kysely';
import { type LotteryWallet, LotteryWalletError, txnIds } from './wallet';

/**
 * Pays the agents' lottery rebates of a settled issue (rebate.ts agentRebates, level ≥ 1): each
 * ancestor earns floor(turnover × (its series − its direct downline's series on the path) / 2000)
 * of every member's turnover on the issue (stakes of won, lost and pushed bets), summed per agent
 * and paid once per (issue, agent) with the ledger key `lottery_rebate:<issue>:<agent>`. Level 0,
 * the member's own play rebate, was paid with its slip. A member without its own series plays at
 * its merchant's default.
 */
export async function payAgentRebates(db: Kysely<any>, wallet: LotteryWallet, issue: { id: bigint; vendor: string }): Promise<number> {
  const { rows } = await sql<{ agent_id: number; amount: bigint }>`
    WITH turnover AS (
      SELECT member_id, merchant_id, sum(stake)::bigint AS turnover FROM lottery_bet
       WHERE issue_id = ${issue.id} AND status IN ('won', 'lost', 'push') GROUP BY member_id, merchant_id
    ), path AS (
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
  let paid = 0;
  for (const row of rows) {
    const amount = BigInt(row.amount);
    if (amount <= 0n) continue;
    try {
      await wallet.payAgentRebate({
        agentId: row.agent_id,
        vendor: issue.vendor,
        key: txnIds.agentRebate(issue.id, row.agent_id),
        amount,
        reference: `lottery:${issue.id}`,
      });
    } catch (error) {
      // Paid before with other figures (an agent's series changed between a crash and the re-run): it stays paid once.
      if (!(error instanceof LotteryWalletError && error.code === 'idempotency_conflict')) throw error;
    }
    paid++;
  }
  return paid;
}
