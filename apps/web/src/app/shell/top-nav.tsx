import { type GameCategory, type MenuVendor, TOP_NAV } from '@fortuna/shared';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useVendorLanes } from '../../features/catalog/api/get-vendor-lanes';
import { Deferred } from '../../lib/deferred';
import { categoriesWithVendors, useGameMenus } from '../../lib/game-menus';
import { lazyNamed } from '../../lib/lazy-named';
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

/** A category's vendors (the drop menu's list) load when a menu first opens. */
const VendorList = lazyNamed(() => import('./top-nav-vendors'), 'VendorList');

/** A vendor of a drop menu: the lanes add how many games it has and whether it is new. */
export type NavVendor = MenuVendor & { gameCount?: number; isNew?: boolean };

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

  // ArrowDown opens the menu and moves into it, once its list is there (it loads on the first opening).
  const wantsFocus = useRef(false);
  const focusFirst = () => {
    if (!wantsFocus.current) return;
    const first = panelRef.current ? focusableIn(panelRef.current)[0] : undefined;
    if (!first) return;
    wantsFocus.current = false;
    first.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    window.clearTimeout(timer.current);
    setOpen(true);
    wantsFocus.current = true;
    requestAnimationFrame(focusFirst);
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
        inTabOrder={false}
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
          <Deferred when={open}>
            <VendorList label={label} category={category} vendors={vendors} onPick={() => setOpen(false)} onShown={focusFirst} />
          </Deferred>
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
