import '../pages-texts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format-date';
import { imageUrl } from '../../../lib/image-cdn';
import { sanitizeHtml } from '../../../lib/sanitize';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { useBlogArticle } from '../api/pages-api';
import styles from './pages.module.css';

/** One blog/news article (/blog/:id): its HTML sanitized on save by the server and again here before it is shown. */
export function BlogArticlePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const article = useBlogArticle(Number(id));
  const back = (
    <Link to="/blog" className={styles.back}>
      <Icon.ChevronLeft size={16} />
      {t('site_pages.back_to_blog')}
    </Link>
  );

  if (!/^\d+$/.test(id) || (article.error instanceof ApiError && article.error.status === 404))
    return (
      <Card>
        <EmptyState
          icon="Megaphone"
          title={t('site_pages.article_missing')}
          text={t('site_pages.article_missing_text')}
          action={<ButtonLink to="/blog">{t('site_pages.back_to_blog')}</ButtonLink>}
        />
      </Card>
    );
  if (article.isError) return <ErrorState error={article.error} onRetry={() => void article.refetch()} />;
  if (!article.data)
    return (
      <Card aria-busy="true">
        <Skeleton style={{ height: 32, width: '60%' }} />
        <Skeleton style={{ height: 240, marginTop: 16 }} />
      </Card>
    );
  const post = article.data;
  return (
    <article className={styles.article} lang={post.language} data-testid="blog-article">
      {back}
      {post.coverUrl ? <img className={styles.articleCover} src={imageUrl(post.coverUrl)} alt="" /> : null}
      {post.category ? <span className={styles.tag}>{post.category}</span> : null}
      <h1 className={styles.articleTitle} data-testid="page-title">
        {post.title}
      </h1>
      <time className={styles.muted} dateTime={post.publishedAt}>
        {formatDateTime(post.publishedAt)}
      </time>
      {post.summary ? <p className={styles.lead}>{post.summary}</p> : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: operator HTML, sanitized on save (server) and with DOMPurify right here */}
      <div className={styles.html} data-testid="blog-article-body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(post.html) }} />
    </article>
  );
}
