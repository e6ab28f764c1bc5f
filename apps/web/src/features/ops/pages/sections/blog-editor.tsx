import {
  type BlogPostRequest,
  type BlogText,
  BUNDLED_LANGUAGES,
  blogPostRequestSchema,
  LANGUAGES,
  type LanguageCode,
  type OpsBlogPost,
} from '@fortuna/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../../../lib/format-date';
import { sanitizeHtml } from '../../../../lib/sanitize';
import { siteTimeZone } from '../../../../lib/site-time-zone';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { ErrorState } from '../../../../ui/error-state';
import { Checkbox, Field, FormAlert, Input, Textarea } from '../../../../ui/field';
import { Icon } from '../../../../ui/icons';
import { Select } from '../../../../ui/select';
import { Skeleton } from '../../../../ui/skeleton';
import { TabPanel, Tabs } from '../../../../ui/tabs';
import { useToast } from '../../../../ui/toast';
import { isoToSiteLocal, siteLocalToIso } from '../../site/sections/maintenance-section';
import styles from '../pages.module.css';
import { useBlogPost, usePagesWrites } from '../pages-api';
import { ConfirmDialog, WriteError } from '../pages-ui';
import { StatusBadge } from './blog-section';

type Draft = { coverUrl: string; category: string; texts: Partial<Record<LanguageCode, BlogText>> };
const BLANK: BlogText = { title: '', summary: '', html: '' };
const EMPTY: Draft = { coverUrl: '', category: '', texts: {} };
const ID_BASE = 'blog-lang';

function languageName(code: string): string {
  return LANGUAGES.find((language) => language.code === code)?.nativeName ?? code;
}

/** The request of a draft: languages left wholly blank are not sent. */
export function draftRequest(draft: Draft): BlogPostRequest {
  const texts: Draft['texts'] = {};
  for (const [code, text] of Object.entries(draft.texts) as [LanguageCode, BlogText][]) {
    if (text.title.trim() || text.summary.trim() || text.html.trim()) texts[code] = text;
  }
  return { coverUrl: draft.coverUrl.trim(), category: draft.category.trim(), texts };
}

function draftOf(post: OpsBlogPost): Draft {
  return { coverUrl: post.coverUrl, category: post.category, texts: post.texts as Draft['texts'] };
}

type Pending = 'publish' | 'schedule' | 'withdraw' | 'delete' | null;

/**
 * A post's editor (/backoffice/pages/blog/:id, `new` for a new one): cover, category, and per
 * language a plain-text title and summary and an HTML body, with a preview sanitized as the site
 * shows it. A saved post is published now or at a time on the merchant's clock, or withdrawn.
 */
export function BlogEditor({ writable }: { writable: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { id: param = 'new' } = useParams();
  const id = /^\d+$/.test(param) ? Number(param) : null;
  const post = useBlogPost(id);
  const writes = usePagesWrites();
  const zone = siteTimeZone();

  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [dirty, setDirty] = useState(false);
  const [language, setLanguage] = useState<string>('en');
  const [preview, setPreview] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [scheduleAt, setScheduleAt] = useState('');
  const [pending, setPending] = useState<Pending>(null);

  useEffect(() => {
    if (post.data) {
      setDraft(draftOf(post.data));
      setDirty(false);
      setScheduleAt(isoToSiteLocal(post.data.status === 'scheduled' ? post.data.publishAt : null, zone));
    }
  }, [post.data, zone]);

  if (id !== null && post.isError) return <ErrorState error={post.error} onRetry={() => void post.refetch()} />;
  if (id !== null && !post.data) return <Skeleton style={{ height: 320 }} />;

  const languages = [...new Set<string>([...BUNDLED_LANGUAGES, ...Object.keys(draft.texts)])];
  const text = draft.texts[language as LanguageCode] ?? BLANK;
  const edit = (change: Partial<Draft>) => {
    setDraft({ ...draft, ...change });
    setDirty(true);
  };
  const editText = (change: Partial<BlogText>) => edit({ texts: { ...draft.texts, [language]: { ...text, ...change } } });
  const save = writes.createPost.isPending || writes.updatePost.isPending;
  const stateError =
    writes.publishPost.error ?? writes.withdrawPost.error ?? writes.deletePost.error ?? writes.createPost.error ?? writes.updatePost.error;

  const onSave = () => {
    const request = draftRequest(draft);
    if (!blogPostRequestSchema.safeParse(request).success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const done = () => {
      setDirty(false);
      toast.show(t('ops_pages.saved'), 'success');
    };
    if (id === null)
      writes.createPost.mutate(request, {
        onSuccess: (created) => {
          done();
          void navigate(`/backoffice/pages/blog/${created.id}`, { replace: true });
        },
      });
    else writes.updatePost.mutate({ ...request, id }, { onSuccess: done });
  };

  const confirm = () => {
    if (id === null) return;
    const close = (message: string) => () => {
      setPending(null);
      toast.show(message, 'success');
    };
    if (pending === 'publish') writes.publishPost.mutate({ id, publishAt: null }, { onSuccess: close(t('ops_pages.published')) });
    if (pending === 'schedule')
      writes.publishPost.mutate({ id, publishAt: siteLocalToIso(scheduleAt, zone) }, { onSuccess: close(t('ops_pages.scheduled')) });
    if (pending === 'withdraw') writes.withdrawPost.mutate(id, { onSuccess: close(t('ops_pages.withdrawn')) });
    if (pending === 'delete')
      writes.deletePost.mutate(id, {
        onSuccess: () => {
          setPending(null);
          toast.show(t('ops_pages.deleted'), 'success');
          void navigate('/backoffice/pages/blog');
        },
      });
  };
  const scheduleIso = siteLocalToIso(scheduleAt, zone);
  const status = post.data?.status;

  return (
    <Card className={styles.card} data-testid="blog-editor">
      <div className={styles.row}>
        <Link to="/backoffice/pages/blog" className={styles.hint}>
          <Icon.ChevronLeft size={14} /> {t('ops_pages.back')}
        </Link>
        <h2 className={styles.heading}>{id === null ? t('ops_pages.blog_new') : t('ops_pages.blog_edit', { id })}</h2>
        {status ? <StatusBadge status={status} /> : null}
        {post.data?.publishAt ? <span className={styles.hint}>{formatDateTime(post.data.publishAt)}</span> : null}
      </div>

      <div className={styles.form}>
        <div className={styles.grid}>
          <Field label={t('ops_pages.cover_url')} hint={t('ops_pages.cover_url_hint')}>
            {({ id: fieldId }) => (
              <Input
                id={fieldId}
                value={draft.coverUrl}
                maxLength={500}
                disabled={!writable}
                onChange={(event) => edit({ coverUrl: event.target.value })}
                data-testid="blog-cover"
              />
            )}
          </Field>
          <Field label={t('ops_pages.category')} hint={t('ops_pages.category_hint')}>
            {({ id: fieldId }) => (
              <Input
                id={fieldId}
                value={draft.category}
                maxLength={40}
                disabled={!writable}
                onChange={(event) => edit({ category: event.target.value })}
                data-testid="blog-category"
              />
            )}
          </Field>
        </div>

        <div className={styles.row}>
          <Tabs
            items={languages.map((code) => ({ id: code, label: languageName(code) }))}
            value={language}
            onChange={setLanguage}
            label={t('ops_pages.languages')}
            idBase={ID_BASE}
            size="sm"
          />
          {writable ? (
            <Select
              value=""
              aria-label={t('ops_pages.add_language')}
              onChange={(event) => {
                const code = event.target.value;
                if (!code) return;
                edit({ texts: { ...draft.texts, [code]: draft.texts[code as LanguageCode] ?? BLANK } });
                setLanguage(code);
              }}
              data-testid="blog-add-language"
            >
              <option value="">{t('ops_pages.add_language')}</option>
              {LANGUAGES.filter((option) => !languages.includes(option.code)).map((option) => (
                <option key={option.code} value={option.code}>
                  {option.nativeName}
                </option>
              ))}
            </Select>
          ) : null}
        </div>

        <TabPanel idBase={ID_BASE} id={language} className={styles.form}>
          <Field label={t('ops_pages.post_title')} hint={t('ops_pages.post_title_hint')}>
            {({ id: fieldId }) => (
              <Input
                id={fieldId}
                value={text.title}
                maxLength={120}
                disabled={!writable}
                onChange={(event) => editText({ title: event.target.value })}
                data-testid="blog-title"
              />
            )}
          </Field>
          <Field label={t('ops_pages.summary')}>
            {({ id: fieldId }) => (
              <Textarea
                id={fieldId}
                value={text.summary}
                maxLength={300}
                rows={2}
                disabled={!writable}
                onChange={(event) => editText({ summary: event.target.value })}
                data-testid="blog-summary"
              />
            )}
          </Field>
          <Checkbox
            label={t('ops_pages.preview')}
            checked={preview}
            onChange={(event) => setPreview(event.target.checked)}
            data-testid="blog-preview-toggle"
          />
          {preview ? (
            <div className={styles.preview} data-testid="blog-preview" lang={language}>
              <h3 className={styles.previewTitle}>{text.title}</h3>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: operator HTML, sanitized with DOMPurify right here (the site's own sanitizer; the server sanitizes on save too) */}
              <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(text.html) }} />
            </div>
          ) : (
            <Field label={t('ops_pages.html')} hint={t('ops_pages.html_hint')}>
              {({ id: fieldId }) => (
                <Textarea
                  id={fieldId}
                  className={styles.code}
                  value={text.html}
                  maxLength={100_000}
                  disabled={!writable}
                  onChange={(event) => editText({ html: event.target.value })}
                  data-testid="blog-html"
                />
              )}
            </Field>
          )}
        </TabPanel>

        {invalid ? <FormAlert testId="blog-invalid">{t('ops_pages.post_invalid')}</FormAlert> : null}
        <WriteError error={stateError} testId="blog-error" />

        {writable ? (
          <>
            <div className={styles.row}>
              <Button variant="primary" onClick={onSave} disabled={save || (!dirty && id !== null)} data-testid="blog-save">
                {t('ops_pages.save')}
              </Button>
              {id !== null ? (
                <>
                  <Button onClick={() => setPending('publish')} disabled={dirty || status === 'published'} data-testid="blog-publish">
                    {t('ops_pages.publish_now')}
                  </Button>
                  {status === 'published' || status === 'scheduled' ? (
                    <Button variant="outline" onClick={() => setPending('withdraw')} data-testid="blog-withdraw">
                      {t('ops_pages.withdraw')}
                    </Button>
                  ) : null}
                  <Button variant="ghost" onClick={() => setPending('delete')} data-testid="blog-delete">
                    {t('ops_pages.delete')}
                  </Button>
                </>
              ) : null}
            </div>
            {id !== null ? (
              <div className={styles.grid}>
                <Field label={t('ops_pages.schedule_at')} hint={t('ops_pages.schedule_hint', { zone })}>
                  {({ id: fieldId }) => (
                    <Input
                      id={fieldId}
                      type="datetime-local"
                      value={scheduleAt}
                      onChange={(event) => setScheduleAt(event.target.value)}
                      data-testid="blog-schedule-at"
                    />
                  )}
                </Field>
                <Button
                  className={styles.gridAction}
                  onClick={() => setPending('schedule')}
                  disabled={dirty || !scheduleIso}
                  data-testid="blog-schedule"
                >
                  <Icon.Clock size={16} />
                  {t('ops_pages.schedule')}
                </Button>
              </div>
            ) : null}
            {dirty && id !== null ? <p className={styles.hint}>{t('ops_pages.save_first')}</p> : null}
          </>
        ) : null}
      </div>

      <ConfirmDialog
        open={pending !== null}
        text={
          pending === 'schedule' && scheduleIso
            ? t('ops_pages.confirm_schedule', { at: formatDateTime(scheduleIso) })
            : pending
              ? t(`ops_pages.confirm_${pending}`)
              : ''
        }
        confirmLabel={pending ? t(`ops_pages.${pending === 'publish' ? 'publish_now' : pending}`) : ''}
        busy={writes.publishPost.isPending || writes.withdrawPost.isPending || writes.deletePost.isPending}
        onClose={() => setPending(null)}
        onConfirm={confirm}
        testId="blog-confirm"
      />
    </Card>
  );
}
