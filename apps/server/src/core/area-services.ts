import type { InvitationService } from '../modules/agent-accounts/invitations.service';
import type { BettingRecordService } from '../modules/betting-record/betting-record.service';
import type { DepositService } from '../modules/cashier/deposit.service';
import type { WithdrawalService } from '../modules/cashier/withdrawal.service';
import type { ContractSettlementService } from '../modules/contract-settlement/settlement.service';
import type { GameLaunchService } from '../modules/game-launch/game-launch.service';
import type { DownlinePrizeGroupsService } from '../modules/lottery/downline-prize-groups';
import type { MessagesService } from '../modules/messages/messages.service';
import type { ProviderWalletRepository } from '../modules/provider-wallet/provider-wallet.repository';
import type { ProviderWalletService } from '../modules/provider-wallet/provider-wallet.service';
import type { WalletService } from '../modules/wallet/wallet.service';

/**
 * The services one area's plugin builds and another area uses, by name. An area provides its
 * entry when its plugin registers; an area that needs one is listed after its provider in
 * app.ts (docs/hardening/plugins.md).
 */
export type AreaServices = {
  /** agent-accounts: invitation codes, which registration (member) redeems. */
  invitations: InvitationService;
  /** betting-record: the member's rounds of every vendor, which agent reports total. */
  bettingRecord: BettingRecordService;
  /** cashier: the deposit queue, which the operator's cashier (ops) decides. */
  deposits: DepositService;
  /** cashier: the withdrawal queue, which the operator's cashier (ops) decides. */
  withdrawals: WithdrawalService;
  /** contract-settlement: the salary and dividend runner, decorated on the app for browser tests. */
  contractSettlements: ContractSettlementService;
  /** game-launch: launch tokens, which the in-house lottery's sessions open. */
  gameLaunch: GameLaunchService;
  /** lottery: downline prize groups, which agent accounts set when they create a downline. */
  prizeGroups: DownlinePrizeGroupsService;
  /** messages: system messages in the member's inbox, which promotions write in their own transaction. */
  messages: MessagesService;
  /** provider-wallet: the wallet protocol, which the in-house lottery plays through in-process. */
  providerWallet: { service: ProviderWalletService; repo: ProviderWalletRepository };
  /** wallet: balances and account records, which agent reports read. */
  wallet: WalletService;
};

/** Where areas leave the services other areas need, and take them from. */
export type AreaRegistry = {
  /** Offers an area's service to the areas registered after it; a name is provided once. */
  provide<K extends keyof AreaServices>(name: K, service: AreaServices[K]): void;
  /** A service an area registered earlier provided; throws at start-up when none did. */
  need<K extends keyof AreaServices>(name: K): AreaServices[K];
};

/** An empty registry for one app: filled as buildApp registers its areas in order. */
export function createAreaRegistry(): AreaRegistry {
  const services: Partial<AreaServices> = {};
  return {
    provide(name, service) {
      // A second provider would leave two instances of a service that may hold state (queues, caches).
      if (services[name] !== undefined) throw new Error(`area service "${name}" is provided twice`);
      services[name] = service;
    },
    need(name) {
      const service = services[name];
      if (service === undefined)
        throw new Error(`area service "${name}" is needed before any area provides it: list its area earlier in app.ts`);
      return service as AreaServices[typeof name];
    },
  };
}
