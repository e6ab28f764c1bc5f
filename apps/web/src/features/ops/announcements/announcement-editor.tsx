import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_LANGUAGES,
  ANNOUNCEMENT_TYPES,
  type AnnouncementLanguage,
  type OpsAnnouncement,
  POPUP_EXECUTIONS,
} from '@fortuna/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { sanitizeHtml } from '../../../lib/sanitize';
import { siteTimeZone } from '../../../lib/site-time-zone';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Checkbox, Field, FormAlert, Input, Textarea } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { Tabs, tabId, tabPanelId } from '../../../ui/tabs';
import { ConfirmActionDialog } from '../components/confirm-action-dialog';
import { type AnnouncementDraft, draftOf, requestOf } from './announcement-form';
import styles from './announcements.module.css';
import { useAgentPick, useAnnouncementWrites } from './announcements-api';

/** The team picker: agents by username prefix, one chosen. */
function AgentPicker({
  value,
  onChange,
  disabled,
}: {
  value: AnnouncementDraft['agent'];
  onChange: (agent: AnnouncementDraft['agent']) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const agents = useAgentPick(q.trim(), !disabled);
  return (
    <div className={styles.picker}>
      <Field
        label={t('ops_announcements.agent')}
        hint={value ? t('ops_announcements.agent_chosen', { agent: value.username }) : t('ops_announcements.agent_hint')}
      >
        {({ id, describedBy }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            value={q}
            disabled={disabled}
            placeholder={t('ops_announcements.agent_search')}
            onChange={(event) => setQ(event.target.value)}
            data-testid="ops-announcement-agent-search"
          />
        )}
      </Field>
      <div className={styles.pickList} role="listbox" aria-label={t('ops_announcements.agent')}>
        {(agents.data ?? []).map((agent) => (
          <button
            key={agent.id}
            type="button"
            role="option"
            aria-selected={value?.id === agent.id}
            className={styles.pickItem}
            disabled={disabled}
            onClick={() => onChange(agent)}
          >
            {agent.username}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * An announcement's editor: a tab per language (title, HTML content and its live sanitized
 * preview), then type, popup execution, image, schedule (the merchant's clock), audience, pin and
 * order. Save keeps it as it is (a new one is a draft); publish saves and makes it live; withdraw
 * and delete (drafts only) ask first.
 */
export function AnnouncementEditor({
  announcement,
  open,
  writable,
  onClose,
  onSaved,
}: {
  announcement: OpsAnnouncement | null;
  open: boolean;
  writable: boolean;
  onClose: () => void;
  onSaved: (saved: OpsAnnouncement) => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const idBase = useId();
  const writes = useAnnouncementWrites();
  const [draft, setDraft] = useState<AnnouncementDraft>(() => draftOf(announcement));
  const [language, setLanguage] = useState<AnnouncementLanguage>('en');
  const [invalid, setInvalid] = useState<string[]>([]);
  const [confirm, setConfirm] = useState<'withdraw' | 'delete' | null>(null);

  useEffect(() => {
    if (!open) return;
    setDraft(draftOf(announcement));
    setInvalid([]);
  }, [open, announcement]);
  useEffect(() => {
    if (open) setLanguage('en');
  }, [open]);

  const set = <K extends keyof AnnouncementDraft>(key: K, value: AnnouncementDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const setText = (field: 'title' | 'content', value: string) =>
    setDraft((current) => ({ ...current, [field]: { ...current[field], [language]: value } }));
  const pending = writes.create.isPending || writes.update.isPending || writes.publish.isPending;
  const error = writes.create.error ?? writes.update.error ?? writes.publish.error;
  const disabled = !writable || pending;

  const save = async (): Promise<OpsAnnouncement | null> => {
    const checked = requestOf(draft);
    if (!checked.ok) {
      setInvalid(checked.fields);
      return null;
    }
    setInvalid([]);
    const saved = announcement
      ? await writes.update.mutateAsync({ id: announcement.id, input: checked.request })
      : await writes.create.mutateAsync(checked.request);
    onSaved(saved);
    return saved;
  };
  const saveAndPublish = async () => {
    const saved = await save();
    if (saved) onSaved(await writes.publish.mutateAsync(saved.id));
  };
  const fieldError = (name: string) =>
    invalid.includes(name) ? t(`ops_announcements.invalid_${name}`, { defaultValue: t('ops_announcements.invalid') }) : undefined;
  const status = announcement?.status;
  const previewHtml = sanitizeHtml(draft.content[language] || draft.content.en);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      testId="ops-announcement-editor"
      title={announcement ? t('ops_announcements.edit', { id: announcement.id }) : t('ops_announcements.new')}
      actions={
        status ? (
          <Badge tone={status === 'PUBLISHED' ? 'success' : status === 'WITHDRAWN' ? 'warning' : 'neutral'}>
            {t(`ops_announcements.status_${status}`)}
          </Badge>
        ) : null
      }
    >
      <form
        className={styles.editor}
        onSubmit={(event) => {
          event.preventDefault();
          void save().catch(() => {});
        }}
      >
        {error ? <FormAlert testId="ops-announcement-error">{errorMessage(error)}</FormAlert> : null}
        {invalid.length ? <FormAlert testId="ops-announcement-invalid">{t('ops_announcements.invalid_summary')}</FormAlert> : null}
        <Tabs
          items={ANNOUNCEMENT_LANGUAGES.map((code) => ({
            id: code,
            label: `${t(`ops_announcements.language_${code}`)}${draft.title[code].trim() ? ' ✓' : ''}`,
          }))}
          value={language}
          onChange={setLanguage}
          label={t('ops_announcements.languages')}
          idBase={idBase}
          variant="pills"
          size="sm"
        />
        <div className={styles.languagePanel} role="tabpanel" id={tabPanelId(idBase, language)} aria-labelledby={tabId(idBase, language)}>
          <div className={styles.texts}>
            <Field
              label={t('ops_announcements.title')}
              required={language === 'en'}
              error={language === 'en' ? fieldError('title') : undefined}
            >
              {({ id, describedBy, invalid: bad }) => (
                <Input
                  id={id}
                  aria-describedby={describedBy}
                  invalid={bad}
                  value={draft.title[language]}
                  maxLength={200}
                  disabled={disabled}
                  onChange={(event) => setText('title', event.target.value)}
                  data-testid={`ops-announcement-title-${language}`}
                />
              )}
            </Field>
            <Field label={t('ops_announcements.content')} hint={t('ops_announcements.content_hint')}>
              {({ id, describedBy }) => (
                <Textarea
                  id={id}
                  aria-describedby={describedBy}
                  rows={8}
                  value={draft.content[language]}
                  disabled={disabled}
                  onChange={(event) => setText('content', event.target.value)}
                  data-testid={`ops-announcement-content-${language}`}
                />
              )}
            </Field>
          </div>
          <section className={styles.preview} aria-label={t('ops_announcements.preview')} data-testid="ops-announcement-preview">
            <p className={styles.previewLabel}>{t('ops_announcements.preview')}</p>
            <h3 className={styles.previewTitle}>{draft.title[language] || draft.title.en}</h3>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the operator's HTML, sanitized with DOMPurify as players get it */}
            <div className={styles.previewBody} dangerouslySetInnerHTML={{ __html: previewHtml }} />
          </section>
        </div>

        <div className={styles.settings}>
          <Field label={t('ops_announcements.type')} hint={t(`ops_announcements.type_hint_${draft.type}`)}>
            {({ id, describedBy }) => (
              <Select
                id={id}
                aria-describedby={describedBy}
                value={draft.type}
                disabled={disabled}
                onChange={(event) => set('type', event.target.value as AnnouncementDraft['type'])}
                data-testid="ops-announcement-type"
              >
                {ANNOUNCEMENT_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {t(`ops_announcements.type_${value}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('ops_announcements.popup')}>
            {({ id }) => (
              <Select
                id={id}
                value={draft.popup}
                disabled={disabled}
                onChange={(event) => set('popup', event.target.value as AnnouncementDraft['popup'])}
                data-testid="ops-announcement-popup"
              >
                {POPUP_EXECUTIONS.map((value) => (
                  <option key={value} value={value}>
                    {t(`ops_announcements.popup_${value}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('ops_announcements.image')} hint={t('ops_announcements.image_hint')} error={fieldError('imageUrl')}>
            {({ id, describedBy, invalid: bad }) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                invalid={bad}
                value={draft.imageUrl}
                disabled={disabled}
                onChange={(event) => set('imageUrl', event.target.value)}
                data-testid="ops-announcement-image"
              />
            )}
          </Field>
          <Field label={t('ops_announcements.starts')} hint={t('ops_announcements.zone_hint', { zone: siteTimeZone() })}>
            {({ id, describedBy }) => (
              <Input
                id={id}
                type="datetime-local"
                aria-describedby={describedBy}
                value={draft.starts}
                disabled={disabled}
                onChange={(event) => set('starts', event.target.value)}
                data-testid="ops-announcement-starts"
              />
            )}
          </Field>
          <Field label={t('ops_announcements.ends')} error={fieldError('endsAt')}>
            {({ id, describedBy, invalid: bad }) => (
              <Input
                id={id}
                type="datetime-local"
                aria-describedby={describedBy}
                invalid={bad}
                value={draft.ends}
                disabled={disabled}
                onChange={(event) => set('ends', event.target.value)}
                data-testid="ops-announcement-ends"
              />
            )}
          </Field>
          <Field label={t('ops_announcements.audience')} hint={draft.audience === 'VIP' ? t('ops_announcements.vip_hint') : undefined}>
            {({ id, describedBy }) => (
              <Select
                id={id}
                aria-describedby={describedBy}
                value={draft.audience}
                disabled={disabled}
                onChange={(event) => set('audience', event.target.value as AnnouncementDraft['audience'])}
                data-testid="ops-announcement-audience"
              >
                {ANNOUNCEMENT_AUDIENCES.map((value) => (
                  <option key={value} value={value}>
                    {t(`ops_announcements.audience_${value}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {draft.audience === 'VIP' ? (
            <Field label={t('ops_announcements.vip_level')} error={fieldError('vipLevel')}>
              {({ id, invalid: bad }) => (
                <Input
                  id={id}
                  type="number"
                  min={1}
                  max={99}
                  invalid={bad}
                  value={draft.vipLevel}
                  disabled={disabled}
                  onChange={(event) => set('vipLevel', event.target.value)}
                />
              )}
            </Field>
          ) : null}
          {draft.audience === 'TEAM' ? (
            <AgentPicker value={draft.agent} onChange={(agent) => set('agent', agent)} disabled={disabled} />
          ) : null}
          {draft.audience === 'TEAM' && fieldError('agentId') ? <FormAlert>{fieldError('agentId')}</FormAlert> : null}
          <Field label={t('ops_announcements.sort')} hint={t('ops_announcements.sort_hint')} error={fieldError('sort')}>
            {({ id, describedBy, invalid: bad }) => (
              <Input
                id={id}
                type="number"
                aria-describedby={describedBy}
                invalid={bad}
                value={draft.sort}
                disabled={disabled}
                onChange={(event) => set('sort', event.target.value)}
              />
            )}
          </Field>
          <Checkbox
            label={t('ops_announcements.pinned')}
            checked={draft.pinned}
            disabled={disabled}
            onChange={(event) => set('pinned', event.target.checked)}
            data-testid="ops-announcement-pinned"
          />
        </div>

        {writable ? (
          <div className={styles.actions}>
            {status === 'DRAFT' ? (
              <Button type="button" variant="ghost" onClick={() => setConfirm('delete')} data-testid="ops-announcement-delete">
                {t('ops_announcements.delete')}
              </Button>
            ) : null}
            {status === 'PUBLISHED' ? (
              <Button type="button" variant="ghost" onClick={() => setConfirm('withdraw')} data-testid="ops-announcement-withdraw">
                {t('ops_announcements.withdraw')}
              </Button>
            ) : null}
            <Button type="submit" variant="secondary" disabled={pending} data-testid="ops-announcement-save">
              {t('ops_announcements.save')}
            </Button>
            {status !== 'PUBLISHED' ? (
              <Button
                type="button"
                variant="primary"
                disabled={pending}
                onClick={() => void saveAndPublish().catch(() => {})}
                data-testid="ops-announcement-publish"
              >
                {t('ops_announcements.publish')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </form>
      <ConfirmActionDialog
        open={confirm !== null}
        title={confirm === 'delete' ? t('ops_announcements.delete_title') : t('ops_announcements.withdraw_title')}
        confirmLabel={confirm === 'delete' ? t('ops_announcements.delete') : t('ops_announcements.withdraw')}
        pending={writes.withdraw.isPending || writes.remove.isPending}
        error={confirm === 'delete' ? writes.remove.error : writes.withdraw.error}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          if (!announcement) return;
          if (confirm === 'delete') {
            writes.remove.mutate(announcement.id, {
              onSuccess: () => {
                setConfirm(null);
                onClose();
              },
            });
          } else {
            writes.withdraw.mutate(announcement.id, {
              onSuccess: (saved) => {
                setConfirm(null);
                onSaved(saved);
              },
            });
          }
        }}
        testId="ops-announcement-confirm"
      >
        {confirm === 'delete' ? t('ops_announcements.delete_text') : t('ops_announcements.withdraw_text')}
      </ConfirmActionDialog>
    </Dialog>
  );
}
