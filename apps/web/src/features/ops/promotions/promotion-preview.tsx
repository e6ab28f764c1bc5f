import type { PromotionTextLanguage } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { useLanguageTexts } from '../../../i18n/feature-texts';
import { formatDateTime } from '../../../lib/format-date';
import { sanitizeHtml } from '../../../lib/sanitize';
import { fromZoneInput } from '../catalogue/zone-time';
import type { PromotionDraft } from './promotion-form';
import styles from './promotions.module.css';

/**
 * The promotion as a member reading `language` would see it, from the editor's values as typed:
 * the card of /promotions (banner, tags, title, summary, period, the take button) and its detail
 * (the HTML body sanitized with DOMPurify as the member site renders it, and the turnover
 * requirement). A language without a title falls back to English, as the member site does; the
 * labels are in that language too.
 */
export function PromotionPreview({ draft, language }: { draft: PromotionDraft; language: PromotionTextLanguage }) {
  const { i18n } = useTranslation();
  // Texts load per language on demand: the preview's language may not be the one in use.
  useLanguageTexts(language);
  const t = i18n.getFixedT(language);
  const own = draft.texts[language];
  const texts = own.title.trim() ? own : draft.texts.en;
  const starts = fromZoneInput(draft.starts);
  const ends = draft.ends ? fromZoneInput(draft.ends) : null;
  const action =
    draft.takeMode === 'apply'
      ? t('ops_promotions.preview.apply')
      : draft.takeMode === 'join'
        ? t('ops_promotions.preview.join')
        : t('ops_promotions.preview.claim');
  const multiple = Number(draft.turnover.multiple);
  return (
    <div className={styles.preview} data-testid="ops-promotion-preview" lang={language}>
      <article className={styles.previewCard} data-testid="ops-promotion-preview-card">
        {draft.bannerUrl ? (
          <img className={styles.previewBanner} src={draft.bannerUrl} alt="" />
        ) : (
          <div className={styles.previewBannerEmpty} aria-hidden="true">
            <span>{texts.title || draft.code}</span>
          </div>
        )}
        <div className={styles.previewBody}>
          {draft.tags.length ? (
            <ul className={styles.previewTags}>
              {draft.tags.map((tag) => (
                <li key={tag}>{t(`ops_promotions.tag.${tag}`)}</li>
              ))}
            </ul>
          ) : null}
          <h3 className={styles.previewTitle} data-testid="ops-promotion-preview-title">
            {texts.title || t('ops_promotions.preview.untitled')}
          </h3>
          {texts.summary ? <p className={styles.previewSummary}>{texts.summary}</p> : null}
          <p className={styles.previewPeriod}>
            {starts ? formatDateTime(starts) : '…'} – {ends ? formatDateTime(ends) : t('ops_promotions.preview.open_ended')}
          </p>
          <span className={styles.previewButton}>{action}</span>
        </div>
      </article>
      <section className={styles.previewDetail} aria-label={t('ops_promotions.preview.detail')}>
        <h3 className={styles.previewTitle}>{texts.title || t('ops_promotions.preview.untitled')}</h3>
        <div
          className={styles.previewHtml}
          data-testid="ops-promotion-preview-html"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the operator's HTML, sanitized with DOMPurify as members get it
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(texts.html) }}
        />
        {draft.turnoverOn && multiple > 0 ? (
          <p className={styles.previewRequirement}>
            {t(
              draft.turnover.base === 'deposit_bonus' ? 'ops_promotions.preview.requirement_deposit' : 'ops_promotions.preview.requirement',
              {
                multiple,
              },
            )}
          </p>
        ) : null}
      </section>
    </div>
  );
}
