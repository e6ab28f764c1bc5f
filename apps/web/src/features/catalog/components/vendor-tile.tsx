import type { GameMenu } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/image-cdn';
import { Skeleton } from '../../../ui/skeleton';
import styles from './vendor-tile.module.css';

/** One vendor of a game menu. */
export type MenuVendor = GameMenu['vendors'][number];

type VendorTileProps = { vendor: MenuVendor; onSelect: () => void; selected?: boolean };

/** A vendor's tile image and name; a lettermark stands in when the image cannot load. */
export function VendorTile({ vendor, onSelect, selected }: VendorTileProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const src = imageUrl(vendor.tileUrl || vendor.logoUrl);

  return (
    <button
      type="button"
      className={[styles.tile, selected && styles.selected].filter(Boolean).join(' ')}
      onClick={onSelect}
      aria-pressed={selected}
      aria-label={vendor.name}
    >
      {src && !failed ? (
        <img
          className={styles.image}
          src={src}
          alt=""
          // The 4:3 tile's size: its box is reserved before the art arrives.
          width={320}
          height={240}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <span className={styles.fallback} aria-hidden="true">
          {vendor.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className={styles.label} aria-hidden="true">
        <span className={styles.name}>{vendor.name}</span>
        <span className={styles.play}>{t('lobby.view_games')}</span>
      </span>
    </button>
  );
}

/** Vendor tiles in a responsive grid. */
export function VendorGrid({
  vendors,
  onSelect,
  selectedVendor,
}: {
  vendors: readonly MenuVendor[];
  onSelect: (vendor: MenuVendor) => void;
  selectedVendor?: string | null;
}) {
  return (
    <ul className={styles.grid}>
      {vendors.map((vendor) => (
        <li key={vendor.vendor}>
          <VendorTile
            vendor={vendor}
            onSelect={() => onSelect(vendor)}
            selected={selectedVendor ? selectedVendor === vendor.vendor : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder tiles while vendors load. */
export function VendorGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => `tile-${index}`).map((key) => (
        <li key={key}>
          <Skeleton className={styles.skeleton} />
        </li>
      ))}
    </ul>
  );
}
