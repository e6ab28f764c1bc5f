import type { MemberDetail } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, Input } from '../../../ui/field';
import { useToast } from '../../../ui/toast';
import styles from './members.module.css';
import { useMemberWrites } from './members-api';

export type OverrideKind = 'tags' | 'prizeGroup' | 'vip';

/** Tags (comma separated), the lottery prize group (within bounds, or the merchant's default) or the VIP level override. */
export function OverridesDialog({ member, what, onClose }: { member: MemberDetail; what: OverrideKind; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const writes = useMemberWrites(member.id);
  const mutation = what === 'tags' ? writes.tags : what === 'prizeGroup' ? writes.prizeGroup : writes.vip;
  const [value, setValue] = useState(() =>
    what === 'tags'
      ? member.tags.join(', ')
      : what === 'prizeGroup'
        ? String(member.prizeGroup.series)
        : String(member.vipLevelOverride ?? ''),
  );
  const saved = () => {
    toast.show(t('ops_members.saved'), 'success');
    onClose();
  };
  const save = (clear: boolean) => {
    if (what === 'tags')
      writes.tags.mutate(
        {
          tags: value
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean),
        },
        { onSuccess: saved },
      );
    else if (what === 'prizeGroup') writes.prizeGroup.mutate({ series: clear ? null : Number(value) }, { onSuccess: saved });
    else writes.vip.mutate({ level: clear ? null : Number(value) }, { onSuccess: saved });
  };
  const numeric = what !== 'tags';
  const title = t(`ops_members.action_${what === 'prizeGroup' ? 'prize_group' : what}`);
  const hint =
    what === 'tags'
      ? t('ops_members.tags_hint')
      : what === 'prizeGroup'
        ? t('ops_members.prize_group_bounds', { min: member.prizeGroup.min, max: member.prizeGroup.max })
        : t('ops_members.vip_note');
  return (
    <Dialog open onClose={onClose} title={title} testId="ops-member-override-dialog">
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          save(false);
        }}
      >
        {mutation.error ? <FormAlert>{errorMessage(mutation.error)}</FormAlert> : null}
        <Field label={title} hint={hint}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              value={value}
              inputMode={numeric ? 'numeric' : undefined}
              onChange={(event) => setValue(event.target.value)}
              data-testid="ops-member-override-value"
            />
          )}
        </Field>
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('ops_members.cancel')}</Button>
          {numeric ? (
            <Button disabled={mutation.isPending} onClick={() => save(true)} data-testid="ops-member-override-clear">
              {what === 'prizeGroup' ? t('ops_members.prize_group_reset') : t('ops_members.vip_clear')}
            </Button>
          ) : null}
          <Button
            type="submit"
            variant="primary"
            disabled={mutation.isPending || (numeric && !/^\d+$/.test(value.trim()))}
            data-testid="ops-member-override-save"
          >
            {t('ops_members.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
