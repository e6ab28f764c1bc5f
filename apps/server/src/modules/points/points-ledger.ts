import type { Kysely } from 'kysely';
import type { Database, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { HOUSE_ACCOUNT, houseAccountId, MEMBER_ACCOUNT, memberAccountId } from '../../ledger/accounts';
import { type PostResult, post } from '../../ledger/post';

/** Points are their own unit in the ledger (docs/points/points-mall.md): whole points, currency PTS. */
export const POINTS_CURRENCY = 'PTS';

/** Ledger kinds of points movements; the details list reads its types from them. */
export const POINTS_KIND = {
  earn: 'points_earn',
  redeem: 'points_redeem',
  return: 'points_return',
  convert: 'points_convert',
  adjust: 'points_adjust',
  /** The money legs: an amount paid with a redemption, its refund, a conversion's payout. */
  pay: 'points_mall_pay',
  refund: 'points_mall_refund',
  payout: 'points_mall_payout',
} as const;

type Merchant = Pick<MerchantRow, 'id' | 'currency_code'>;

export const memberPointsAccount = (trx: Kysely<Database>, merchantId: number, memberId: number) =>
  memberAccountId(trx, merchantId, memberId, MEMBER_ACCOUNT.points, POINTS_CURRENCY);
export const issuerAccount = (trx: Kysely<Database>, merchantId: number) =>
  houseAccountId(trx, merchantId, HOUSE_ACCOUNT.pointsIssuer, POINTS_CURRENCY);

/**
 * Moves points between a member and the issuer (positive: to the member) with its idempotency key.
 * A debit the member cannot cover is `points_insufficient` with the balance and what was needed.
 */
export async function postPoints(
  trx: Kysely<Database>,
  merchantId: number,
  memberId: number,
  points: bigint,
  move: { key: string; kind: string; reference: string; memo?: string | null },
): Promise<PostResult> {
  const member = await memberPointsAccount(trx, merchantId, memberId);
  const issuer = await issuerAccount(trx, merchantId);
  try {
    return await post(trx, {
      merchantId,
      idempotencyKey: move.key,
      kind: move.kind,
      reference: move.reference,
      memo: move.memo ?? null,
      entries: [
        { accountId: issuer, amount: -points },
        { accountId: member, amount: points },
      ],
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'insufficient_balance') {
      const balance = (error.details as { balance?: string } | null)?.balance ?? '0';
      throw new AppError('points_insufficient', { points: balance, required: String(-points) });
    }
    throw error;
  }
}

/** Moves money between a member's main wallet and the house `points_mall` account (positive: to the member). */
export async function postMallMoney(
  trx: Kysely<Database>,
  merchant: Merchant,
  memberId: number,
  amount: bigint,
  move: { key: string; kind: string; reference: string; memo?: string | null },
): Promise<PostResult> {
  const main = await memberAccountId(trx, merchant.id, memberId, MEMBER_ACCOUNT.main, merchant.currency_code);
  const mall = await houseAccountId(trx, merchant.id, HOUSE_ACCOUNT.pointsMall, merchant.currency_code);
  return post(trx, {
    merchantId: merchant.id,
    idempotencyKey: move.key,
    kind: move.kind,
    reference: move.reference,
    memo: move.memo ?? null,
    entries: [
      { accountId: mall, amount: -amount },
      { accountId: main, amount },
    ],
  });
}

/** The member's points now (no account yet: none). */
export async function pointsBalance(executor: Kysely<Database>, memberId: number): Promise<bigint> {
  const row = await executor
    .selectFrom('ledger_account')
    .select('balance')
    .where('owner', '=', 'member')
    .where('member_id', '=', memberId)
    .where('kind', '=', MEMBER_ACCOUNT.points)
    .executeTakeFirst();
  return row ? BigInt(row.balance) : 0n;
}
