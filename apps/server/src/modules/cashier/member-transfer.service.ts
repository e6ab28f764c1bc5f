import { formatMinor, type memberTransferRequestSchema } from '@fortuna/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import { MEMBER_ACCOUNT, memberAccountId } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import type { MemberEvents } from '../../realtime/member-events';
import type { AuthContext } from '../auth/auth.service';
import { isAgentType } from '../auth/roles';
import type { MemberRepository } from '../member/member.repository';
import type { WithdrawalService } from './withdrawal.service';

/**
 * Transfers between members (spec §6): any member to its direct upline; an agent to its direct
 * downlines. Payment password required; both sides are notified.
 */
export function createMemberTransferService(
  db: Kysely<Database>,
  members: MemberRepository,
  withdrawals: WithdrawalService,
  events: MemberEvents,
) {
  return {
    async transfer(site: SiteContext, ctx: AuthContext, input: z.output<typeof memberTransferRequestSchema>) {
      if (ctx.isTrial) throw new AppError('in_need_true_account');
      const { merchant } = site;
      const target = await members.findByUsername(merchant.id, input.toUsername);
      if (target?.status !== 'ACTIVE') throw new AppError('member_not_found');
      const toUpline = ctx.member.parent_id === target.id;
      const toDownline = target.parent_id === ctx.member.id && isAgentType(merchant, ctx.member.type);
      if (!toUpline && !toDownline) throw new AppError('transfer_not_allowed');
      await withdrawals.checkPaymentPassword(ctx, input.paymentPassword);

      const { result, fromId, recorded } = await db.transaction().execute(async (trx) => {
        const fromId = await memberAccountId(trx, merchant.id, ctx.member.id, MEMBER_ACCOUNT.main, merchant.currency_code);
        const toId = await memberAccountId(trx, merchant.id, target.id, MEMBER_ACCOUNT.main, merchant.currency_code);
        const result = await post(trx, {
          merchantId: merchant.id,
          idempotencyKey: `member-transfer:${ctx.member.id}:${input.requestId}`,
          kind: toUpline ? 'transfer_to_upline' : 'transfer_to_downline',
          reference: `${ctx.member.id}->${target.id}`,
          entries: [
            { accountId: fromId, amount: -input.amount },
            { accountId: toId, amount: input.amount },
          ],
        });
        if (result.replayed) return { result, fromId, recorded: [] };
        const amount = formatMinor(input.amount, merchant.currency_decimals);
        const recorded = [
          await events.record(trx, ctx.member.id, 'TRANSFER_SUCCESS', { direction: 'out', amount, counterparty: target.nickname }),
          await events.record(trx, target.id, 'TRANSFER_SUCCESS', { direction: 'in', amount, counterparty: ctx.member.nickname }),
        ];
        return { result, fromId, recorded };
      });
      events.publish(...recorded);
      const balance = result.entries.find((e) => e.accountId === fromId)?.balanceAfter ?? 0n;
      return {
        amount: formatMinor(input.amount, merchant.currency_decimals),
        balance: formatMinor(balance, merchant.currency_decimals),
        toNickname: target.nickname,
      };
    },
  };
}

export type MemberTransferService = ReturnType<typeof createMemberTransferService>;
