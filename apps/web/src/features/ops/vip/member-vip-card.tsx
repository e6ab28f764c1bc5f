import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { groupThousands } from '../../../lib/format-money';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Dialog } from '../../../ui/dialog';
import { Checkbox, Field, FormAlert } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { useToast } from '../../../ui/toast';
import { can, useOpsMe } from '../api/ops-api';
import styles from './vip.module.css';
import { useOpsMemberVip, useSetMemberVip } from './vip-api';
import './vip-texts';

/** The member page's VIP card: level, figures over the window, level changes, and the manual set (`promotions.write`). */
export function MemberVipCard({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const me = useOpsMe();
  const vip = useOpsMemberVip(memberId);
  const [setting, setSetting] = useState(false);
  const data = vip.data;
  return (
    <Card className={styles.member} data-testid="ops-member-vip">
      <div className={styles.memberHead}>
        <strong>
          {t('ops_vip.member_title')} · <span data-testid="ops-member-vip-level">{data ? `${data.level} ${data.name}` : <Skeleton />}</span>
        </strong>
        {data && can(me.data, 'promotions.write') ? (
          <Button size="sm" onClick={() => setSetting(true)} data-testid="ops-member-vip-set">
            {t('ops_vip.member_set')}
          </Button>
        ) : null}
      </div>
      {data ? (
        <>
          <span className={styles.muted}>
            {t('ops_vip.member_window', { days: data.windowDays })}: {t('ops_vip.col_deposits')} {groupThousands(data.deposits)} ·{' '}
            {t('ops_vip.col_valid_bets')} {groupThousands(data.validBets)}
          </span>
          <strong className={styles.subheading}>{t('ops_vip.member_history')}</strong>
          {data.history.length === 0 ? (
            <span className={styles.muted}>{t('ops_vip.member_no_history')}</span>
          ) : (
            <ul className={styles.history}>
              {data.history.map((change) => (
                <li key={change.id}>
                  {formatDateTime(change.createdAt)} · {change.fromLevel} → {change.toLevel} ·{' '}
                  {t(`ops_vip.reason_${change.reason}`, { operator: change.operator ?? '' })}
                  {change.bonus !== '0.00' ? ` · ${t('ops_vip.bonus', { amount: groupThousands(change.bonus) })}` : ''}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      {setting && data ? (
        <SetLevelDialog memberId={memberId} current={data.level} maxLevel={data.maxLevel} onClose={() => setSetting(false)} />
      ) : null}
    </Card>
  );
}

/** Picks the new level; the upgrade bonuses are paid only when ticked. */
function SetLevelDialog({
  memberId,
  current,
  maxLevel,
  onClose,
}: {
  memberId: number;
  current: number;
  maxLevel: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const mutation = useSetMemberVip(memberId);
  const [level, setLevel] = useState(current);
  const [payBonus, setPayBonus] = useState(false);
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={t('ops_vip.set_title')}
      testId="ops-member-vip-dialog"
      actions={
        <>
          <Button onClick={onClose}>{t('ops_vip.cancel')}</Button>
          <Button
            variant="primary"
            disabled={mutation.isPending || level === current}
            onClick={() =>
              mutation.mutate(
                { level, payBonus: payBonus && level > current },
                {
                  onSuccess: () => {
                    toast.show(t('ops_vip.saved'), 'success');
                    onClose();
                  },
                },
              )
            }
            data-testid="ops-member-vip-confirm"
          >
            {t('ops_vip.set_confirm')}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        {mutation.error ? <FormAlert>{errorMessage(mutation.error)}</FormAlert> : null}
        <Field label={t('ops_vip.set_level')}>
          {({ id }) => (
            <Select
              id={id}
              value={String(level)}
              onChange={(event) => setLevel(Number(event.target.value))}
              data-testid="ops-member-vip-level-select"
            >
              {Array.from({ length: maxLevel + 1 }, (_, n) => n).map((n) => (
                <option key={`level-${n}`} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Checkbox
          label={t('ops_vip.set_pay_bonus')}
          checked={payBonus}
          disabled={level <= current}
          onChange={(event) => setPayBonus(event.target.checked)}
          data-testid="ops-member-vip-pay"
        />
      </div>
    </Dialog>
  );
}
