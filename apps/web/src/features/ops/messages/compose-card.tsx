import { MESSAGE_LIMITS, type MessagePreview, type SendMessageRequest, sendMessageRequestSchema } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Field, FormAlert, Input, Textarea } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { MessageDialog } from '../../../ui/message-dialog';
import { Select } from '../../../ui/select';
import { useToast } from '../../../ui/toast';
import { type AudienceDraft, audienceOf, EMPTY_AUDIENCE } from './audience';
import styles from './messages.module.css';
import { usePreviewMessage, useSendMessage } from './messages-api';

const AUDIENCES = ['member', 'list', 'team', 'all'] as const;

/**
 * Writing a message (plain text: shown to members as typed, never as HTML): title, text and who
 * it goes to; a preview shows it as members will read it with the number of recipients and any
 * username that is no member's; sending asks for confirmation with that number.
 */
export function ComposeCard() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [audience, setAudience] = useState<AudienceDraft>(EMPTY_AUDIENCE);
  const [preview, setPreview] = useState<MessagePreview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const previewCall = usePreviewMessage();
  const send = useSendMessage();

  const draft = (): SendMessageRequest | null => {
    const parsed = sendMessageRequestSchema.safeParse({ title, body, audience: audienceOf(audience) });
    return parsed.success ? parsed.data : null;
  };
  const explain = (error: unknown) => {
    const reason =
      error instanceof ApiError && error.value && typeof error.value === 'object' ? (error.value as { reason?: unknown }).reason : null;
    return typeof reason === 'string' ? t(`ops_messages.error_${reason}`, { defaultValue: errorMessage(error) }) : errorMessage(error);
  };
  // Any change of the draft makes the shown preview stale: it must be looked at again before sending.
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPreview(null);
      setFailure(null);
    };

  const onPreview = async () => {
    const input = draft();
    if (!input) return setFailure(t('ops_messages.incomplete'));
    setFailure(null);
    try {
      setPreview(await previewCall.mutateAsync(input));
    } catch (error) {
      setFailure(explain(error));
    }
  };

  const onSend = async () => {
    const input = draft();
    if (!input) return;
    try {
      const sent = await send.mutateAsync(input);
      toast.show(t('ops_messages.sent_toast', { count: sent.recipients }), 'success', { kind: 'ops-message-sent' });
      setTitle('');
      setBody('');
      setAudience(EMPTY_AUDIENCE);
      setPreview(null);
    } catch (error) {
      setFailure(explain(error));
    } finally {
      setConfirming(false);
    }
  };

  const canSend = preview !== null && preview.recipients > 0 && preview.unknown.length === 0;

  return (
    <Card className={styles.card}>
      <h2 className={styles.heading}>
        <Icon.Send size={18} />
        {t('ops_messages.compose')}
      </h2>
      <div className={styles.form}>
        <Field label={t('ops_messages.title')} required hint={`${title.length}/${MESSAGE_LIMITS.titleMax}`}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              value={title}
              maxLength={MESSAGE_LIMITS.titleMax}
              onChange={(event) => change(setTitle)(event.target.value)}
              data-testid="ops-message-title"
            />
          )}
        </Field>
        <Field
          label={t('ops_messages.body')}
          required
          hint={t('ops_messages.body_hint', { count: body.length, max: MESSAGE_LIMITS.bodyMax })}
        >
          {({ id, describedBy }) => (
            <Textarea
              id={id}
              aria-describedby={describedBy}
              rows={6}
              value={body}
              maxLength={MESSAGE_LIMITS.bodyMax}
              onChange={(event) => change(setBody)(event.target.value)}
              data-testid="ops-message-body"
            />
          )}
        </Field>
        <div className={styles.audience}>
          <Field label={t('ops_messages.audience')} required>
            {({ id }) => (
              <Select
                id={id}
                value={audience.to}
                onChange={(event) => change(setAudience)({ ...audience, to: event.target.value as AudienceDraft['to'] })}
                data-testid="ops-message-audience"
              >
                {AUDIENCES.map((to) => (
                  <option key={to} value={to}>
                    {t(`ops_messages.audience_${to}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {audience.to === 'member' ? (
            <Field label={t('ops_messages.username')} required>
              {({ id }) => (
                <Input
                  id={id}
                  value={audience.username}
                  autoComplete="off"
                  onChange={(event) => change(setAudience)({ ...audience, username: event.target.value })}
                  data-testid="ops-message-username"
                />
              )}
            </Field>
          ) : null}
          {audience.to === 'list' ? (
            <Field
              label={t('ops_messages.usernames')}
              required
              hint={t('ops_messages.usernames_hint', { max: MESSAGE_LIMITS.usernamesMax })}
            >
              {({ id, describedBy }) => (
                <Textarea
                  id={id}
                  aria-describedby={describedBy}
                  rows={3}
                  value={audience.usernames}
                  onChange={(event) => change(setAudience)({ ...audience, usernames: event.target.value })}
                  data-testid="ops-message-usernames"
                />
              )}
            </Field>
          ) : null}
          {audience.to === 'team' ? (
            <>
              <Field label={t('ops_messages.agent')} required>
                {({ id }) => (
                  <Input
                    id={id}
                    value={audience.agent}
                    autoComplete="off"
                    onChange={(event) => change(setAudience)({ ...audience, agent: event.target.value })}
                    data-testid="ops-message-agent"
                  />
                )}
              </Field>
              <Field label={t('ops_messages.scope')}>
                {({ id }) => (
                  <Select
                    id={id}
                    value={audience.scope}
                    onChange={(event) => change(setAudience)({ ...audience, scope: event.target.value as AudienceDraft['scope'] })}
                    data-testid="ops-message-scope"
                  >
                    <option value="direct">{t('ops_messages.scope_direct')}</option>
                    <option value="downline">{t('ops_messages.scope_downline')}</option>
                  </Select>
                )}
              </Field>
            </>
          ) : null}
        </div>
      </div>
      {failure ? <FormAlert testId="ops-message-error">{failure}</FormAlert> : null}
      {preview ? (
        <section className={styles.preview} aria-label={t('ops_messages.preview')} data-testid="ops-message-preview">
          <p className={styles.previewReach}>
            {t('ops_messages.preview_reach', { count: preview.recipients })}
            {preview.sample.length ? <span className={styles.muted}> · {preview.sample.join(', ')}</span> : null}
          </p>
          {preview.unknown.length ? (
            <FormAlert testId="ops-message-unknown">{t('ops_messages.preview_unknown', { names: preview.unknown.join(', ') })}</FormAlert>
          ) : null}
          <div className={styles.previewMessage}>
            <strong className={styles.previewTitle}>{preview.title}</strong>
            <p className={styles.previewBody}>{preview.body}</p>
          </div>
        </section>
      ) : null}
      <div className={styles.buttons}>
        <Button variant="outline" onClick={onPreview} disabled={previewCall.isPending} data-testid="ops-message-preview-button">
          <Icon.Eye size={16} />
          {t('ops_messages.preview')}
        </Button>
        <Button variant="primary" onClick={() => setConfirming(true)} disabled={!canSend} data-testid="ops-message-send">
          <Icon.Send size={16} />
          {t('ops_messages.send')}
        </Button>
      </div>
      <MessageDialog
        open={confirming}
        title={t('ops_messages.send_confirm_title')}
        message={t('ops_messages.send_confirm_text', { count: preview?.recipients ?? 0 })}
        confirmLabel={t('ops_messages.send')}
        cancelLabel={t('ops_messages.cancel')}
        onConfirm={onSend}
        onClose={() => setConfirming(false)}
        icon="Send"
        busy={send.isPending}
        testId="ops-message-send-confirm"
      />
    </Card>
  );
}
