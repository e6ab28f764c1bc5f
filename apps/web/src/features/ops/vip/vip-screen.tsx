import type { OpsVipLevel } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { groupThousands } from '../../../lib/format-money';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { ErrorState } from '../../../ui/error-state';
import { Field, FormAlert, Input } from '../../../ui/field';
import { PageHeader } from '../../../ui/page-header';
import { CenteredSpinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { can, useOpsMe } from '../api/ops-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LevelDialog } from './level-dialog';
import styles from './vip.module.css';
import { useOpsVipLevels, useOpsVipWrites } from './vip-api';
import './vip-texts';

/**
 * The back office's VIP levels (/backoffice/vip): the programme's window and bonus turnover, and
 * every level with its thresholds, bonuses and withdrawal limits; edit any level, add a level on
 * top, remove the top one (none may hold it). Writes need `promotions.write`.
 */
export function VipScreen() {
  const { t, i18n } = useTranslation();
  const me = useOpsMe();
  const levels = useOpsVipLevels();
  const writes = useOpsVipWrites();
  const errorMessage = useErrorMessage();
  const [editing, setEditing] = useState<{ level: number; base: OpsVipLevel | undefined } | null>(null);
  const [removing, setRemoving] = useState<OpsVipLevel | null>(null);
  const writable = can(me.data, 'promotions.write');

  if (levels.isError && !levels.data) return <ErrorState error={levels.error} onRetry={() => void levels.refetch()} />;
  if (!levels.data) return <CenteredSpinner />;
  const rows = levels.data.levels;
  const top = rows.at(-1);
  const nameOf = (level: OpsVipLevel) => level.names[i18n.language] ?? level.names.en ?? '';
  const money = (amount: string) => groupThousands(amount);

  return (
    <div className={styles.screen} data-testid="ops-vip">
      <PageHeader title={t('ops_vip.title')} subtitle={t('ops_vip.subtitle')} icon="Crown" />
      <Settings key={JSON.stringify(levels.data.settings)} writable={writable} />
      <Card className={styles.panel}>
        <div className={styles.toolbar}>
          {writable ? (
            <Button
              variant="primary"
              size="sm"
              onClick={() => setEditing({ level: (top?.level ?? -1) + 1, base: top })}
              data-testid="ops-vip-add"
            >
              {t('ops_vip.add_level')}
            </Button>
          ) : null}
        </div>
        {writes.remove.error ? <FormAlert testId="ops-vip-remove-error">{errorMessage(writes.remove.error)}</FormAlert> : null}
        <DataTable
          testId="ops-vip-levels"
          caption={t('ops_vip.title')}
          head={
            <>
              <HeadCell>{t('ops_vip.col_level')}</HeadCell>
              <HeadCell>{t('ops_vip.col_name')}</HeadCell>
              <HeadCell numeric>{t('ops_vip.col_deposits')}</HeadCell>
              <HeadCell numeric>{t('ops_vip.col_valid_bets')}</HeadCell>
              <HeadCell numeric>{t('ops_vip.col_keep')}</HeadCell>
              <HeadCell numeric>{t('ops_vip.col_upgrade')}</HeadCell>
              <HeadCell numeric>{t('ops_vip.col_weekly')}</HeadCell>
              <HeadCell numeric>{t('ops_vip.col_monthly')}</HeadCell>
              <HeadCell numeric>{t('ops_vip.col_withdrawals')}</HeadCell>
              <HeadCell numeric>{t('ops_vip.col_members')}</HeadCell>
              {writable ? <HeadCell>{t('ops_vip.col_actions')}</HeadCell> : null}
            </>
          }
        >
          {rows.map((level) => (
            <tr key={level.level} data-testid={`ops-vip-level-${level.level}`}>
              <Cell label={t('ops_vip.col_level')}>{level.level}</Cell>
              <Cell label={t('ops_vip.col_name')}>{nameOf(level)}</Cell>
              <Cell label={t('ops_vip.col_deposits')} numeric>
                {money(level.depositThreshold)}
              </Cell>
              <Cell label={t('ops_vip.col_valid_bets')} numeric>
                {money(level.validBetThreshold)}
              </Cell>
              <Cell label={t('ops_vip.col_keep')} numeric>
                {money(level.keepValidBet)}
              </Cell>
              <Cell label={t('ops_vip.col_upgrade')} numeric>
                {money(level.upgradeBonus)}
              </Cell>
              <Cell label={t('ops_vip.col_weekly')} numeric>
                {money(level.weeklyBonus)}
              </Cell>
              <Cell label={t('ops_vip.col_monthly')} numeric>
                {money(level.monthlyBonus)}
              </Cell>
              <Cell label={t('ops_vip.col_withdrawals')} numeric>
                {level.withdrawalDailyCount === null && level.withdrawalDailyAmount === null
                  ? t('ops_vip.no_limit')
                  : t('ops_vip.withdrawals_value', {
                      count: level.withdrawalDailyCount ?? '∞',
                      amount: level.withdrawalDailyAmount ? money(level.withdrawalDailyAmount) : '∞',
                    })}
              </Cell>
              <Cell label={t('ops_vip.col_members')} numeric>
                {level.members}
              </Cell>
              {writable ? (
                <Cell label={t('ops_vip.col_actions')}>
                  <span className={styles.actions}>
                    <Button size="sm" onClick={() => setEditing({ level: level.level, base: level })} data-testid="ops-vip-edit">
                      {t('ops_vip.edit')}
                    </Button>
                    {level.level === top?.level && level.level > 0 ? (
                      <Button size="sm" variant="outline" onClick={() => setRemoving(level)} data-testid="ops-vip-remove">
                        {t('ops_vip.remove')}
                      </Button>
                    ) : null}
                  </span>
                </Cell>
              ) : null}
            </tr>
          ))}
        </DataTable>
      </Card>
      {editing ? (
        <LevelDialog
          level={editing.level}
          base={editing.base}
          adding={editing.level > (top?.level ?? -1)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('ops_vip.remove')}
        text={removing ? t('ops_vip.remove_confirm', { level: removing.level, name: nameOf(removing) }) : ''}
        confirmLabel={t('ops_vip.remove')}
        busy={writes.remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) writes.remove.mutate(removing.level, { onSettled: () => setRemoving(null) });
        }}
        testId="ops-vip-remove-dialog"
      />
    </div>
  );
}

/** The window in business days and the bonuses' turnover multiple. */
function Settings({ writable }: { writable: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const levels = useOpsVipLevels();
  const writes = useOpsVipWrites();
  const settings = levels.data?.settings;
  const [windowDays, setWindowDays] = useState(String(settings?.windowDays ?? 30));
  const [multiple, setMultiple] = useState(String(settings?.turnoverMultiple ?? 0));
  return (
    <Card className={styles.panel}>
      <h2 className={styles.heading}>{t('ops_vip.settings_title')}</h2>
      <form
        className={styles.settings}
        onSubmit={(event) => {
          event.preventDefault();
          writes.settings.mutate(
            { windowDays: Number(windowDays), turnoverMultiple: Number(multiple) },
            { onSuccess: () => toast.show(t('ops_vip.saved'), 'success') },
          );
        }}
      >
        <Field label={t('ops_vip.window_days')} hint={t('ops_vip.window_hint')}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              inputMode="numeric"
              value={windowDays}
              disabled={!writable}
              onChange={(event) => setWindowDays(event.target.value)}
              data-testid="ops-vip-window"
            />
          )}
        </Field>
        <Field label={t('ops_vip.turnover_multiple')} hint={t('ops_vip.turnover_hint')}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              inputMode="numeric"
              value={multiple}
              disabled={!writable}
              onChange={(event) => setMultiple(event.target.value)}
              data-testid="ops-vip-turnover"
            />
          )}
        </Field>
        {writable ? (
          <Button type="submit" variant="primary" disabled={writes.settings.isPending} data-testid="ops-vip-settings-save">
            {t('ops_vip.save')}
          </Button>
        ) : null}
      </form>
      {writes.settings.error ? <FormAlert>{errorMessage(writes.settings.error)}</FormAlert> : null}
    </Card>
  );
}
