import { LOTTERY_WATCH } from '@fortuna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { io } from 'socket.io-client';
import { agentKeys } from '../features/agent/api/agent-keys';
import { feedbackKeys } from '../features/feedback/api/feedback-keys';
import { createLotteryLiveEvents } from '../features/lottery/live-events';
import { messagesKeys } from '../features/messages/api/messages-keys';
import { formatMoney } from '../lib/format-money';
import { onWatchedLotteryGamesChange, watchedLotteryGames } from '../lib/lottery-watch';
import { useMemberInfo } from '../lib/member-info';
import { refreshMoney } from '../lib/money-queries';
import { dropSession, getSession, useToken } from '../lib/session';
import { useOptionalSiteConfig } from '../lib/site-config';
import { useToast } from '../ui/toast';

/** Socket refusals that retrying cannot cure. */
const SOCKET_REFUSALS = new Set(['session_expired', 'not_logged_in', 'password_change_required']);

/** The spec's message types (§4), as the server's socket sends them. */
export const NOTIFICATION_TYPES = [
  'DEPOSIT_CREDITED',
  'DEPOSIT_FAILED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
  'NEW_MAIL',
  'TRANSFER_SUCCESS',
  // Agent contracts (server modules/agent-contracts); the payload names the kind and the other party.
  'CONTRACT_OFFERED',
  'CONTRACT_WITHDRAWN',
  'CONTRACT_SIGNED',
  'CONTRACT_REJECTED',
  'CONTRACT_TERMINATION_REQUESTED',
  'CONTRACT_TERMINATION_DECLINED',
  'CONTRACT_TERMINATED',
  // Contract settlements (server modules/contract-settlement); the payload names the kind and the amount.
  'SALARY_PAID',
  'DIVIDEND_PAID',
  // An operator answered the member's feedback (server modules/feedback).
  'FEEDBACK_REPLIED',
  // The member reached a higher VIP level (server modules/vip); the payload names it in every language.
  'VIP_UPGRADED',
] as const;
type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** One `notification` event of the member's socket. */
export type MemberNotification = {
  id: number;
  type: string;
  payload: {
    amount?: string;
    balance?: string;
    reason?: string;
    direction?: string;
    counterparty?: string;
    kind?: string;
    level?: number;
    names?: Record<string, string>;
    type?: string;
  };
  createdAt: string;
};

const TONE: Record<NotificationType, 'success' | 'error' | 'info'> = {
  DEPOSIT_CREDITED: 'success',
  DEPOSIT_FAILED: 'error',
  WITHDRAWAL_APPROVED: 'success',
  WITHDRAWAL_REJECTED: 'error',
  NEW_MAIL: 'info',
  TRANSFER_SUCCESS: 'success',
  CONTRACT_OFFERED: 'info',
  CONTRACT_WITHDRAWN: 'info',
  CONTRACT_SIGNED: 'success',
  CONTRACT_REJECTED: 'error',
  CONTRACT_TERMINATION_REQUESTED: 'info',
  CONTRACT_TERMINATION_DECLINED: 'info',
  CONTRACT_TERMINATED: 'info',
  SALARY_PAID: 'success',
  DIVIDEND_PAID: 'success',
  FEEDBACK_REPLIED: 'info',
  VIP_UPGRADED: 'success',
};
const TOAST_MS = 8000;
/** Notifications about agent contracts and their settlements (modules/agent-contracts, contract-settlement). */
const AGENT_EVENT = /^(CONTRACT_[A-Z_]+|SALARY_PAID|DIVIDEND_PAID)$/;

function isKnown(type: string): type is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type);
}

/**
 * The i18n key and values of a notification's toast: `notify.<TYPE>` (a transfer by direction,
 * `notify.TRANSFER_SUCCESS_in` / `_out`) with the payload's figures formatted in the currency.
 */
export function notificationText(event: MemberNotification, symbol: string | undefined, language = 'en') {
  const { payload } = event;
  const type = isKnown(event.type) ? event.type : 'NEW_MAIL';
  const key = type === 'TRANSFER_SUCCESS' ? `notify.TRANSFER_SUCCESS_${payload.direction === 'in' ? 'in' : 'out'}` : `notify.${type}`;
  const values = {
    amount: payload.amount ? formatMoney(payload.amount, symbol) : '',
    balance: payload.balance ? formatMoney(payload.balance, symbol) : '',
    reason: payload.reason ?? '',
    counterparty: payload.counterparty ?? '',
    // A contract kind: the texts nest `notify.contract_kind_<kind>` for its name.
    kind: payload.kind ?? '',
    // A VIP level: its number and its name in the reader's language.
    level: payload.level === undefined ? '' : String(payload.level),
    name: payload.names?.[language] ?? payload.names?.en ?? '',
  };
  const withBalance = (type === 'DEPOSIT_CREDITED' || type === 'WITHDRAWAL_REJECTED') && payload.balance;
  return { type, key, title: `notify.title_${type}`, values, withBalance: Boolean(withBalance), tone: TONE[type] };
}

/**
 * Spec §2 "A socket event listener runs when logged in": one Socket.IO connection per session
 * token. Each notification shows as a toast in the member's language and refreshes the header
 * balance and every money query, so nothing needs a reload. A new token (a password change)
 * reconnects with it; logging out disconnects. When the server revokes the session (a logout or a
 * password change in another tab) it says `session_revoked` and the tab ends its session, as an
 * API call refused for that token would.
 */
export function RealtimeNotifications() {
  const { t, i18n } = useTranslation();
  const token = useToken();
  const config = useOptionalSiteConfig();
  const merchant = config?.merchant.code || getSession().merchant || undefined;
  const queryClient = useQueryClient();
  const toast = useToast();
  const symbol = useMemberInfo().data?.currencySymbol;

  // The socket lives as long as the token; these change more often and are read when an event comes.
  const latest = useRef({ t, toast, symbol, language: i18n.language });
  latest.current = { t, toast, symbol, language: i18n.language };

  useEffect(() => {
    if (!token) return;
    const socket = io({ path: '/socket.io', auth: { token, merchant }, transports: ['websocket'] });
    // Keyed by type and id: a NEW_MAIL carries its message's id, which another event's id may equal.
    const seen = new Set<string>();
    socket.on('notification', (event: MemberNotification) => {
      const key = `${event.type}:${event.id}`;
      if (seen.has(key)) return;
      seen.add(key);
      const { t: translate, toast: toasts, symbol: currency, language } = latest.current;
      if (event.type === 'NEW_MAIL') {
        // A message arrived: the badges and an open inbox read afresh. A system message's own event
        // (deposit credited, ...) already showed its toast; an operator's message gets one here.
        void queryClient.invalidateQueries({ queryKey: messagesKeys.all });
        // A promotion bonus paid without the member's click (an approved application, an automatic
        // grant): its message is the only event, so the balance and the reward badge refresh here.
        if (event.payload.kind === 'system' && event.payload.type === 'PROMOTION_ISSUED') void refreshMoney(queryClient);
        if (event.payload.kind === 'system') return;
      }
      const text = notificationText(event, currency, language);
      // A gateway's refusal comes as a code; an operator's reason as written.
      if (text.values.reason === 'gateway_failed') text.values.reason = translate('cashier.gateway_failed');
      let message = translate(text.key, text.values);
      if (text.withBalance) message = `${message} ${translate('notify.balance_now', { balance: text.values.balance })}`;
      toasts.show(message, text.tone, { title: translate(text.title), durationMs: TOAST_MS, kind: text.type });
      void refreshMoney(queryClient);
      // A contract offered, signed or ended, or a salary or dividend paid: the contract popup, the
      // agent menu (consolidated info) and the agent centre's pages read afresh.
      if (AGENT_EVENT.test(event.type)) void queryClient.invalidateQueries({ queryKey: agentKeys.all });
      // A feedback reply: the member's feedback list, its badge and an open thread read afresh.
      if (event.type === 'FEEDBACK_REPLIED') void queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
    });
    // A draw of a game an open page shows (the socket asks for those games' rooms with
    // `lottery_watch`, again on every reconnect) or a settlement of the member's bets
    // (realtime/lottery-feed.ts on the server): the page shows it at once, each of its reads
    // refreshed once per burst of events; its own polling around a draw is the fallback.
    const lottery = createLotteryLiveEvents(queryClient);
    const watch = () => {
      if (socket.connected) socket.emit(LOTTERY_WATCH, { gameCodes: watchedLotteryGames() });
    };
    socket.on('connect', watch);
    const stopWatching = onWatchedLotteryGamesChange(watch);
    socket.on('lottery_drawn', lottery.drawn);
    socket.on('lottery_settled', lottery.settled);
    socket.on('session_revoked', () => dropSession(token));
    // An operator withdrew a message: the inbox and badges read afresh.
    socket.on('mailbox_changed', () => void queryClient.invalidateQueries({ queryKey: messagesKeys.all }));
    // Events sent while the socket was away are not replayed: after a reconnect, read the money and messages afresh.
    socket.io.on('reconnect', () => {
      void refreshMoney(queryClient);
      void queryClient.invalidateQueries({ queryKey: messagesKeys.all });
    });
    socket.on('connect_error', (error) => {
      // A refused session does not get better by retrying; the API calls end it in this tab. A session
      // that must change its password reconnects with the fresh token the change answers.
      if (SOCKET_REFUSALS.has(error.message)) socket.disconnect();
    });
    return () => {
      stopWatching();
      lottery.dispose();
      socket.disconnect();
    };
  }, [token, merchant, queryClient]);

  return null;
}
