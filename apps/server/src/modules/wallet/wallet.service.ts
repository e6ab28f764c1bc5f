import {
  type AccountRecord,
  type accountRecordQuerySchema,
  type ConsolidatedFunds,
  formatMinor,
  MAIN_WALLET,
  type WalletBalance,
  type WalletTransferResponse,
  type walletTransferRequestSchema,
} from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import { type AccountDirectory, MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import type { GroupCommit } from '../../ledger/group-commit';
import { type PostRequest, type PostResult, post, StakeGuardError } from '../../ledger/post';
import type { AuthContext } from '../auth/auth.service';
import type { ResponsibleGaming } from '../responsible-gaming/responsible-gaming.service';
import { describeEntries } from './account-record.presenter';
import type { WalletRepository } from './wallet.repository';

/** Transfer vendors change rarely: each process keeps the list a minute. */
const VENDOR_TTL_MS = 60_000;

/** Balances and main ↔ vendor transfers (spec §7 "Wallet and messages"). */
export function createWalletService(deps: {
  db: Kysely<Database>;
  repo: WalletRepository;
  ledger: GroupCommit;
  accounts: AccountDirectory;
  /** The responsible-gaming guard: money moved into a vendor wallet is a stake. */
  responsibleGaming: Pick<ResponsibleGaming, 'checkStake'>;
  /** The responsible-gaming rules' clock (appConfig.clock): the time a stake is checked at. */
  clock?: () => Date;
}) {
  const { db, repo, ledger, accounts, responsibleGaming } = deps;
  const clock = deps.clock ?? (() => new Date());
  let vendors: { at: number; list: Promise<{ code: string; name: string }[]> } | undefined;

  function transferVendors() {
    if (!vendors || Date.now() - vendors.at > VENDOR_TTL_MS) {
      const list = repo.transferVendors();
      vendors = { at: Date.now(), list };
      list.catch(() => {
        vendors = undefined;
      });
    }
    return vendors.list;
  }

  const money = (site: SiteContext, amount: bigint) => formatMinor(amount, site.merchant.currency_decimals);

  /**
   * A stated amount's post, group-committed. Into a vendor wallet it is a stake (responsible
   * gaming): on a remembered session the post itself checks that the member has no limit and no
   * exclusion (PostGuard `stakeAt`, in its own statement: no read of its own, the common case);
   * a member who has some, or a session read afresh, is checked in full (`checkStake`) just
   * before the post, which has no transaction of its own to share.
   */
  async function postStated(
    request: PostRequest,
    stake: boolean,
    amount: bigint,
    ctx: AuthContext,
    site: SiteContext,
  ): Promise<PostResult> {
    if (stake && ctx.guard) {
      try {
        return await ledger.post(request, { ...ctx.guard, stakeAt: clock() });
      } catch (error) {
        if (!(error instanceof StakeGuardError)) throw error;
      }
    }
    if (stake) await responsibleGaming.checkStake(db, ctx.member.id, amount, site.merchant.currency_decimals);
    return ledger.post(request, ctx.guard);
  }

  return {
    /** `GET /wps/v2/wallets/balance`. */
    async balance(site: SiteContext, ctx: AuthContext): Promise<WalletBalance> {
      const main = await memberBalance(db, ctx.member.id, MEMBER_ACCOUNT.main);
      return { balance: money(site, main), currency: site.merchant.currency_code, currencySymbol: site.merchant.currency_symbol };
    },

    /** The merchant's transfer-wallet vendors (the spec's cached "merchant wallet"). */
    merchantWallets: async () => (await transferVendors()).map((v) => ({ vendor: v.code, name: v.name })),

    /** `GET /wps/member/info/funds/consolidated`: main plus every transfer wallet. */
    async consolidated(site: SiteContext, ctx: AuthContext): Promise<ConsolidatedFunds> {
      const [main, list, rows] = await Promise.all([
        memberBalance(db, ctx.member.id, MEMBER_ACCOUNT.main),
        transferVendors(),
        repo.vendorBalances(ctx.member.id),
      ]);
      const byKind = new Map(rows.map((r) => [r.kind, BigInt(r.balance)]));
      const wallets = list.map((v) => ({ vendor: v.code, name: v.name, amount: byKind.get(MEMBER_ACCOUNT.vendor(v.code)) ?? 0n }));
      const total = wallets.reduce((acc, w) => acc + w.amount, main);
      return {
        total: money(site, total),
        main: money(site, main),
        currencySymbol: site.merchant.currency_symbol,
        vendors: wallets.map((w) => ({ vendor: w.vendor, name: w.name, balance: money(site, w.amount) })),
      };
    },

    /**
     * `GET /wps/member/accountRecord`: read from the ledger, never a second copy. Its days are the
     * merchant's business days (its zone), as the agent back office's account details
     * (`GET /wps/agent/report/accountDetails`) read the same with a sort (`options`).
     */
    async accountRecord(
      site: SiteContext,
      ctx: AuthContext,
      query: z.output<typeof accountRecordQuerySchema>,
      options: { timeZone?: string; sort?: 'createdAt' | 'amount'; order?: 'asc' | 'desc' } = {},
    ): Promise<AccountRecord> {
      const { rows, total } = await repo.accountRecord(
        ctx.member.id,
        { ...query, timeZone: options.timeZone ?? site.merchant.time_zone },
        query.pageNo,
        query.pageSize,
        { sort: options.sort ?? 'createdAt', order: options.order ?? 'desc' },
      );
      const details = await describeEntries(deps.db, ctx.member.id, site.language, rows);
      return {
        list: rows.map((r, index) => ({
          id: String(r.id),
          kind: r.kind,
          wallet: r.wallet,
          amount: money(site, BigInt(r.amount)),
          balanceAfter: money(site, BigInt(r.balance_after)),
          reference: r.reference,
          detail: details[index],
          createdAt: new Date(r.created_at).toISOString(),
        })),
        pageNo: query.pageNo,
        totalPages: Math.ceil(total / query.pageSize),
        total,
      };
    },

    /**
     * `POST /wps/relay/GCS_walletTransfer`: one ledger post between the main wallet and a vendor
     * wallet, keyed by the member's request id so a retry moves nothing twice.
     */
    async transfer(
      site: SiteContext,
      ctx: AuthContext,
      input: z.output<typeof walletTransferRequestSchema>,
    ): Promise<WalletTransferResponse> {
      if (ctx.isTrial) throw new AppError('in_need_true_account');
      const vendorCode = input.from === MAIN_WALLET ? input.to : input.from;
      const vendor = (await transferVendors()).find((v) => v.code === vendorCode);
      if (!vendor) throw new AppError('wallet_not_found', { vendor: vendorCode });
      const { merchant } = site;
      const memberId = ctx.member.id;

      const mainId = await accounts.memberAccountId(merchant.id, memberId, MEMBER_ACCOUNT.main, merchant.currency_code);
      const vendorId = await accounts.memberAccountId(merchant.id, memberId, MEMBER_ACCOUNT.vendor(vendor.code), merchant.currency_code);
      const [sourceId, targetId] = input.from === MAIN_WALLET ? [mainId, vendorId] : [vendorId, mainId];
      const key = `wallet-transfer:${memberId}:${input.requestId}`;
      const transfer = (amount: bigint) => ({
        merchantId: merchant.id,
        idempotencyKey: key,
        kind: 'vendor_transfer',
        reference: input.requestId,
        memo: `${input.from}→${input.to}`,
        entries: [
          { accountId: sourceId, amount: -amount },
          { accountId: targetId, amount },
        ],
      });

      // A stated amount is one post, group-committed with its neighbours, made only while the
      // caller's session is as remembered when it was not read for this call (ctx.guard); all-in /
      // all-out reads the whole source balance under the lock post() takes anyway, so it has a
      // transaction of its own, and the same guard.
      const stake = input.from === MAIN_WALLET;
      const result =
        !input.all && input.amount !== undefined
          ? await postStated(transfer(input.amount), stake, input.amount, ctx, site)
          : await db.transaction().execute(async (trx) => {
              const replayed = await trx
                .selectFrom('ledger_transaction')
                .select('id')
                .where('merchant_id', '=', merchant.id)
                .where('idempotency_key', '=', key)
                .executeTakeFirst();
              const row = await sql<{ balance: bigint }>`SELECT balance FROM ledger_account WHERE id = ${sourceId} FOR UPDATE`.execute(trx);
              const amount = replayed
                ? -BigInt(
                    (
                      await trx
                        .selectFrom('ledger_entry')
                        .select('amount')
                        .where('transaction_id', '=', replayed.id)
                        .where('account_id', '=', sourceId)
                        .executeTakeFirstOrThrow()
                    ).amount,
                  )
                : BigInt(row.rows[0]?.balance ?? 0n);
              if (amount <= 0n) throw new AppError('insufficient_balance', { accountId: sourceId, balance: '0' });
              if (stake && !replayed) await responsibleGaming.checkStake(trx, memberId, amount, merchant.currency_decimals);
              return post(trx, transfer(amount), ctx.guard);
            });
      const after = new Map(result.entries.map((e) => [e.accountId, e.balanceAfter]));
      const moved = result.entries.find((e) => e.accountId === targetId)?.amount ?? 0n;
      return {
        requestId: input.requestId,
        status: 'SUCCESS' as const,
        amount: money(site, moved),
        main: money(site, after.get(mainId) ?? 0n),
        vendor: { vendor: vendor.code, name: vendor.name, balance: money(site, after.get(vendorId) ?? 0n) },
      };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
