import type { MemberDetail, MemberStatus } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { AdjustDialog } from './adjust-dialog';
import styles from './members.module.css';
import { type OverrideKind, OverridesDialog } from './overrides-dialog';
import { PasswordDialog } from './password-dialog';
import { StatusDialog } from './status-dialog';

type Open =
  | { kind: 'status'; to: MemberStatus }
  | { kind: 'password' }
  | { kind: 'adjust' }
  | { kind: 'override'; what: OverrideKind }
  | null;

/** The action buttons of the member page, by the operator's permissions; each opens a dialog that asks for confirmation. */
export function MemberActions({ member, canWrite, canAdjust }: { member: MemberDetail; canWrite: boolean; canAdjust: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <div className={styles.actions}>
      {canWrite && member.status === 'ACTIVE' ? (
        <Button variant="outline" size="sm" onClick={() => setOpen({ kind: 'status', to: 'FROZEN' })} data-testid="ops-member-freeze">
          {t('ops_members.action_freeze')}
        </Button>
      ) : null}
      {canWrite && member.status === 'FROZEN' ? (
        <Button variant="outline" size="sm" onClick={() => setOpen({ kind: 'status', to: 'ACTIVE' })} data-testid="ops-member-unfreeze">
          {t('ops_members.action_unfreeze')}
        </Button>
      ) : null}
      {canWrite && member.status !== 'CLOSED' ? (
        <Button variant="outline" size="sm" onClick={() => setOpen({ kind: 'status', to: 'CLOSED' })} data-testid="ops-member-close">
          {t('ops_members.action_close')}
        </Button>
      ) : null}
      {canWrite ? (
        <>
          <Button size="sm" onClick={() => setOpen({ kind: 'password' })} data-testid="ops-member-password">
            {t('ops_members.action_password')}
          </Button>
          <Button size="sm" onClick={() => setOpen({ kind: 'override', what: 'tags' })} data-testid="ops-member-tags">
            {t('ops_members.action_tags')}
          </Button>
          <Button size="sm" onClick={() => setOpen({ kind: 'override', what: 'prizeGroup' })} data-testid="ops-member-prize-group">
            {t('ops_members.action_prize_group')}
          </Button>
        </>
      ) : null}
      {canAdjust ? (
        <Button variant="primary" size="sm" onClick={() => setOpen({ kind: 'adjust' })} data-testid="ops-member-adjust">
          {t('ops_members.action_adjust')}
        </Button>
      ) : null}
      {open?.kind === 'status' ? <StatusDialog member={member} to={open.to} onClose={close} /> : null}
      {open?.kind === 'password' ? <PasswordDialog member={member} onClose={close} /> : null}
      {open?.kind === 'adjust' ? <AdjustDialog member={member} onClose={close} /> : null}
      {open?.kind === 'override' ? <OverridesDialog member={member} what={open.what} onClose={close} /> : null}
    </div>
  );
}
