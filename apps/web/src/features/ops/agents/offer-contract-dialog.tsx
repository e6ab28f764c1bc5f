import { CONTRACT_KIND_PERIODS, CONTRACT_KINDS, type ContractOffer, contractOfferSchema } from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, Input } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { Select } from '../../../ui/select';
import styles from './agents.module.css';
import { useAgentWrites } from './agents-api';

type Tier = { minVolume: string; minActiveMembers: number; rate: string; lossRate: string | null };
type Values = { memberId: number; kind: ContractOffer['kind']; period?: ContractOffer['period']; tiers: Tier[] };
const emptyTier = (realtime: boolean): Tier => ({ minVolume: '0', minActiveMembers: 0, rate: '', lossRate: realtime ? '' : null });

/**
 * The house offers a top-level agent a contract (`POST /ops/agent/contracts/offer`): kind, the
 * dividend's period, and rising tiers. Checked with the shared offer schema (raw values are sent:
 * the server converts rates itself).
 */
export function OfferContractDialog({ agent, onClose }: { agent: { memberId: number; username: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { offer } = useAgentWrites();
  const { register, handleSubmit, reset, watch, control, formState, setValue, getValues } = useForm<Values>({
    resolver: zodResolver(contractOfferSchema, undefined, { raw: true }) as never,
  });
  const tiers = useFieldArray({ control, name: 'tiers' });
  const kind = watch('kind');
  const realtime = kind === 'realtime_salary';
  const noActive = realtime || kind === 'hourly_salary';
  useEffect(() => {
    if (!agent) return;
    reset({ memberId: agent.memberId, kind: 'dividend', period: 'monthly', tiers: [emptyTier(false)] });
    offer.reset();
  }, [agent, reset, offer.reset]);
  useEffect(() => {
    // The kind decides which tier fields exist: loss rate for real-time salary, active members for dividend and daily salary.
    (getValues('tiers') ?? []).forEach((_, index) => {
      setValue(`tiers.${index}.lossRate`, realtime ? '' : null);
      if (noActive) setValue(`tiers.${index}.minActiveMembers`, 0);
    });
    setValue('period', kind === 'dividend' ? 'monthly' : undefined);
  }, [kind, realtime, noActive, setValue, getValues]);
  if (!agent) return <Dialog open={false} onClose={onClose} title="" />;
  const submit = handleSubmit((values) => offer.mutate(values as ContractOffer, { onSuccess: onClose }));
  const invalid = Object.keys(formState.errors).length > 0;
  return (
    <Dialog open onClose={onClose} title={t('ops_agents.offer_title', { username: agent.username })} size="lg" testId="ops-offer-dialog">
      <form className={styles.form} noValidate onSubmit={submit}>
        {offer.error ? <FormAlert>{errorMessage(offer.error)}</FormAlert> : null}
        {invalid ? <FormAlert>{t('ops_agents.offer_invalid')}</FormAlert> : null}
        <div className={styles.row}>
          <Field label={t('ops_agents.kind')}>
            {({ id }) => (
              <Select id={id} {...register('kind')}>
                {CONTRACT_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {t(`ops_agents.kind_${value}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {kind === 'dividend' ? (
            <Field label={t('ops_agents.period')}>
              {({ id }) => (
                <Select id={id} {...register('period')}>
                  {CONTRACT_KIND_PERIODS.dividend.map((value) => (
                    <option key={value} value={value}>
                      {t(`ops_agents.period_${value}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          ) : null}
        </div>
        <p className={styles.note}>{t('ops_agents.tiers_note')}</p>
        {tiers.fields.map((field, index) => (
          <div className={styles.row} key={field.id}>
            <Field label={t('ops_agents.min_volume')}>
              {({ id }) => <Input id={id} inputMode="decimal" {...register(`tiers.${index}.minVolume`)} />}
            </Field>
            {noActive ? null : (
              <Field label={t('ops_agents.min_active')}>
                {({ id }) => (
                  <Input id={id} type="number" min={0} {...register(`tiers.${index}.minActiveMembers`, { valueAsNumber: true })} />
                )}
              </Field>
            )}
            <Field label={realtime ? t('ops_agents.profit_rate') : t('ops_agents.rate')}>
              {({ id }) => <Input id={id} inputMode="decimal" {...register(`tiers.${index}.rate`)} />}
            </Field>
            {realtime ? (
              <Field label={t('ops_agents.loss_rate')}>
                {({ id }) => <Input id={id} inputMode="decimal" {...register(`tiers.${index}.lossRate`)} />}
              </Field>
            ) : null}
            {tiers.fields.length > 1 ? (
              <Button variant="ghost" onClick={() => tiers.remove(index)} aria-label={t('ops_agents.remove_tier')}>
                <Icon.Close size={16} />
              </Button>
            ) : null}
          </div>
        ))}
        <div className={styles.actions}>
          <Button onClick={() => tiers.append(emptyTier(realtime))} disabled={tiers.fields.length >= 20}>
            <Icon.Plus size={16} />
            {t('ops_agents.add_tier')}
          </Button>
          <Button type="submit" variant="primary" disabled={offer.isPending}>
            {t('ops_agents.offer')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
