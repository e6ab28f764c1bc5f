import { type Banner, type BannerGroup, LIMITS } from '@fortuna/shared';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { type CSSProperties, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '../../../lib/image-cdn';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { useBanners } from '../api/get-banners';
import styles from './banner-carousel.module.css';

/** Embla's duration unit is not milliseconds; 30 is close to the spec's 1 s slide speed with easing. */
const EMBLA_DURATION = 30;

function BannerImage({ banner, eager }: { banner: Banner; eager: boolean }) {
  return (
    <img
      className={styles.image}
      src={imageUrl(banner.url)}
      alt={banner.title}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
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
  eager,
  onGameLink,
}: {
  banner: Banner;
  eager: boolean;
  onGameLink?: ((nodeId: number) => void) | undefined;
}) {
  const { t } = useTranslation();
  const target = bannerTarget(banner);
  if (target.kind === 'route') {
    return (
      <Link className={styles.frame} to={target.to}>
        <BannerImage banner={banner} eager={eager} />
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a className={styles.frame} href={target.href} target="_blank" rel="noopener noreferrer">
        <BannerImage banner={banner} eager={eager} />
        <span className="sr-only">{t('common.opens_new_tab')}</span>
      </a>
    );
  }
  if (target.kind === 'game' && onGameLink) {
    return (
      <button type="button" className={styles.frame} onClick={() => onGameLink(target.nodeId)}>
        <BannerImage banner={banner} eager={eager} />
      </button>
    );
  }
  return (
    <div className={styles.frame}>
      <BannerImage banner={banner} eager={eager} />
    </div>
  );
}

/**
 * A banner group as a carousel (spec §9): autoplay every 5 s, 1 s slides, up to 3 slides on wide
 * screens and 1 on phones, gap 15, dots, arrow keys and buttons. A GAME banner starts its game
 * through `onGameLink` (the page wires it to the game start).
 */
export function BannerCarousel({ group, onGameLink }: { group: BannerGroup; onGameLink?: (nodeId: number) => void }) {
  const { t, i18n } = useTranslation();
  const banners = useBanners(group);
  const slides = banners.data ?? [];
  const multiple = slides.length > 1;

  const [viewportRef, embla] = useEmblaCarousel(
    {
      loop: multiple,
      align: 'start',
      duration: EMBLA_DURATION,
      direction: i18n.dir() === 'rtl' ? 'rtl' : 'ltr',
      active: multiple,
    },
    [
      Autoplay({
        delay: LIMITS.bannerAutoplayMs,
        stopOnInteraction: false,
        stopOnMouseEnter: true,
        stopOnFocusIn: true,
        active: multiple,
      }),
    ],
  );
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);

  const sync = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
    setSnaps(embla.scrollSnapList());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);

  // The slide viewport is a focusable scroll area: arrow keys move between banners.
  useEffect(() => {
    if (!embla || !multiple) return;
    const root = embla.rootNode();
    root.tabIndex = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      const rtl = i18n.dir() === 'rtl';
      if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) {
        event.preventDefault();
        embla.scrollPrev();
      } else if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) {
        event.preventDefault();
        embla.scrollNext();
      }
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [embla, multiple, i18n]);

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
      className={styles.carousel}
      style={{ '--count': slides.length } as CSSProperties}
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.banners')}
      data-testid="banner-carousel"
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {slides.map((banner, index) => (
            <div key={banner.id} className={styles.slide}>
              <BannerFrame banner={banner} eager={index < LIMITS.bannerSlidesVisible} onGameLink={onGameLink} />
            </div>
          ))}
        </div>
      </div>
      {multiple ? (
        <>
          <button
            type="button"
            className={[styles.arrow, styles.prev].join(' ')}
            aria-label={t('common.previous')}
            onClick={() => embla?.scrollPrev()}
          >
            <Icon.ChevronLeft size={20} />
          </button>
          <button
            type="button"
            className={[styles.arrow, styles.next].join(' ')}
            aria-label={t('common.next')}
            onClick={() => embla?.scrollNext()}
          >
            <Icon.ChevronRight size={20} />
          </button>
        </>
      ) : null}
      {snaps.length > 1 ? (
        <div className={styles.dots}>
          {snaps.map((snap, index) => (
            <button
              key={snap}
              type="button"
              className={styles.dot}
              aria-label={t('home.go_to_slide', { index: index + 1 })}
              aria-current={index === selected}
              onClick={() => embla?.scrollTo(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
