import type { FastifyInstance } from 'fastify';
import { repeatWhileOpen } from '../../core/repeat-while-open';
import type { SharedDeps } from '../../core/shared-deps';
import { cashierRoutes } from './cashier.routes';
import { createDepositService } from './deposit.service';
import { createMemberTransferService } from './member-transfer.service';
import { paymentGateways } from './payment-gateway';
import { simulatorRoutes } from './simulator.routes';
import { createWithdrawalService } from './withdrawal.service';

/**
 * The cashier: deposits, withdrawals and member transfers, the payment simulator, and the
 * withdrawal auto-confirmation. Provides `deposits` and `withdrawals` (the operator decides them).
 */
export async function cashierPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { appConfig, db, events, configService, members, auth, encryption, services, passwordAttempts, responsibleGaming } = deps;
  const deposits = createDepositService({ db, events, gateways: paymentGateways(appConfig), responsibleGaming });
  const withdrawals = createWithdrawalService({ db, events, config: configService, passwordAttempts });
  const transfers = createMemberTransferService(db, members, withdrawals, events);
  services.provide('deposits', deposits);
  services.provide('withdrawals', withdrawals);

  // Unconfirmed payouts are checked every minute: an idempotent statement, so every process may run it.
  repeatWhileOpen(app, 60_000, () => withdrawals.autoConfirm(), 'withdrawal auto-confirmation failed');

  await app.register(cashierRoutes, { auth, encryption, deposits, withdrawals, transfers });
  // The demo's self-pay gateway exists only where the operator switched it on (config.ts).
  if (appConfig.paymentSimulator) await app.register(simulatorRoutes, { db, auth });
}
