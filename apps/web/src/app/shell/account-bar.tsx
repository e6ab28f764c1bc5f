import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SignOutDialog } from '../../features/auth/components/sign-out-dialog';
import { groupThousands } from '../../lib/format-money';
import { imageUrl } from '../../lib/image-cdn';
import { useMemberInfo } from '../../lib/member-info';
import { usePopups, useRestrictedAction } from '../../lib/popups';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/button';
import { Icon, type IconName } from '../../ui/icons';
import { Popover } from '../../ui/popover';
import { Skeleton } from '../../ui/skeleton';
import styles from './account-bar.module.css';

const HIDDEN_KEY = 'fortuna.balanceHidden';

function readHidden(): boolean {
  try {
    return localStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

/** Spec §4 "Balance display toggles between shown and masked"; the choice is kept for later visits. */
function useBalanceHidden(): [boolean, () => void] {
  const [hidden, setHidden] = useState(readHidden);
  const toggle = () => {
    const next = !hidden;
    setHidden(next);
    try {
      if (next) localStorage.setItem(HIDDEN_KEY, '1');
      else localStorage.removeItem(HIDDEN_KEY);
    } catch {
      // Not kept: the choice lasts this page only.
    }
  };
  return [hidden, toggle];
}

/** The main balance with its currency symbol and the show/hide toggle. */
function Balance({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const info = useMemberInfo();
  const [hidden, toggle] = useBalanceHidden();
  return (
    <div className={styles.balance} data-testid="balance">
      {compact ? null : <Icon.Wallet size={18} className={styles.balanceIcon} />}
      <span className={styles.amount} aria-live="polite">
        {info.data ? (
          <>
            <span className={styles.currency}>{info.data.currencySymbol}</span>
            <span data-testid="balance-amount">{hidden ? '••••' : groupThousands(info.data.balance)}</span>
          </>
        ) : (
          <Skeleton className={styles.amountSkeleton} />
        )}
      </span>
      <button
        type="button"
        className={styles.eye}
        onClick={toggle}
        aria-pressed={hidden}
        aria-label={hidden ? t('account.show_balance') : t('account.hide_balance')}
        data-testid="balance-toggle"
      >
        {hidden ? <Icon.EyeOff size={16} /> : <Icon.Eye size={16} />}
      </button>
    </div>
  );
}

type MenuItem = { key: string; icon: IconName; to?: string; action?: () => void; testId: string };

/** The account button and its menu (spec §2 Header): my account, agent centre, withdraw, records, sign out. */
function AccountMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const guard = useRestrictedAction();
  const { openPopup } = usePopups();
  const session = useSession();
  const info = useMemberInfo();
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const panelId = useId();
  const isAgent = info.data?.isAgent ?? session.isAgent;
  const isTrial = info.data?.isTrial ?? session.isTrial;
  const name = info.data?.nickname ?? session.nickname ?? '';

  const items: MenuItem[] = [
    { key: 'account.my_account', icon: 'User', to: '/member', testId: 'menu-my-account' },
    ...(isAgent ? [{ key: 'account.agent_centre', icon: 'Crown' as const, to: '/agentHome', testId: 'menu-agent-centre' }] : []),
    { key: 'account.withdraw', icon: 'Cash', to: '/member#withdraw', testId: 'menu-withdraw' },
    { key: 'account.account_record', icon: 'Receipt', to: '/member#accountRecord', testId: 'menu-account-record' },
    { key: 'account.betting_record', icon: 'Ticket', to: '/member#bettingRecord', testId: 'menu-betting-record' },
    { key: 'account.change_password', icon: 'Lock', action: () => openPopup('changePassword'), testId: 'menu-change-password' },
  ];

  const choose = (item: MenuItem) => {
    setOpen(false);
    guard('realAccount', () => (item.to ? navigate(item.to) : item.action?.()));
  };

  return (
    <>
      <button
        ref={setAnchor}
        type="button"
        className={styles.accountButton}
        aria-label={t('account.menu_label', { name })}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        data-testid="account-menu-button"
      >
        {info.data ? (
          <img className={styles.avatar} src={imageUrl(info.data.iconUrl)} alt="" width={32} height={32} />
        ) : (
          <span className={styles.avatar} />
        )}
        {compact ? null : <span className={styles.name}>{name}</span>}
        {compact ? null : <Icon.ChevronDown size={14} className={styles.chevron} />}
      </button>
      <Popover
        id={panelId}
        open={open}
        anchor={anchor}
        align="end"
        onClose={() => setOpen(false)}
        className={styles.menu}
        aria-label={t('account.menu_title')}
        data-testid="account-menu"
      >
        <div className={styles.menuHead}>
          {info.data ? <img className={styles.menuAvatar} src={imageUrl(info.data.iconUrl)} alt="" width={44} height={44} /> : null}
          <div className={styles.who}>
            <span className={styles.menuName} data-testid="account-nickname">
              {name}
            </span>
            <span className={styles.menuAccount}>{info.data?.account ?? session.account}</span>
          </div>
          {isTrial ? <span className={styles.badge}>{t('account.trial_badge')}</span> : null}
          {isAgent ? <span className={styles.badge}>{t('account.agent_badge')}</span> : null}
          {info.data?.hasVip ? (
            <span className={styles.badge} data-testid="account-vip">
              {t('account.vip_badge', { level: info.data.vipRankLevel, name: info.data.vipLabelName })}
            </span>
          ) : null}
        </div>
        <ul className={styles.items}>
          {items.map((item) => {
            const Glyph = Icon[item.icon];
            return (
              <li key={item.key}>
                <button type="button" className={styles.item} onClick={() => choose(item)} data-testid={item.testId}>
                  <Glyph size={18} className={styles.itemIcon} />
                  {t(item.key)}
                </button>
              </li>
            );
          })}
          <li className={styles.separator}>
            <button
              type="button"
              className={styles.item}
              onClick={() => {
                setOpen(false);
                setSigningOut(true);
              }}
              data-testid="menu-sign-out"
            >
              <Icon.Logout size={18} className={styles.itemIcon} />
              {t('auth.sign_out')}
            </button>
          </li>
        </ul>
      </Popover>
      <SignOutDialog open={signingOut} onClose={() => setSigningOut(false)} />
    </>
  );
}

/** The logged-in part of the header: balance, deposit and the account menu. */
export function AccountBar({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const guard = useRestrictedAction();
  const deposit = () => guard('realAccount', () => navigate('/member#deposit'));
  return (
    <div className={styles.bar} data-testid="account-bar">
      <Balance compact={compact} />
      {compact ? (
        <Button variant="primary" size="sm" iconOnly aria-label={t('account.deposit')} onClick={deposit} data-testid="deposit-button">
          <Icon.Plus size={18} />
        </Button>
      ) : (
        <Button variant="primary" size="sm" onClick={deposit} data-testid="deposit-button">
          <Icon.Plus size={16} />
          {t('account.deposit')}
        </Button>
      )}
      <AccountMenu compact={compact} />
    </div>
  );
}
