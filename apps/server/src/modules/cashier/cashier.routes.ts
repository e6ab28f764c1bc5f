import {
  bindBankAccountRequestSchema,
  confirmWithdrawalRequestSchema,
  createDepositRequestSchema,
  createWithdrawalRequestSchema,
  gatewayCallbackSchema,
  memberTransferRequestSchema,
  queueQuerySchema,
  setPaymentPasswordRequestSchema,
} from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { markMemberRoutes } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { EncryptionService } from '../auth/encryption.service';
import type { DepositService } from './deposit.service';
import type { MemberTransferService } from './member-transfer.service';
import { readConfirmation } from './proof-upload';
import type { WithdrawalService } from './withdrawal.service';

type Deps = {
  auth: AuthService;
  encryption: EncryptionService;
  deposits: DepositService;
  withdrawals: WithdrawalService;
  transfers: MemberTransferService;
};

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const gatewayParams = z.object({ gateway: z.string().regex(/^[a-z0-9_-]{1,32}$/) });

/** Member cashier calls: deposits, bank accounts, payment password, withdrawals, member transfers. */
export async function cashierRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  markMemberRoutes(app);
  const { auth, encryption, deposits, withdrawals, transfers } = deps;
  const session = (request: FastifyRequest) =>
    auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);

  app.get('/wps/cashier/deposit/channels', async (request) => {
    await session(request);
    return ok(await deposits.channels(request.site));
  });

  app.post('/wps/cashier/deposit', async (request) => {
    const ctx = await session(request);
    return ok(await deposits.create(request.site, ctx, parseInput(createDepositRequestSchema, request.body)));
  });

  app.get('/wps/cashier/deposits', async (request) => {
    const ctx = await session(request);
    const query = parseInput(queueQuerySchema, request.query);
    return ok(await deposits.list(request.site, ctx, query.pageNo, query.pageSize));
  });

  app.post('/wps/cashier/callback/:gateway', async (request) => {
    const { gateway } = parseInput(gatewayParams, request.params);
    return ok(await deposits.callback(request.site.merchant, gateway, parseInput(gatewayCallbackSchema, request.body)));
  });

  app.get('/wps/member/bankAccounts', async (request) => ok(await withdrawals.bankAccounts(await session(request))));

  app.post('/wps/member/bankAccount', async (request) => {
    const ctx = await session(request);
    const input = parseInput(bindBankAccountRequestSchema, await encryption.readBody(request));
    return ok(await withdrawals.bindBankAccount(request.site, ctx, input));
  });

  app.post('/wps/member/paymentPassword', async (request) => {
    const ctx = await session(request);
    const input = parseInput(setPaymentPasswordRequestSchema, await encryption.readBody(request));
    return ok(await withdrawals.setPaymentPassword(request.site, ctx, input));
  });

  app.post('/wps/cashier/withdrawal', async (request) => {
    const ctx = await session(request);
    const input = parseInput(createWithdrawalRequestSchema, await encryption.readBody(request));
    return ok(await withdrawals.create(request.site, ctx, input));
  });

  app.get('/wps/cashier/withdrawals', async (request) => {
    const ctx = await session(request);
    const query = parseInput(queueQuerySchema, request.query);
    return ok(await withdrawals.list(request.site, ctx, query.pageNo, query.pageSize));
  });

  app.post('/wps/cashier/withdrawal/:id/confirm', async (request) => {
    const ctx = await session(request);
    const { id } = parseInput(idParams, request.params);
    const { fields, proof } = await readConfirmation(request);
    const input = parseInput(confirmWithdrawalRequestSchema, fields);
    return ok(await withdrawals.confirm(request.site, ctx, id, input, proof));
  });

  app.post('/wps/member/transfer', async (request) => {
    const ctx = await session(request);
    const input = parseInput(memberTransferRequestSchema, await encryption.readBody(request));
    return ok(await transfers.transfer(request.site, ctx, input));
  });
}
