import { LIMITS } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import styles from './pagination.module.css';

/** A page number, or a gap ("…") standing for the pages left out. */
export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * The pages a pager shows (spec §9: page range 5, margin 2): the first and last `margin` pages
 * always, and `range` pages around the current one; every run of left-out pages becomes one gap.
 * A gap that would hide a single page shows that page instead.
 */
export function pageItems(
  current: number,
  total: number,
  range: number = LIMITS.paginationRange,
  margin: number = LIMITS.paginationMargin,
) {
  if (total <= 0) return [];
  const shown = new Set<number>();
  for (let page = 1; page <= Math.min(margin, total); page += 1) shown.add(page);
  for (let page = Math.max(1, total - margin + 1); page <= total; page += 1) shown.add(page);
  let start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let page = start; page <= end; page += 1) shown.add(page);

  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push({ type: 'page', page: previous + 1 });
    else if (page - previous > 2) items.push({ type: 'gap', key: `gap-${previous}` });
    items.push({ type: 'page', page });
    previous = page;
  }
  return items;
}

type PaginationProps = { page: number; totalPages: number; onChange: (page: number) => void; testId?: string };

/** Page buttons with previous and next; nothing when everything fits on one page. */
export function Pagination({ page, totalPages, onChange, testId = 'pagination' }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('common.pagination')} data-testid={testId}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        aria-label={t('common.previous_page')}
      >
        <Icon.ChevronLeft size={16} />
      </button>
      {pageItems(page, totalPages).map((item) =>
        item.type === 'gap' ? (
          <span key={item.key} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className={styles.page}
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={t('common.page_n', { page: item.page })}
            onClick={() => onChange(item.page)}
          >
            {item.page}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(page + 1)}
        disabled={page >= totalPages}
        aria-label={t('common.next_page')}
      >
        <Icon.ChevronRight size={16} />
      </button>
    </nav>
  );
}
