import { formatMinor, type Game, type GameCategory, type LanguageCode, type MenuVendor, type Room } from '@fortuna/shared';
import { pickLanguage } from '../content/content.presenter';
import type { GameRow } from './catalog.repository';

/** Artwork paths of a vendor (relative: the client puts them on its image CDN, as it does banners). */
export function vendorArt(vendor: string): { logoUrl: string; tileUrl: string } {
  return { logoUrl: `/demo/vendors/${vendor}-logo.svg`, tileUrl: `/demo/vendors/${vendor}-tile.svg` };
}

/** A vendor as menus show it. */
export function presentMenuVendor(vendor: { code: string; name: string }): MenuVendor {
  return { vendor: vendor.code, name: vendor.name, ...vendorArt(vendor.code) };
}

/** A game row as the spec's Game, named in `language` (else English). */
export function presentGame(row: GameRow, language: LanguageCode): Game {
  return {
    nodeId: row.id,
    vassalage: row.vendor_code,
    vendorName: row.vendor_name,
    gameType: row.category_code as GameCategory,
    gameCode: row.game_code,
    gameClassify: row.classify,
    isGame: row.is_game,
    gameName: pickLanguage(row.names, language),
    iconUrl: row.icon_path,
    lagerIcon: vendorArt(row.vendor_code).tileUrl,
    isHot: row.is_hot ? 1 : 0,
    isNew: row.is_new,
    inMaintenance: row.maintenance,
    freePlay: row.free_play,
  };
}

/** A live table; limits in the merchant's currency. */
export function presentRoom(
  row: { id: number; table_code: string; dealer: string; min_bet: bigint; max_bet: bigint; is_open: boolean },
  gameName: string,
  decimals: number,
): Room {
  return {
    roomId: row.id,
    tableCode: row.table_code,
    tableName: `${gameName} ${row.table_code}`,
    dealer: row.dealer,
    minBet: formatMinor(BigInt(row.min_bet), decimals),
    maxBet: formatMinor(BigInt(row.max_bet), decimals),
    isOpen: row.is_open,
  };
}
