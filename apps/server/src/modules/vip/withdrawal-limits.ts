import { formatMinor } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { businessDay } from '../missions/periods';

/**
 * The member's VIP level's withdrawal limits (withdrawals and amount per business day, null: none)
 * for a new withdrawal of `amount`, in the withdrawal's transaction. Counts the day's withdrawals
 * that were not rejected (a rejected one gave its money back). Locks the member's row first, so
 * two withdrawals of one member at once cannot both pass the last free place.
 */
export async function checkVipWithdrawalLimits(
  trx: Kysely<Database>,
  merchant: Pick<MerchantRow, 'id' | 'time_zone' | 'currency_decimals'>,
  memberId: number,
  amount: bigint,
  requestId: string,
  now: Date,
): Promise<void> {
  const { rows } = await sql<{ level: number; count: number | null; amount: string | null }>`
    SELECT m.vip_level AS level, l.withdrawal_daily_count AS count, l.withdrawal_daily_amount::text AS amount
      FROM member m LEFT JOIN vip_level l ON l.merchant_id = m.merchant_id AND l.level = m.vip_level
     WHERE m.id = ${memberId} AND m.merchant_id = ${merchant.id}
       FOR UPDATE OF m`.execute(trx);
  const limits = rows[0];
  if (!limits || (limits.count === null && limits.amount === null)) return;
  // A retry of a withdrawal that committed meanwhile is answered with it, not counted against itself.
  const retried = await trx
    .selectFrom('withdrawal')
    .select('id')
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  if (retried) return;
  const day = businessDay(now, merchant.time_zone);
  const used = await trx
    .selectFrom('withdrawal')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('total')])
    .where('member_id', '=', memberId)
    .where('status', '<>', 'REJECTED')
    .where('created_at', '>=', day.from)
    .where('created_at', '<', day.to)
    .executeTakeFirst();
  const count = Number(used?.n ?? 0);
  const total = BigInt(used?.total ?? '0');
  const money = (v: bigint) => formatMinor(v, merchant.currency_decimals);
  if (limits.count !== null && count >= limits.count) {
    throw new AppError('vip_withdrawal_count_limit', { limit: limits.count, used: count, level: limits.level });
  }
  if (limits.amount !== null && total + amount > BigInt(limits.amount)) {
    const limit = BigInt(limits.amount);
    throw new AppError('vip_withdrawal_amount_limit', {
      limit: money(limit),
      used: money(total),
      remaining: money(limit > total ? limit - total : 0n),
      level: limits.level,
    });
  }
}
