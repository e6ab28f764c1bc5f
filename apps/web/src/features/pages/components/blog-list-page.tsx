import '../pages-texts';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { imageUrl } from '../../../lib/image-cdn';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { Pagination } from '../../../ui/pagination';
import { Skeleton } from '../../../ui/skeleton';
import { Tabs } from '../../../ui/tabs';
import { useBlogList } from '../api/pages-api';
import styles from './pages.module.css';

const PAGE_SIZE = 9;

/** The blog/news list (/blog): published posts in the visitor's language, newest first, by category, 9 a page. */
export function BlogListPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [category, setCategory] = useState('');
  const blog = useBlogList({ pageNo: page, pageSize: PAGE_SIZE, category });
  const data = blog.data;

  let body: ReactNode;
  if (blog.isPending)
    body = (
      <div className={styles.cards}>
        {['a', 'b', 'c'].map((key) => (
          <Skeleton key={key} style={{ height: 260 }} />
        ))}
      </div>
    );
  else if (blog.isError && !data) body = <ErrorState error={blog.error} onRetry={() => void blog.refetch()} />;
  else if (!data || data.list.length === 0)
    body = (
      <Card>
        <EmptyState icon="Megaphone" title={t('site_pages.blog_empty')} text={t('site_pages.blog_empty_text')} />
      </Card>
    );
  else
    body = (
      <>
        <ul className={styles.cards} data-testid="blog-list">
          {data.list.map((post) => (
            <li key={post.id}>
              <Link to={`/blog/${post.id}`} className={styles.postCard} data-testid="blog-card" lang={post.language}>
                {post.coverUrl ? (
                  <img className={styles.cover} src={imageUrl(post.coverUrl)} alt="" loading="lazy" />
                ) : (
                  <span className={styles.coverBlank} aria-hidden="true" />
                )}
                <span className={styles.postBody}>
                  {post.category ? <span className={styles.tag}>{post.category}</span> : null}
                  <strong className={styles.postTitle} data-testid="blog-card-title">
                    {post.title}
                  </strong>
                  <span className={styles.postSummary}>{post.summary}</span>
                  <time className={styles.muted} dateTime={post.publishedAt}>
                    {formatDateTime(post.publishedAt)}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <Pagination page={page} totalPages={Math.ceil(data.total / PAGE_SIZE)} onChange={setPage} testId="blog-pages" />
      </>
    );

  const categories = data?.categories ?? [];
  return (
    <>
      <PageHeader title={t('site_pages.blog_title')} subtitle={t('site_pages.blog_subtitle')} icon="Megaphone" />
      {categories.length > 0 ? (
        <Tabs
          items={[{ id: '', label: t('site_pages.all_posts') }, ...categories.map((id) => ({ id, label: id }))]}
          value={category}
          onChange={(next) => {
            setCategory(next);
            setPage(1);
          }}
          label={t('site_pages.category')}
          idBase="blog-category"
          size="sm"
          className={styles.blogTabs}
        />
      ) : null}
      {body}
    </>
  );
}
