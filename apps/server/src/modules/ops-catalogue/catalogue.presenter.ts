import type { OpsBannerRow, OpsGameRow, OpsVendorRow } from '@fortuna/shared';
import type { LocalizedText } from '../../db/schema';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A vendor row of the back office: its key id, never its secret. */
export function presentOpsVendor(row: {
  code: string;
  name: string;
  sort: number;
  enabled: boolean;
  is_new: boolean;
  free_play: boolean;
  wallet_mode: 'seamless' | 'transfer';
  maintenance_starts_at: Date | null;
  maintenance_ends_at: Date | null;
  in_maintenance: boolean;
  game_count: number;
  key_id: string | null;
  credential_enabled: boolean | null;
  rotated_at: Date | null;
}): OpsVendorRow {
  return {
    code: row.code,
    name: row.name,
    sort: row.sort,
    enabled: row.enabled,
    isNew: row.is_new,
    freePlay: row.free_play,
    walletMode: row.wallet_mode,
    maintenanceStartsAt: iso(row.maintenance_starts_at),
    maintenanceEndsAt: iso(row.maintenance_ends_at),
    inMaintenance: row.in_maintenance,
    gameCount: row.game_count,
    credential: row.key_id ? { keyId: row.key_id, enabled: row.credential_enabled ?? false, rotatedAt: iso(row.rotated_at) } : null,
  };
}

export function presentOpsGame(row: {
  id: number;
  vendor_code: string;
  category_code: string;
  game_code: string;
  names: LocalizedText;
  icon_path: string;
  is_game: boolean;
  enabled: boolean;
  is_hot: boolean;
  is_new: boolean;
  sort: number;
  maintenance: boolean;
}): OpsGameRow {
  return {
    id: row.id,
    vendor: row.vendor_code,
    category: row.category_code,
    gameCode: row.game_code,
    name: row.names.en ?? row.game_code,
    names: row.names,
    iconPath: row.icon_path,
    isGame: row.is_game,
    enabled: row.enabled,
    hot: row.is_hot,
    isNew: row.is_new,
    sort: row.sort,
    maintenance: row.maintenance,
  };
}

export function presentOpsBanner(row: {
  id: number;
  group_name: string;
  title: string;
  image_path: string;
  link: string | null;
  linkage_type: string;
  sort: number;
  enabled: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
  live: boolean;
}): OpsBannerRow {
  return {
    id: row.id,
    groupName: row.group_name as OpsBannerRow['groupName'],
    title: row.title,
    imageUrl: row.image_path,
    link: row.link,
    linkageType: row.linkage_type as OpsBannerRow['linkageType'],
    sort: row.sort,
    enabled: row.enabled,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    live: row.live,
  };
}
