import { BLOG_STATUSES, type BlogStatus, type OpsBlogPost } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../../lib/format-date';
import { Badge, type BadgeTone } from '../../../../ui/badge';
import { ButtonLink } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { Icon } from '../../../../ui/icons';
import { SearchBox } from '../../../../ui/search-box';
import { Select } from '../../../../ui/select';
import { OpsTable, opsColumns } from '../../components/ops-table';
import styles from '../pages.module.css';
import { type BlogQuery, useBlogPosts } from '../pages-api';

const col = opsColumns<OpsBlogPost>();
const STATUS_TONE: Record<BlogStatus, BadgeTone> = { draft: 'neutral', scheduled: 'info', published: 'success', withdrawn: 'warning' };

/** The post's title in the back office's language when written in it, else its first. */
export function postTitle(post: OpsBlogPost, language: string): string {
  return (post.texts[language] ?? post.texts.en ?? Object.values(post.texts)[0])?.title ?? '';
}

export function StatusBadge({ status }: { status: BlogStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={STATUS_TONE[status]} testId="blog-status">
      {t(`ops_pages.status_${status}`)}
    </Badge>
  );
}

/** Blog/news posts, newest first, filtered by state and text; a row opens its editor. */
export function BlogSection({ writable }: { writable: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState<BlogQuery>({ pageNo: 1, pageSize: 20, status: '', q: '' });
  const posts = useBlogPosts(query);
  const columns = [
    col.accessor('id', { header: () => t('ops_pages.col_id'), enableSorting: false }),
    col.display({
      id: 'title',
      header: () => t('ops_pages.col_title'),
      cell: ({ row }) => <span className={styles.title}>{postTitle(row.original, i18n.language)}</span>,
    }),
    col.display({
      id: 'languages',
      header: () => t('ops_pages.col_languages'),
      cell: ({ row }) => Object.keys(row.original.texts).join(', '),
    }),
    col.accessor('category', { header: () => t('ops_pages.col_category'), enableSorting: false }),
    col.accessor('status', {
      header: () => t('ops_pages.col_status'),
      enableSorting: false,
      cell: ({ getValue }) => <StatusBadge status={getValue()} />,
    }),
    col.accessor('publishAt', {
      header: () => t('ops_pages.col_publish_at'),
      enableSorting: false,
      cell: ({ getValue }) => {
        const value = getValue();
        return value ? formatDateTime(value) : '—';
      },
    }),
  ];

  return (
    <Card className={styles.card}>
      <div className={styles.row}>
        <h2 className={styles.heading}>{t('ops_pages.blog_heading')}</h2>
        {writable ? (
          <ButtonLink to="/backoffice/pages/blog/new" variant="primary" size="sm" data-testid="blog-new">
            <Icon.Plus size={16} />
            {t('ops_pages.blog_new')}
          </ButtonLink>
        ) : null}
      </div>
      <p className={styles.hint}>{t('ops_pages.blog_hint')}</p>
      <OpsTable
        columns={columns}
        rows={posts.data?.rows}
        total={posts.data?.total}
        pageNo={query.pageNo}
        pageSize={query.pageSize}
        onPageChange={(pageNo) => setQuery({ ...query, pageNo })}
        loading={posts.isPending}
        error={posts.error}
        onRetry={() => void posts.refetch()}
        emptyText={t('ops_pages.blog_empty')}
        rowId={(row) => String(row.id)}
        onRowClick={(row) => void navigate(`/backoffice/pages/blog/${row.id}`)}
        caption={t('ops_pages.blog_heading')}
        testId="blog-table"
        toolbar={
          <div className={styles.row}>
            <Select
              value={query.status}
              onChange={(event) => setQuery({ ...query, pageNo: 1, status: event.target.value as BlogStatus | '' })}
              aria-label={t('ops_pages.col_status')}
              data-testid="blog-status-filter"
            >
              <option value="">{t('ops_pages.status_all')}</option>
              {BLOG_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`ops_pages.status_${status}`)}
                </option>
              ))}
            </Select>
            <SearchBox
              value={query.q}
              onSearch={(q) => setQuery({ ...query, pageNo: 1, q })}
              maxLength={80}
              placeholder={t('ops_pages.blog_search')}
              label={t('ops_pages.blog_search')}
              clearLabel={t('ops_pages.clear')}
              testId="blog-search"
            />
          </div>
        }
      />
    </Card>
  );
}
