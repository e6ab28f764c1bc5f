import type { CreateRedEnvelopeDropRequest } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { groupThousands } from '../../../lib/format-money';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, Input } from '../../../ui/field';
import { useToast } from '../../../ui/toast';
import { AudiencePicker } from '../promotions/audience-picker';
import '../promotions/promotions-texts';
import { checkDropDraft, type DropDraft, newDropDraft, TITLE_LANGUAGES } from './drop-form';
import styles from './rewards.module.css';
import { useRedEnvelopeWrites } from './rewards-api';

const PROBLEM: Record<string, string> = {
  budget: 'ops_rewards.money_invalid',
  minAmount: 'ops_rewards.min_invalid',
  count: 'ops_rewards.count_invalid',
  startsAt: 'ops_rewards.time_invalid',
  endsAt: 'ops_rewards.window_invalid',
  audience: 'ops_rewards.audience_invalid',
  title_en: 'ops_rewards.title_required',
};

/** A new drop: titles, budget, count, minimum, window on the merchant's clock, audience; it asks before creating. */
export function NewDropDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { create } = useRedEnvelopeWrites();
  const [draft, setDraft] = useState<DropDraft>(() => newDropDraft());
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState<CreateRedEnvelopeDropRequest | null>(null);
  const [error, setError] = useState<string | null>(null);
  const checked = checkDropDraft(draft);
  const problem = (field: string) =>
    shown && !checked.ok && checked.fields.has(field) ? t(PROBLEM[field] ?? 'ops_rewards.title_invalid') : undefined;
  const set = (change: Partial<DropDraft>) => setDraft((d) => ({ ...d, ...change }));
  const close = () => {
    setDraft(newDropDraft());
    setShown(false);
    setError(null);
    onClose();
  };

  const send = (request: CreateRedEnvelopeDropRequest) =>
    create.mutate(request, {
      onSuccess: (drop) => {
        toast.show(t('ops_rewards.drop_created', { id: drop.id }), 'success');
        setConfirming(null);
        close();
      },
      onError: (caught) => {
        setError(errorMessage(caught));
        setConfirming(null);
      },
    });

  const text = (field: 'budget' | 'count' | 'minAmount', label: string, mode: 'decimal' | 'numeric', hint?: string) => (
    <Field label={label} hint={hint} error={problem(field)} required testId={`ops-drop-${field}`}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          inputMode={mode}
          aria-describedby={describedBy}
          invalid={invalid}
          value={draft[field]}
          onChange={(event) => set({ [field]: event.target.value })}
          data-testid={`ops-drop-${field}`}
        />
      )}
    </Field>
  );

  return (
    <>
      <Dialog
        open={open && confirming === null}
        onClose={close}
        title={t('ops_rewards.new_drop')}
        size="lg"
        testId="ops-drop-dialog"
        actions={
          <>
            <Button variant="ghost" onClick={close}>
              {t('ops_rewards.cancel')}
            </Button>
            <Button
              variant="primary"
              disabled={create.isPending}
              onClick={() => {
                setShown(true);
                setError(null);
                if (checked.ok) setConfirming(checked.request);
              }}
              data-testid="ops-drop-create"
            >
              {t('ops_rewards.create')}
            </Button>
          </>
        }
      >
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setShown(true);
            if (checked.ok) setConfirming(checked.request);
          }}
        >
          <div className={styles.fields}>
            {TITLE_LANGUAGES.map((language) => (
              <Field
                key={language}
                label={t('ops_rewards.drop_title', { language: t(`ops_rewards.language_${language}`) })}
                required={language === 'en'}
                error={problem(`title_${language}`)}
              >
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    maxLength={80}
                    aria-describedby={describedBy}
                    invalid={invalid}
                    value={draft.titles[language]}
                    onChange={(event) => set({ titles: { ...draft.titles, [language]: event.target.value } })}
                    data-testid={`ops-drop-title-${language}`}
                  />
                )}
              </Field>
            ))}
          </div>
          <div className={styles.fields}>
            {text('budget', t('ops_rewards.budget'), 'decimal')}
            {text('count', t('ops_rewards.count'), 'numeric', t('ops_rewards.count_hint'))}
            {text('minAmount', t('ops_rewards.min_amount'), 'decimal', t('ops_rewards.min_amount_hint'))}
          </div>
          <div className={styles.fields}>
            {(['startsAt', 'endsAt'] as const).map((field) => (
              <Field
                key={field}
                label={t(`ops_rewards.${field === 'startsAt' ? 'starts' : 'ends'}`)}
                hint={t('ops_rewards.zone_hint')}
                error={problem(field)}
                required
              >
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    type="datetime-local"
                    aria-describedby={describedBy}
                    invalid={invalid}
                    value={draft[field]}
                    onChange={(event) => set({ [field]: event.target.value })}
                    data-testid={`ops-drop-${field}`}
                  />
                )}
              </Field>
            ))}
          </div>
          <AudiencePicker value={draft.audience} onChange={(audience) => set({ audience })} disabled={false} error={problem('audience')} />
          {error ? <FormAlert testId="ops-drop-error">{error}</FormAlert> : null}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </form>
      </Dialog>
      <DropConfirm request={confirming} busy={create.isPending} onConfirm={send} onClose={() => setConfirming(null)} />
    </>
  );
}

function DropConfirm({
  request,
  busy,
  onConfirm,
  onClose,
}: {
  request: CreateRedEnvelopeDropRequest | null;
  busy: boolean;
  onConfirm: (request: CreateRedEnvelopeDropRequest) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title={t('ops_rewards.confirm_title')}
      size="sm"
      testId="ops-drop-confirm"
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('ops_rewards.cancel')}
          </Button>
          <Button variant="primary" onClick={() => request && onConfirm(request)} disabled={busy} data-testid="ops-drop-confirm-confirm">
            {t('ops_rewards.create')}
          </Button>
        </>
      }
    >
      {request ? (
        <p>
          {t('ops_rewards.confirm_drop', {
            title: request.titles.en,
            budget: groupThousands(request.budget),
            n: request.count,
            from: formatDateTime(request.startsAt),
            to: formatDateTime(request.endsAt),
          })}
        </p>
      ) : null}
    </Dialog>
  );
}
