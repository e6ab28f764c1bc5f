import { type GameCategory, type MenuVendor, TOP_NAV } from '@fortuna/shared';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useVendorLanes } from '../../features/catalog/api/get-vendor-lanes';
import { categoryHref } from '../../lib/category-routes';
import { groupThousands } from '../../lib/format-money';
import { categoriesWithVendors, useGameMenus } from '../../lib/game-menus';
import { imageUrl } from '../../lib/image-cdn';
import { focusableIn } from '../../ui/focus';
import { Icon } from '../../ui/icons';
import { Popover } from '../../ui/popover';
import { Skeleton } from '../../ui/skeleton';
import styles from './top-nav.module.css';

const OPEN_DELAY_MS = 80;
const CLOSE_DELAY_MS = 160;

function linkClass({ isActive }: { isActive: boolean }) {
  return [styles.link, isActive && styles.active].filter(Boolean).join(' ');
}

/** A vendor of a drop menu: the lanes add how many games it has and whether it is new. */
type NavVendor = MenuVendor & { gameCount?: number; isNew?: boolean };

/** A nav item of a game category; hovering or focusing it drops down the category's vendors (spec §2 "Header"). */
function CategoryNavItem({
  path,
  label,
  category,
  vendors,
}: {
  path: string;
  label: string;
  category: GameCategory;
  vendors: readonly NavVendor[];
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLAnchorElement | null>(null);
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const panelId = useId();

  const schedule = (next: boolean) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), next ? OPEN_DELAY_MS : CLOSE_DELAY_MS);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    window.clearTimeout(timer.current);
    setOpen(true);
    requestAnimationFrame(() => {
      const panel = panelRef.current;
      if (panel) focusableIn(panel)[0]?.focus();
    });
  };

  return (
    <li className={[styles.item, open && styles.open].filter(Boolean).join(' ')}>
      <NavLink
        ref={setAnchor}
        to={path}
        className={linkClass}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onMouseEnter={() => schedule(true)}
        onMouseLeave={() => schedule(false)}
        onFocus={() => schedule(true)}
        onBlur={(event) => {
          if (!panelRef.current?.contains(event.relatedTarget as Node | null)) schedule(false);
        }}
        onKeyDown={onKeyDown}
        onClick={() => {
          window.clearTimeout(timer.current);
          setOpen(false);
        }}
      >
        {label}
        <Icon.ChevronDown size={14} className={styles.chevron} />
      </NavLink>
      <Popover
        open={open}
        anchor={anchor}
        onClose={() => setOpen(false)}
        className={styles.drop}
        id={panelId}
        aria-label={t('nav.vendors_of', { category: label })}
        onMouseEnter={() => window.clearTimeout(timer.current)}
        onMouseLeave={() => schedule(false)}
      >
        {/* biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the menu (focusout) closes it */}
        <div
          ref={panelRef}
          onBlur={(event) => {
            const next = event.relatedTarget as Node | null;
            if (!panelRef.current?.contains(next) && next !== anchor) schedule(false);
          }}
        >
          <p className={styles.dropTitle}>{t('nav.vendors_of', { category: label })}</p>
          <ul className={styles.vendors}>
            {vendors.map((vendor) => (
              <li key={vendor.vendor}>
                <Link
                  className={styles.vendor}
                  to={categoryHref(category, vendor.vendor)}
                  onClick={() => setOpen(false)}
                  data-testid={`nav-vendor-${category}-${vendor.vendor}`}
                >
                  <img className={styles.vendorLogo} src={imageUrl(vendor.logoUrl)} alt="" width={48} height={24} loading="lazy" />
                  <span className={styles.vendorText}>
                    <span className={styles.vendorName}>
                      {vendor.name}
                      {vendor.isNew ? <span className={styles.newBadge}>{t('nav.new')}</span> : null}
                    </span>
                    {vendor.gameCount ? (
                      <span className={styles.vendorCount}>{t('nav.game_count', { total: groupThousands(String(vendor.gameCount)) })}</span>
                    ) : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </Popover>
    </li>
  );
}

/** Top navigation in the spec's order; a category shows only when it has vendors. */
export function TopNav() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const lanes = useVendorLanes();
  const available = categoriesWithVendors(menus.data);

  return (
    <nav className={styles.nav} aria-label={t('nav.label')} data-testid="top-nav">
      <ul className={styles.list}>
        {TOP_NAV.map((item) => {
          const label = t(`nav.${item.key}`);
          if (!('category' in item)) {
            return (
              <li key={item.key} className={styles.item}>
                <NavLink to={item.path} end className={linkClass}>
                  {label}
                </NavLink>
              </li>
            );
          }
          const menu = available.find((entry) => entry.gameCategory === item.category);
          if (!menu) return null;
          // The vendor lanes (with game counts) once they are in; the menus' vendors until then.
          const lane = lanes.data?.find((entry) => entry.gameType === menu.gameCategory);
          return (
            <CategoryNavItem
              key={item.key}
              path={item.path}
              label={label}
              category={menu.gameCategory}
              vendors={lane?.vendors ?? menu.vendors}
            />
          );
        })}
        {menus.isPending
          ? [0, 1, 2, 3].map((index) => (
              <li key={index} className={styles.item} aria-hidden="true">
                <Skeleton className={styles.skeleton} />
              </li>
            ))
          : null}
      </ul>
    </nav>
  );
}
