import '../promotions-texts';
import { PROMOTION_TABS, PROMOTION_TAGS, type PromotionTab, type PromotionTag } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { Skeleton } from '../../../ui/skeleton';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { usePromotions } from '../api/get-promotions';
import { ClaimHall } from './claim-hall';
import { PromotionCard } from './promotion-card';
import styles from './promotions.module.css';
import { usePromotionDialogs } from './use-promotion-dialogs';

/** The claim hall is a tab beside the spec's 15 categories. */
type PageTab = PromotionTab | 'HALL';
const PAGE_TABS: readonly PageTab[] = ['ALL', 'HALL', ...PROMOTION_TABS.filter((tab) => tab !== 'ALL')];

/**
 * `/promotions` (spec §2): the 15 category tabs and the claim hall, the 6 tag chips, the cards
 * with each one's status button, and the detail at `/promotions#<id>`. Guests see everything;
 * taking part asks them to log in.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<PageTab>('ALL');
  const [tag, setTag] = useState<PromotionTag | null>(null);
  const list = usePromotions(tab === 'HALL' ? 'ALL' : tab, tag);
  const { open, apply, dialogs } = usePromotionDialogs({ hashRoute: true });
  const items = PAGE_TABS.map((id) => ({ id, label: id === 'HALL' ? t('promotions.claim_hall') : t(`promotions.category.${id}`) }));

  return (
    <div className={styles.page} data-testid="promotions-page">
      <PageHeader title={t('promotions.title')} subtitle={t('promotions.subtitle')} icon="Gift" />
      <div className={styles.filters}>
        <Tabs items={items} value={tab} onChange={setTab} label={t('promotions.tabs_label')} idBase="promotion-tabs" variant="pills" />
        {tab === 'HALL' ? null : (
          <fieldset className={styles.chips} aria-label={t('promotions.tags_label')} style={{ border: 0, padding: 0, margin: 0 }}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={tag === null}
              onClick={() => setTag(null)}
              data-testid="promotion-tag-all"
            >
              {t('promotions.all_tags')}
            </button>
            {PROMOTION_TAGS.map((value) => (
              <button
                key={value}
                type="button"
                className={styles.chip}
                aria-pressed={tag === value}
                onClick={() => setTag(tag === value ? null : value)}
                data-testid={`promotion-tag-${value}`}
              >
                {t(`promotions.tag.${value}`)}
              </button>
            ))}
          </fieldset>
        )}
      </div>
      <TabPanel idBase="promotion-tabs" id={tab}>
        {tab === 'HALL' ? (
          <Card>
            <ClaimHall onOpen={(card) => open(card.id)} onApply={apply} />
          </Card>
        ) : list.isError && !list.data ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <ul className={styles.grid} aria-busy="true" aria-label={t('common.loading')}>
            {[0, 1, 2].map((key) => (
              <li key={key}>
                <Skeleton style={{ height: 300, borderRadius: 'var(--radius-lg)' }} />
              </li>
            ))}
          </ul>
        ) : list.data.length === 0 ? (
          <Card>
            <EmptyState icon="Gift" title={t('promotions.empty')} text={t('promotions.empty_text')} />
          </Card>
        ) : (
          <ul className={styles.grid} data-testid="promotion-list">
            {list.data.map((card) => (
              <PromotionCard key={card.id} card={card} onOpen={() => open(card.id)} onApply={() => apply(card)} />
            ))}
          </ul>
        )}
      </TabPanel>
      {dialogs}
    </div>
  );
}
