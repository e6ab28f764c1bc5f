import {
  GAME_CATEGORIES,
  type OpsPromotion,
  PROMOTION_BANNER_MAX_BYTES,
  PROMOTION_CATEGORIES,
  PROMOTION_TAGS,
  PROMOTION_TAKE_MODES,
  PROMOTION_TEXT_LANGUAGES,
  type PromotionTextLanguage,
  type RewardKind,
} from '@fortuna/shared';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/error-message';
import { siteTimeZone } from '../../../lib/site-time-zone';
import { Badge } from '../../../ui/badge';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Checkbox, Field, FormAlert, Input, Textarea } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { Select } from '../../../ui/select';
import { CenteredSpinner } from '../../../ui/spinner';
import { Tabs, tabId, tabPanelId } from '../../../ui/tabs';
import { can, useOpsMe } from '../api/ops-api';
import { ConfirmActionDialog } from '../components/confirm-action-dialog';
import { AudiencePicker } from './audience-picker';
import type { JsonSchema } from './json-schema';
import { newValue } from './json-schema';
import { draftOf, PROBLEM_FIELD, type PromotionDraft, requestOf } from './promotion-form';
import { PromotionPreview } from './promotion-preview';
import { STATE_TONE } from './promotion-state';
import styles from './promotions.module.css';
import { useOpsPromotion, usePromotionKinds, usePromotionWrites } from './promotions-api';
import { RuleParamsForm } from './rule-params-form';

/** `/backoffice/promotions/new` and `/backoffice/promotions/:id`: loads the promotion, then the form. */
export function PromotionEditorScreen() {
  const { t } = useTranslation();
  const param = useParams().id;
  const id = param === undefined ? null : Number(param);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const promotion = useOpsPromotion(valid ? id : null);
  const kinds = usePromotionKinds();
  if (!valid) return <EmptyState title={t('ops_promotions.not_found')} />;
  if (promotion.error) return <ErrorState error={promotion.error} onRetry={() => void promotion.refetch()} />;
  if (kinds.error) return <ErrorState error={kinds.error} onRetry={() => void kinds.refetch()} />;
  if ((id !== null && !promotion.data) || !kinds.data) return <CenteredSpinner />;
  const schemas = Object.fromEntries(kinds.data.map((k) => [k.kind, k.params as JsonSchema])) as Partial<Record<RewardKind, JsonSchema>>;
  return <PromotionEditor key={promotion.data?.id ?? 'new'} promotion={promotion.data ?? null} schemas={schemas} />;
}

/** The request field a draft value is checked as (where their names differ). */
const DRAFT_FIELD: Partial<Record<keyof PromotionDraft, string>> = { starts: 'startsAt', ends: 'endsAt', turnoverOn: 'turnover' };

/** The issue paths under `rule.` of a refused save (`rule.tiers.0.min` → `tiers.0.min`). */
function ruleIssues(error: unknown): Set<string> {
  if (!(error instanceof ApiError) || error.code !== 'promotion_rule_invalid') return new Set();
  const issues = (error.value as { issues?: { path: string }[] } | null)?.issues ?? [];
  return new Set(issues.map((issue) => issue.path.replace(/^rule\.?/, '')));
}

/**
 * A promotion's editor: basics (code, category, tags, period in the merchant's zone, take mode,
 * order), texts per language with a live preview of the card and the detail as a member reading
 * that language sees them, the banner (upload or address), the reward (its kind and the kind's
 * parameters drawn from its JSON Schema, the turnover requirement), the audience and the budget
 * with what was spent. Checked with the shared schema before sending; the server's refusal codes
 * point at their fields. Switching a promotion on or off asks first.
 */
function PromotionEditor({ promotion, schemas }: { promotion: OpsPromotion | null; schemas: Partial<Record<RewardKind, JsonSchema>> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const idBase = useId();
  const me = useOpsMe();
  const writable = can(me.data, 'promotions.write');
  const writes = usePromotionWrites();
  const [draft, setDraft] = useState<PromotionDraft>(() => draftOf(promotion));
  const [language, setLanguage] = useState<PromotionTextLanguage>('en');
  const [invalid, setInvalid] = useState<string[]>([]);
  const [confirm, setConfirm] = useState(false);
  // A new promotion's editor opens again at its own address once created: it says it was saved.
  const location = useLocation();
  const [saved, setSaved] = useState(() => (location.state as { saved?: boolean } | null)?.saved === true);
  const kinds = Object.keys(schemas) as RewardKind[];
  const schema = schemas[draft.rewardKind];

  // A new promotion starts with the first kind's defaults once the kinds are known.
  useEffect(() => {
    if (promotion || Object.keys(draft.rule).length > 0 || !schema) return;
    setDraft((current) => ({ ...current, rule: newValue(schema) as Record<string, unknown> }));
  }, [promotion, schema, draft.rule]);

  const pending = writes.create.isPending || writes.update.isPending;
  const disabled = !writable || pending;
  const error = writes.create.error ?? writes.update.error;
  const serverField = error instanceof ApiError ? PROBLEM_FIELD[error.code] : undefined;
  const issues = useMemo(() => ruleIssues(error), [error]);
  const set = <K extends keyof PromotionDraft>(key: K, value: PromotionDraft[K]) => {
    setSaved(false);
    // The field's mark goes as soon as it is edited; the next save checks everything again.
    const field = DRAFT_FIELD[key] ?? key;
    setInvalid((names) => (names.includes(field) ? names.filter((name) => name !== field) : names));
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const setText = (field: 'title' | 'summary' | 'html', value: string) =>
    set('texts', { ...draft.texts, [language]: { ...draft.texts[language], [field]: value } });
  const fieldError = (name: string) => {
    if (invalid.includes(name)) return t(`ops_promotions.invalid_${name}`, { defaultValue: t('ops_promotions.invalid') });
    if (serverField === name && error) return errorMessage(error);
    return undefined;
  };

  const save = async () => {
    // Switching on or off has its own action: a save keeps what the promotion has now.
    const checked = requestOf({ ...draft, enabled: promotion?.enabled ?? draft.enabled });
    if (!checked.ok) {
      setInvalid([...checked.fields, ...checked.problems.map((code) => PROBLEM_FIELD[code] ?? code)]);
      return;
    }
    setInvalid([]);
    const result = promotion
      ? await writes.update.mutateAsync({ id: promotion.id, input: checked.request })
      : await writes.create.mutateAsync(checked.request);
    setSaved(true);
    if (!promotion) navigate(`/backoffice/promotions/${result.id}`, { replace: true, state: { saved: true } });
  };

  const upload = (file: File | undefined) => {
    if (!file) return;
    writes.uploadBanner.mutate(file, { onSuccess: ({ url }) => set('bannerUrl', url) });
  };
  const problems = invalid.filter((name) => name.startsWith('promotion_') || ['texts', 'endsAt', 'takeMode'].includes(name));

  return (
    <form
      className={styles.editor}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save().catch(() => {});
      }}
      data-testid="ops-promotion-editor"
    >
      <div className={styles.top}>
        <ButtonLink to="/backoffice/promotions" variant="ghost" size="sm" data-testid="ops-promotion-back">
          <Icon.ChevronLeft size={16} /> {t('ops_promotions.back')}
        </ButtonLink>
        {promotion ? (
          <div className={styles.topActions}>
            <ButtonLink
              to={`/backoffice/promotions/${promotion.id}/report`}
              variant="outline"
              size="sm"
              data-testid="ops-promotion-report-link"
            >
              <Icon.Chart size={16} /> {t('ops_promotions.report')}
            </ButtonLink>
            {writable ? (
              <Button size="sm" variant="outline" onClick={() => setConfirm(true)} data-testid="ops-promotion-toggle">
                {promotion.enabled ? t('ops_promotions.disable') : t('ops_promotions.enable')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <PageHeader
        title={promotion ? promotion.code : t('ops_promotions.new')}
        subtitle={promotion ? (promotion.titles.en ?? '') : t('ops_promotions.new_lead')}
        icon="Gift"
        actions={promotion ? <Badge tone={STATE_TONE[promotion.state]}>{t(`ops_promotions.state_${promotion.state}`)}</Badge> : null}
      />

      {error && !serverField ? <FormAlert testId="ops-promotion-error">{errorMessage(error)}</FormAlert> : null}
      {invalid.length ? <FormAlert testId="ops-promotion-invalid">{t('ops_promotions.invalid_summary')}</FormAlert> : null}

      <Card className={styles.section}>
        <h2 className={styles.heading}>{t('ops_promotions.section_texts')}</h2>
        <Tabs
          items={PROMOTION_TEXT_LANGUAGES.map((code) => ({
            id: code,
            label: `${t(`ops_promotions.language_${code}`)}${draft.texts[code].title.trim() ? ' ✓' : ''}`,
          }))}
          value={language}
          onChange={setLanguage}
          label={t('ops_promotions.languages')}
          idBase={idBase}
          variant="pills"
          size="sm"
        />
        <div className={styles.textsPanel} role="tabpanel" id={tabPanelId(idBase, language)} aria-labelledby={tabId(idBase, language)}>
          <div className={styles.texts}>
            <Field
              label={t('ops_promotions.title')}
              required={language === 'en'}
              hint={language === 'en' ? t('ops_promotions.title_hint_en') : t('ops_promotions.title_hint_other')}
              error={language === 'en' ? fieldError('texts') : undefined}
            >
              {({ id, describedBy, invalid: bad }) => (
                <Input
                  id={id}
                  aria-describedby={describedBy}
                  invalid={bad}
                  value={draft.texts[language].title}
                  maxLength={120}
                  disabled={disabled}
                  onChange={(e) => setText('title', e.target.value)}
                  data-testid={`ops-promotion-title-${language}`}
                />
              )}
            </Field>
            <Field label={t('ops_promotions.summary')}>
              {({ id }) => (
                <Input
                  id={id}
                  value={draft.texts[language].summary}
                  maxLength={300}
                  disabled={disabled}
                  onChange={(e) => setText('summary', e.target.value)}
                  data-testid={`ops-promotion-summary-${language}`}
                />
              )}
            </Field>
            <Field label={t('ops_promotions.body')} hint={t('ops_promotions.body_hint')}>
              {({ id, describedBy }) => (
                <Textarea
                  id={id}
                  aria-describedby={describedBy}
                  rows={10}
                  value={draft.texts[language].html}
                  disabled={disabled}
                  onChange={(e) => setText('html', e.target.value)}
                  data-testid={`ops-promotion-html-${language}`}
                />
              )}
            </Field>
          </div>
          <div className={styles.previewColumn}>
            <p className={styles.previewLabel}>
              {t('ops_promotions.preview_label', { language: t(`ops_promotions.language_${language}`) })}
            </p>
            <PromotionPreview draft={draft} language={language} />
          </div>
        </div>
      </Card>

      <Card className={styles.section}>
        <h2 className={styles.heading}>{t('ops_promotions.section_basics')}</h2>
        <div className={styles.grid}>
          <Field label={t('ops_promotions.code')} required hint={t('ops_promotions.code_hint')} error={fieldError('code')}>
            {({ id, describedBy, invalid: bad }) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                invalid={bad}
                value={draft.code}
                maxLength={40}
                autoCapitalize="characters"
                disabled={disabled}
                onChange={(e) => set('code', e.target.value.toUpperCase())}
                data-testid="ops-promotion-code"
              />
            )}
          </Field>
          <Field label={t('ops_promotions.category_label')}>
            {({ id }) => (
              <Select
                id={id}
                value={draft.category}
                disabled={disabled}
                onChange={(e) => set('category', e.target.value as PromotionDraft['category'])}
                data-testid="ops-promotion-category"
              >
                {PROMOTION_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`ops_promotions.category.${c}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label={t('ops_promotions.starts')}
            required
            hint={t('ops_promotions.zone_hint', { zone: siteTimeZone() })}
            error={fieldError('startsAt')}
          >
            {({ id, describedBy, invalid: bad }) => (
              <Input
                id={id}
                type="datetime-local"
                aria-describedby={describedBy}
                invalid={bad}
                value={draft.starts}
                disabled={disabled}
                onChange={(e) => set('starts', e.target.value)}
                data-testid="ops-promotion-starts"
              />
            )}
          </Field>
          <Field label={t('ops_promotions.ends')} hint={t('ops_promotions.ends_hint')} error={fieldError('endsAt')}>
            {({ id, describedBy, invalid: bad }) => (
              <Input
                id={id}
                type="datetime-local"
                aria-describedby={describedBy}
                invalid={bad}
                value={draft.ends}
                disabled={disabled}
                onChange={(e) => set('ends', e.target.value)}
                data-testid="ops-promotion-ends"
              />
            )}
          </Field>
          <Field
            label={t('ops_promotions.take_mode')}
            hint={t(`ops_promotions.take_mode_hint_${draft.takeMode}`)}
            error={fieldError('takeMode')}
          >
            {({ id, describedBy, invalid: bad }) => (
              <Select
                id={id}
                aria-describedby={describedBy}
                invalid={bad}
                value={draft.takeMode}
                disabled={disabled}
                onChange={(e) => set('takeMode', e.target.value as PromotionDraft['takeMode'])}
                data-testid="ops-promotion-take-mode"
              >
                {PROMOTION_TAKE_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {t(`ops_promotions.take_mode_${mode}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('ops_promotions.sort')} hint={t('ops_promotions.sort_hint')} error={fieldError('sort')}>
            {({ id, describedBy, invalid: bad }) => (
              <Input
                id={id}
                type="number"
                min={0}
                aria-describedby={describedBy}
                invalid={bad}
                value={draft.sort}
                disabled={disabled}
                onChange={(e) => set('sort', e.target.value)}
              />
            )}
          </Field>
        </div>
        <fieldset className={styles.chips}>
          <legend>{t('ops_promotions.tags')}</legend>
          {PROMOTION_TAGS.map((tag) => (
            <button
              key={tag}
              type="button"
              className={styles.chip}
              aria-pressed={draft.tags.includes(tag)}
              disabled={disabled}
              onClick={() => set('tags', draft.tags.includes(tag) ? draft.tags.filter((x) => x !== tag) : [...draft.tags, tag])}
              data-testid={`ops-promotion-tag-${tag}`}
            >
              {t(`ops_promotions.tag.${tag}`)}
            </button>
          ))}
        </fieldset>
        {promotion ? null : (
          <Checkbox
            label={t('ops_promotions.enabled_now')}
            checked={draft.enabled}
            disabled={disabled}
            onChange={(e) => set('enabled', e.target.checked)}
            data-testid="ops-promotion-enabled"
          />
        )}
      </Card>

      <Card className={styles.section}>
        <h2 className={styles.heading}>{t('ops_promotions.section_banner')}</h2>
        <div className={styles.banner}>
          {draft.bannerUrl ? <img className={styles.bannerThumb} src={draft.bannerUrl} alt={t('ops_promotions.banner_alt')} /> : null}
          <div className={styles.bannerFields}>
            <Field label={t('ops_promotions.banner_url')} hint={t('ops_promotions.banner_hint')} error={fieldError('bannerUrl')}>
              {({ id, describedBy, invalid: bad }) => (
                <Input
                  id={id}
                  aria-describedby={describedBy}
                  invalid={bad}
                  value={draft.bannerUrl}
                  disabled={disabled}
                  onChange={(e) => set('bannerUrl', e.target.value)}
                  data-testid="ops-promotion-banner-url"
                />
              )}
            </Field>
            {writable ? (
              <label className={styles.upload}>
                <Icon.Upload size={16} /> {t('ops_promotions.banner_upload', { mb: PROMOTION_BANNER_MAX_BYTES / 1024 / 1024 })}
                <input
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  disabled={disabled || writes.uploadBanner.isPending}
                  onChange={(e) => upload(e.target.files?.[0])}
                  data-testid="ops-promotion-banner-file"
                />
              </label>
            ) : null}
            {writes.uploadBanner.error ? <FormAlert>{errorMessage(writes.uploadBanner.error)}</FormAlert> : null}
          </div>
        </div>
      </Card>

      <Card className={styles.section}>
        <h2 className={styles.heading}>{t('ops_promotions.section_reward')}</h2>
        <Field label={t('ops_promotions.kind')} error={fieldError('rewardKind')}>
          {({ id, describedBy, invalid: bad }) => (
            <Select
              id={id}
              aria-describedby={describedBy}
              invalid={bad}
              value={draft.rewardKind}
              disabled={disabled}
              onChange={(e) => {
                const kind = e.target.value as RewardKind;
                const next = schemas[kind];
                setSaved(false);
                setDraft((current) => ({
                  ...current,
                  rewardKind: kind,
                  rule: next ? (newValue(next) as Record<string, unknown>) : {},
                  takeMode: kind === 'application' ? 'apply' : current.takeMode === 'apply' ? 'claim' : current.takeMode,
                }));
              }}
              data-testid="ops-promotion-kind"
            >
              {(kinds.includes(draft.rewardKind) ? kinds : [draft.rewardKind, ...kinds]).map((kind) => (
                <option key={kind} value={kind}>
                  {t(`ops_promotions.kind_name.${kind}`, { defaultValue: kind })}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {schema ? (
          <div className={styles.params} data-testid="ops-promotion-params">
            <RuleParamsForm
              schema={schema}
              value={draft.rule}
              onChange={(rule) => set('rule', rule)}
              disabled={disabled}
              invalid={issues}
            />
          </div>
        ) : (
          <FormAlert tone="info">{t('errors.promotion_kind_unsupported')}</FormAlert>
        )}
        <Checkbox
          label={t('ops_promotions.turnover_on')}
          checked={draft.turnoverOn}
          disabled={disabled}
          onChange={(e) => set('turnoverOn', e.target.checked)}
          data-testid="ops-promotion-turnover-on"
        />
        {draft.turnoverOn ? (
          <div className={styles.grid}>
            <Field label={t('ops_promotions.turnover_multiple')} error={fieldError('turnover')}>
              {({ id, invalid: bad }) => (
                <Input
                  id={id}
                  type="number"
                  min={0}
                  max={1000}
                  step="any"
                  invalid={bad}
                  value={draft.turnover.multiple}
                  disabled={disabled}
                  onChange={(e) => set('turnover', { ...draft.turnover, multiple: e.target.value })}
                  data-testid="ops-promotion-turnover-multiple"
                />
              )}
            </Field>
            <Field label={t('ops_promotions.turnover_base')}>
              {({ id }) => (
                <Select
                  id={id}
                  value={draft.turnover.base}
                  disabled={disabled}
                  onChange={(e) => set('turnover', { ...draft.turnover, base: e.target.value as 'bonus' | 'deposit_bonus' })}
                >
                  <option value="bonus">{t('ops_promotions.turnover_base_bonus')}</option>
                  <option value="deposit_bonus">{t('ops_promotions.turnover_base_deposit_bonus')}</option>
                </Select>
              )}
            </Field>
            <Field label={t('ops_promotions.turnover_category')}>
              {({ id }) => (
                <Select
                  id={id}
                  value={draft.turnover.category}
                  disabled={disabled}
                  onChange={(e) =>
                    set('turnover', { ...draft.turnover, category: e.target.value as PromotionDraft['turnover']['category'] })
                  }
                >
                  <option value="">{t('ops_promotions.turnover_all_games')}</option>
                  {GAME_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {t(`ops_promotions.game_category.${c}`, { defaultValue: c })}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        ) : null}
      </Card>

      <Card className={styles.section}>
        <h2 className={styles.heading}>{t('ops_promotions.section_audience')}</h2>
        <div className={styles.grid}>
          <AudiencePicker
            value={draft.audience}
            onChange={(audience) => set('audience', audience)}
            disabled={disabled}
            error={fieldError('audience')}
          />
          <Field
            label={t('ops_promotions.budget')}
            hint={
              promotion
                ? t('ops_promotions.budget_spent', { spent: promotion.spent, claims: promotion.claims })
                : t('ops_promotions.budget_hint')
            }
            error={fieldError('budget')}
          >
            {({ id, describedBy, invalid: bad }) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                invalid={bad}
                inputMode="decimal"
                placeholder={t('ops_promotions.budget_none')}
                value={draft.budget}
                disabled={disabled}
                onChange={(e) => set('budget', e.target.value)}
                data-testid="ops-promotion-budget"
              />
            )}
          </Field>
        </div>
        {promotion?.budget ? (
          <div className={styles.budgetBar} data-testid="ops-promotion-budget-bar">
            <div
              className={styles.budgetFill}
              style={{ width: `${Math.min(100, (Number(promotion.spent) / Math.max(Number(promotion.budget), 0.01)) * 100)}%` }}
            />
          </div>
        ) : null}
      </Card>

      {problems.length ? (
        <FormAlert testId="ops-promotion-problems">
          {problems.map((code) => t(`errors.${code}`, { defaultValue: t('ops_promotions.invalid') })).join(' ')}
        </FormAlert>
      ) : null}
      {writable ? (
        <div className={styles.saveBar}>
          {saved ? (
            <span className={styles.saved} role="status" data-testid="ops-promotion-saved">
              <Icon.Check size={16} /> {t('ops_promotions.saved')}
            </span>
          ) : null}
          <Button type="submit" variant="primary" disabled={pending} data-testid="ops-promotion-save">
            {t('ops_promotions.save')}
          </Button>
        </div>
      ) : null}

      {promotion ? (
        <ConfirmActionDialog
          open={confirm}
          title={promotion.enabled ? t('ops_promotions.disable_title') : t('ops_promotions.enable_title')}
          confirmLabel={promotion.enabled ? t('ops_promotions.disable') : t('ops_promotions.enable')}
          pending={writes.setEnabled.isPending}
          error={writes.setEnabled.error}
          onClose={() => setConfirm(false)}
          onConfirm={() =>
            writes.setEnabled.mutate({ id: promotion.id, enabled: !promotion.enabled }, { onSuccess: () => setConfirm(false) })
          }
          testId="ops-promotion-confirm"
        >
          {promotion.enabled ? t('ops_promotions.disable_text') : t('ops_promotions.enable_text')}
        </ConfirmActionDialog>
      ) : null}
    </form>
  );
}
