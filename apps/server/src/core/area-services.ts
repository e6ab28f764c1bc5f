import type { InvitationService } from '../modules/agent-accounts/invitations.service';
import type { BettingRecordService } from '../modules/betting-record/betting-record.service';
import type { DepositService } from '../modules/cashier/deposit.service';
import type { WithdrawalService } from '../modules/cashier/withdrawal.service';
import type { ContractSettlementService } from '../modules/contract-settlement/settlement.service';
import type { CrashDriver } from '../modules/crash/crash-driver';
import type { CrashHub } from '../modules/crash/crash-hub';
import type { FishingService } from '../modules/fishing/fishing.service';
import type { FishingHub } from '../modules/fishing/fishing-hub';
import type { GameLaunchService } from '../modules/game-launch/game-launch.service';
import type { LiveDriver } from '../modules/live-tables/live-driver';
import type { LiveHub } from '../modules/live-tables/live-hub';
import type { DownlinePrizeGroupsService } from '../modules/lottery/downline-prize-groups';
import type { LotterySessions } from '../modules/lottery/lottery-session';
import type { InHouseWallet } from '../modules/lottery/lottery-wallet';
import type { MemberService } from '../modules/member/member.service';
import type { MessagesService } from '../modules/messages/messages.service';
import type { OriginalsService } from '../modules/originals/originals.service';
import type { AutoGrants } from '../modules/promotions/auto-grants';
import type { PromotionsService } from '../modules/promotions/promotions.service';
import type { ProviderWalletRepository } from '../modules/provider-wallet/provider-wallet.repository';
import type { ProviderWalletService } from '../modules/provider-wallet/provider-wallet.service';
import type { PvpDriver } from '../modules/pvp/pvp-driver';
import type { PvpHub } from '../modules/pvp/pvp-hub';
import type { ReferralSweeper } from '../modules/referral/referral-sweeper';
import type { SportsbookDriver } from '../modules/sportsbook/sportsbook-driver';
import type { SportsbookFeed } from '../modules/sportsbook/sportsbook-feed';
import type { SportsbookHub } from '../modules/sportsbook/sportsbook-hub';
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
  /**
   * lottery: the in-process provider wallet of the in-house vendors and the member sessions it plays
   * with, which the in-house instant games (originals, slots, crash, fishing) use as the BGS vendor.
   */
  inHouseWallet: { wallet: InHouseWallet; sessions: LotterySessions };
  /** lottery: downline prize groups, which agent accounts set when they create a downline. */
  prizeGroups: DownlinePrizeGroupsService;
  /** member: registrations with a referral code, which invite friends rewards. */
  memberRegistrations: Pick<MemberService, 'onReferredRegistration'>;
  /** messages: system messages in the member's inbox, which promotions write in their own transaction. */
  messages: MessagesService;
  /** provider-wallet: the wallet protocol, which the in-house lottery plays through in-process. */
  providerWallet: { service: ProviderWalletService; repo: ProviderWalletRepository };
  /** wallet: balances and account records, which agent reports read. */
  wallet: WalletService;
  /** fishing: Reef Hunter's rooms and shots, which the `/fishing` socket (realtime/fishing-socket.ts) serves. */
  fishing: { service: FishingService; hub: FishingHub };
  /** originals: the in-house instant rounds, which fishing plays its shots through. */
  originals: OriginalsService;
  /** promotions: statuses, claims and the bonus book, which VIP, referral, rebate and the account figures use. */
  promotions: PromotionsService;
  /** promotions: the automatic promotions' grants after a deposit and their sweeper (tests sweep at a chosen time). */
  autoGrants: AutoGrants;
  /** referral: the stage sweeper, decorated on the app so tests can run a sweep. */
  referralSweeper: ReferralSweeper;
  /** crash: the hub its socket namespace is wired to (app.ts), and the round driver. */
  crash: { hub: CrashHub; driver: CrashDriver };
  /** pvp: the hub its `/pvp` socket namespace is wired to (app.ts), and the hand driver. */
  pvp: { hub: PvpHub; driver: PvpDriver };
  /** live-tables: the hub its `/live` socket namespace is wired to (app.ts), and the round driver. */
  liveTables: { hub: LiveHub; driver: LiveDriver };
  /** sportsbook: the hub its `/sports` socket namespace is wired to (app.ts), the feed providers drive, and the book's driver. */
  sportsbook: { hub: SportsbookHub; driver: SportsbookDriver; feed: SportsbookFeed };
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
