import './help-texts';
import { LANGUAGES, type OpsHelp, type OpsHelpSection } from '@fortuna/shared';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { sanitizeHtml } from '../../../lib/sanitize';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorState } from '../../../ui/error-state';
import { Checkbox, Field, FormAlert, Input, Textarea } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { useToast } from '../../../ui/toast';
import { can, useOpsMe } from '../api/ops-api';
import styles from './help.module.css';
import { useHelpWrites, useOpsHelp } from './help-api';

const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.nativeName ?? code;

/** A refused help write in the operator's language: the server's reason when known, else the code's text. */
function useHelpError() {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  return (error: unknown) => {
    const reason = error instanceof ApiError ? (error.value as { reason?: unknown } | undefined)?.reason : undefined;
    if (typeof reason === 'string' && i18n.exists(`ops_help.reason_${reason}`)) return t(`ops_help.reason_${reason}`);
    return errorMessage(error);
  };
}

/** The section list: order (up/down) and switch, saved together. */
function SectionList({
  help,
  selected,
  onSelect,
  writable,
}: {
  help: OpsHelp;
  selected: string;
  onSelect: (id: OpsHelpSection['id']) => void;
  writable: boolean;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const helpError = useHelpError();
  const { saveSections } = useHelpWrites();
  const [order, setOrder] = useState(help.sections.map((s) => ({ id: s.id, enabled: s.enabled })));
  useEffect(() => setOrder(help.sections.map((s) => ({ id: s.id, enabled: s.enabled }))), [help.sections]);
  const titleOf = (id: string) => {
    const texts = help.sections.find((s) => s.id === id)?.texts ?? [];
    const pick = (lang: string) => texts.find((x) => x.lang === lang);
    return (pick(i18n.language) ?? pick(help.defaultLanguage) ?? pick('en') ?? texts[0])?.title ?? id;
  };
  const move = (index: number, by: number) => {
    const next = [...order];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(index + by, 0, item);
    setOrder(next);
  };
  const changed = order.some((s, i) => s.id !== help.sections[i]?.id || s.enabled !== help.sections[i]?.enabled);
  return (
    <Card>
      <div className={styles.listHead}>
        <h2 className={styles.heading}>{t('ops_help.sections')}</h2>
        <p className={styles.hint}>{t('ops_help.sections_hint')}</p>
      </div>
      <ol className={styles.sections} data-testid="help-sections">
        {order.map((section, index) => (
          <li key={section.id} className={styles.sectionRow} data-selected={section.id === selected || undefined}>
            <button
              type="button"
              className={styles.sectionName}
              onClick={() => onSelect(section.id)}
              data-testid={`help-section-${section.id}`}
            >
              <span>{titleOf(section.id)}</span>
              <code className={styles.code}>#{section.id}</code>
            </button>
            {writable ? (
              <span className={styles.sectionTools}>
                <Checkbox
                  label={t('ops_help.enabled')}
                  checked={section.enabled}
                  onChange={(e) => setOrder(order.map((s) => (s.id === section.id ? { ...s, enabled: e.target.checked } : s)))}
                  data-testid={`help-enabled-${section.id}`}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  disabled={index === 0}
                  aria-label={t('ops_help.move_up', { name: titleOf(section.id) })}
                  onClick={() => move(index, -1)}
                >
                  <Icon.ChevronDown size={14} className={styles.up} />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  disabled={index === order.length - 1}
                  aria-label={t('ops_help.move_down', { name: titleOf(section.id) })}
                  onClick={() => move(index, 1)}
                >
                  <Icon.ChevronDown size={14} />
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {saveSections.error ? <FormAlert>{helpError(saveSections.error)}</FormAlert> : null}
      {writable ? (
        <Button
          variant="secondary"
          disabled={!changed || saveSections.isPending}
          onClick={() =>
            saveSections.mutate(
              { sections: order.map((s, sort) => ({ id: s.id, sort, enabled: s.enabled })) },
              { onSuccess: () => toast.show(t('ops_help.order_saved'), 'success') },
            )
          }
          data-testid="help-save-order"
        >
          {t('ops_help.save_order')}
        </Button>
      ) : null}
    </Card>
  );
}

/** One section in one language: title, HTML, and the preview as players will see it (sanitized the same way). */
function Editor({ help, section, writable }: { help: OpsHelp; section: OpsHelpSection; writable: boolean }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const helpError = useHelpError();
  const { saveText } = useHelpWrites();
  // The operator's own language first (when the site offers it), else the site's default.
  const [lang, setLang] = useState(help.languages.includes(i18n.language) ? i18n.language : help.defaultLanguage);
  const saved = section.texts.find((x) => x.lang === lang);
  const fallback =
    section.texts.find((x) => x.lang === help.defaultLanguage) ?? section.texts.find((x) => x.lang === 'en') ?? section.texts[0];
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  // A new section or language starts from what is saved (or the fallback's text, to translate).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of section, language or saved text resets the form
  useEffect(() => {
    setTitle(saved?.title ?? fallback?.title ?? '');
    setContent(saved?.content ?? fallback?.content ?? '');
    saveText.reset();
  }, [section.id, lang, saved?.updatedAt]);
  const preview = useMemo(() => sanitizeHtml(content), [content]);
  const dirty = title !== (saved?.title ?? '') || content !== (saved?.content ?? '');
  const titleInvalid = title.trim().length < 1 || title.trim().length > 80;
  return (
    <Card>
      <div className={styles.editorHead}>
        <h2 className={styles.heading}>
          {saved?.title ?? fallback?.title ?? section.id} <code className={styles.code}>#{section.id}</code>
        </h2>
        <Field label={t('ops_help.language')}>
          {({ id }) => (
            <Select id={id} value={lang} onChange={(e) => setLang(e.target.value)} data-testid="help-language">
              {help.languages.map((code) => (
                <option key={code} value={code}>
                  {languageName(code)}
                  {section.texts.some((x) => x.lang === code) ? '' : ` — ${t('ops_help.missing')}`}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {!saved && fallback ? <FormAlert tone="info">{t('ops_help.fallback_note', { lang: languageName(fallback.lang) })}</FormAlert> : null}
      {saved ? <p className={styles.hint}>{t('ops_help.updated', { time: formatDateTime(saved.updatedAt) })}</p> : null}
      <div className={styles.editor}>
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (titleInvalid || !writable) return;
            saveText.mutate(
              { section: section.id, lang, title: title.trim(), content },
              { onSuccess: () => toast.show(t('ops_help.saved'), 'success') },
            );
          }}
        >
          {saveText.error ? <FormAlert testId="help-save-error">{helpError(saveText.error)}</FormAlert> : null}
          <Field label={t('ops_help.field_title')} error={titleInvalid ? t('ops_help.invalid_title') : undefined}>
            {({ id, invalid }) => (
              <Input
                id={id}
                invalid={invalid}
                maxLength={80}
                value={title}
                readOnly={!writable}
                onChange={(e) => setTitle(e.target.value)}
                data-testid="help-title"
              />
            )}
          </Field>
          <Field label={t('ops_help.field_content')} hint={t('ops_help.content_hint')}>
            {({ id }) => (
              <Textarea
                id={id}
                rows={18}
                className={styles.source}
                value={content}
                readOnly={!writable}
                spellCheck={false}
                onChange={(e) => setContent(e.target.value)}
                data-testid="help-content"
              />
            )}
          </Field>
          {writable ? (
            <div className={styles.actions}>
              {dirty ? <span className={styles.hint}>{t('ops_help.unsaved')}</span> : null}
              <Button
                variant="ghost"
                disabled={!dirty}
                onClick={() => {
                  setTitle(saved?.title ?? fallback?.title ?? '');
                  setContent(saved?.content ?? fallback?.content ?? '');
                }}
              >
                {t('ops_help.discard')}
              </Button>
              <Button type="submit" variant="primary" disabled={saveText.isPending || titleInvalid} data-testid="help-save">
                {t('ops_help.save')}
              </Button>
            </div>
          ) : null}
        </form>
        <section className={styles.preview} aria-label={t('ops_help.preview')} data-testid="help-preview" lang={lang}>
          <h3 className={styles.previewLabel}>{t('ops_help.preview')}</h3>
          <h2 className={styles.previewTitle}>{title}</h2>
          {preview ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the preview shows the HTML sanitized as the player site will (DOMPurify)
            <div className={styles.previewBody} dangerouslySetInnerHTML={{ __html: preview }} />
          ) : (
            <p className={styles.hint}>{t('ops_help.preview_empty')}</p>
          )}
        </section>
      </div>
    </Card>
  );
}

/**
 * The help centre in the back office (`content.read`; writing needs `content.write`): the
 * sections' order and switch, and each section's title and HTML per language with a live,
 * sanitized preview. Every save is audited and seen by players at their next call.
 */
export function HelpScreen() {
  const { t } = useTranslation();
  const me = useOpsMe();
  const help = useOpsHelp();
  const writable = can(me.data, 'content.write');
  const [selected, setSelected] = useState<OpsHelpSection['id']>('about');
  const section = help.data?.sections.find((s) => s.id === selected) ?? help.data?.sections[0];
  return (
    <div className={styles.screen} data-testid="help-screen">
      <PageHeader title={t('ops_help.title')} subtitle={t('ops_help.subtitle')} icon="Help" />
      {me.data && !writable ? <FormAlert tone="info">{t('ops_help.read_only')}</FormAlert> : null}
      {help.error ? (
        <ErrorState error={help.error} onRetry={() => void help.refetch()} />
      ) : !help.data || !section ? (
        <Card>
          <Skeleton style={{ height: 28, width: '40%' }} />
          <Skeleton style={{ height: 240 }} />
        </Card>
      ) : (
        <div className={styles.layout}>
          <SectionList help={help.data} selected={section.id} onSelect={setSelected} writable={writable} />
          <Editor key={section.id} help={help.data} section={section} writable={writable} />
        </div>
      )}
    </div>
  );
}
