import { type Banner, type BannerGroup, LIMITS } from '@fortuna/shared';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '../../../lib/image-cdn';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { useBanners } from '../api/get-banners';
import styles from './banner-carousel.module.css';
import { useAutoplay, useSlides } from './use-slides';

/** The banners' shape (16:7, as the frame): the image's own size, so the page reserves its box before it loads. */
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 350;

/**
 * A banner image. The first is the home page's largest paint: fetched first and decoded with the
 * page; the others in view load at once, those off screen only when scrolled to.
 */
function BannerImage({ banner, index, onShown }: { banner: Banner; index: number; onShown?: (() => void) | undefined }) {
  const first = index === 0;
  const inView = index < LIMITS.bannerSlidesVisible;
  return (
    <img
      onLoad={first ? onShown : undefined}
      onError={first ? onShown : undefined}
      className={styles.image}
      src={imageUrl(banner.url)}
      alt={banner.title}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={inView ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : inView ? 'auto' : 'low'}
      decoding={first ? 'sync' : 'async'}
      draggable={false}
    />
  );
}

/** A banner's link as the page follows it (spec §2 "Banner click opens the banner link according to its linkage type"). */
export type BannerTarget =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'game'; nodeId: number }
  | { kind: 'none' };

/**
 * INTERNAL: a path of the portal; EXTERNAL: an http(s) address in a new tab; PROMOTION: a
 * promotion id (or a path), opened at `/promotions#id`; GAME: a game's node id (or a lobby path);
 * NONE, or a link that does not fit its type: no link.
 */
export function bannerTarget(banner: Pick<Banner, 'linkageType' | 'link'>): BannerTarget {
  const link = banner.link?.trim() ?? '';
  const isPath = link.startsWith('/') && !link.startsWith('//');
  switch (banner.linkageType) {
    case 'INTERNAL':
      return isPath ? { kind: 'route', to: link } : { kind: 'none' };
    case 'EXTERNAL':
      return /^https?:\/\//i.test(link) ? { kind: 'external', href: link } : { kind: 'none' };
    case 'PROMOTION':
      if (isPath) return { kind: 'route', to: link };
      return /^[A-Za-z0-9_-]{1,64}$/.test(link) ? { kind: 'route', to: `/promotions#${link}` } : { kind: 'route', to: '/promotions' };
    case 'GAME':
      if (/^\d{1,10}$/.test(link)) return { kind: 'game', nodeId: Number(link) };
      return isPath ? { kind: 'route', to: link } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

/** One banner, following its linkage type (see {@link bannerTarget}). */
function BannerFrame({
  banner,
  index,
  onGameLink,
  onShown,
}: {
  banner: Banner;
  index: number;
  onGameLink?: ((nodeId: number) => void) | undefined;
  onShown?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const target = bannerTarget(banner);
  if (target.kind === 'route') {
    return (
      <Link className={styles.frame} to={target.to}>
        <BannerImage banner={banner} index={index} onShown={onShown} />
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a className={styles.frame} href={target.href} target="_blank" rel="noopener noreferrer">
        <BannerImage banner={banner} index={index} onShown={onShown} />
        <span className="sr-only">{t('common.opens_new_tab')}</span>
      </a>
    );
  }
  if (target.kind === 'game' && onGameLink) {
    return (
      <button type="button" className={styles.frame} onClick={() => onGameLink(target.nodeId)}>
        <BannerImage banner={banner} index={index} onShown={onShown} />
      </button>
    );
  }
  return (
    <div className={styles.frame}>
      <BannerImage banner={banner} index={index} onShown={onShown} />
    </div>
  );
}

/**
 * A banner group as a carousel (spec §9): autoplay every 5 s, 1 s slides, up to 3 slides on wide
 * screens and 1 on phones, gap 15, dots, arrow keys and buttons. A GAME banner starts its game
 * through `onGameLink` (the page wires it to the game start).
 */
export function BannerCarousel({
  group,
  onGameLink,
  onShown,
}: {
  group: BannerGroup;
  onGameLink?: (nodeId: number) => void;
  /** Called once the first banner's image has loaded (or failed), or when there is no banner to show. */
  onShown?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const banners = useBanners(group);
  const slides = banners.data ?? [];
  const multiple = slides.length > 1;
  const rtl = i18n.dir() === 'rtl';
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const { selected, pages, go, next, prev } = useSlides(viewport, slides.length, rtl);
  useAutoplay(root, multiple && pages > 1, LIMITS.bannerAutoplayMs, next);

  // Nothing to wait for: no banner, or they could not be read.
  const nothingToShow = banners.isError || (banners.isSuccess && slides.length === 0);
  useEffect(() => {
    if (nothingToShow) onShown?.();
  }, [nothingToShow, onShown]);

  // The slide viewport is a focusable scroll area: arrow keys move between banners.
  useEffect(() => {
    if (!viewport || !multiple) return;
    viewport.tabIndex = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) {
        event.preventDefault();
        prev();
      } else if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) {
        event.preventDefault();
        next();
      }
    };
    viewport.addEventListener('keydown', onKeyDown);
    return () => viewport.removeEventListener('keydown', onKeyDown);
  }, [viewport, multiple, rtl, prev, next]);

  if (banners.isPending) {
    return (
      <div className={styles.carousel} aria-busy="true">
        <div className={styles.skeletonRow}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className={styles.skeleton} />
          ))}
        </div>
      </div>
    );
  }
  if (banners.isError) return <ErrorState compact error={banners.error} onRetry={() => void banners.refetch()} />;
  if (slides.length === 0) return null;

  return (
    <section
      ref={setRoot}
      className={styles.carousel}
      style={{ '--count': slides.length } as CSSProperties}
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.banners')}
      data-testid="banner-carousel"
    >
      <div className={styles.viewport} ref={setViewport}>
        <div className={styles.container}>
          {slides.map((banner, index) => (
            <div key={banner.id} className={styles.slide} data-slide>
              <BannerFrame banner={banner} index={index} onGameLink={onGameLink} onShown={onShown} />
            </div>
          ))}
        </div>
      </div>
      {multiple ? (
        <>
          <button type="button" className={[styles.arrow, styles.prev].join(' ')} aria-label={t('common.previous')} onClick={prev}>
            <Icon.ChevronLeft size={20} />
          </button>
          <button type="button" className={[styles.arrow, styles.next].join(' ')} aria-label={t('common.next')} onClick={next}>
            <Icon.ChevronRight size={20} />
          </button>
        </>
      ) : null}
      {pages > 1 ? (
        <div className={styles.dots}>
          {Array.from({ length: pages }, (_, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position
              key={index}
              type="button"
              className={styles.dot}
              aria-label={t('home.go_to_slide', { index: index + 1 })}
              aria-current={index === selected}
              onClick={() => go(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
