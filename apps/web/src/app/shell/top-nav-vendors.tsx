import type { GameCategory } from '@fortuna/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryHref } from '../../lib/category-routes';
import { groupThousands } from '../../lib/format-money';
import { imageUrl } from '../../lib/image-cdn';
import type { NavVendor } from './top-nav';
import styles from './top-nav.module.css';

/** A top-navigation category's drop menu: its vendors, each with its logo, game count and "new" badge. */
export function VendorList({
  label,
  category,
  vendors,
  onPick,
  onShown,
}: {
  label: string;
  category: GameCategory;
  vendors: readonly NavVendor[];
  onPick: () => void;
  /** Called once the list is in the page (the menu moves focus into it when asked from the keyboard). */
  onShown: () => void;
}) {
  const { t } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the list first shows
  useEffect(() => onShown(), []);
  return (
    <>
      <p className={styles.dropTitle}>{t('nav.vendors_of', { category: label })}</p>
      <ul className={styles.vendors}>
        {vendors.map((vendor) => (
          <li key={vendor.vendor}>
            <Link
              className={styles.vendor}
              to={categoryHref(category, vendor.vendor)}
              onClick={onPick}
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
    </>
  );
}
