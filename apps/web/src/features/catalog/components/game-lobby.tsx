import { CLASSIFY_ALL, type GameCategory, type GameMenu } from '@fortuna/shared';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { groupThousands } from '../../../lib/format-money';
import { useRestrictedAction } from '../../../lib/popups';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { Pagination } from '../../../ui/pagination';
import { Spinner } from '../../../ui/spinner';
import { type TabItem, Tabs, tabId, tabPanelId } from '../../../ui/tabs';
import { useLobbyGames } from '../hooks/use-lobby-games';
import { type LobbySource, type LobbyState, readLobbyState, writeLobbyState } from '../lobby-filter';
import { GameGrid, GameGridSkeleton } from './game-grid';
import styles from './game-lobby.module.css';
import { GameSearch } from './game-search';
import { LobbySourceFilters } from './lobby-source-filters';
import { SlotFilters } from './slot-filters';
import { VendorDropdown } from './vendor-dropdown';
import { VendorGrid } from './vendor-tile';

type GameLobbyProps = {
  menu: GameMenu;
  /**
   * `dropdown`: the vendor dropdown of a game list centre and of home's category tabs; `tiles`:
   * a game centre's vendor tiles (sports, esports, lottery, e-lottery), which pick the vendor.
   */
  vendorPicker?: 'dropdown' | 'tiles';
};

/** Categories whose lobby has no vendor filter (spec §2 "a vendor dropdown (hidden for BGS)"). */
const NO_VENDOR_FILTER: readonly GameCategory[] = ['BGS'];
/** Categories with the slots filters (spec §9 "Slots filters: minimum bet 1 or more; 25 lines or more"). */
const SLOT_FILTER_CATEGORIES: readonly GameCategory[] = ['RNG'];
/** Categories with only the "All" classify tab (spec §2 "only All for FISH"). */
const ONLY_ALL: readonly GameCategory[] = ['FISH'];

function EmptyResult({ state, onClear }: { state: LobbyState; onClear: () => void }) {
  const { t } = useTranslation();
  const clear = (
    <Button variant="outline" size="sm" onClick={onClear}>
      {t('lobby.clear_filters')}
    </Button>
  );
  if (state.search) {
    return (
      <EmptyState
        icon="Search"
        title={t('lobby.search_empty_title', { search: state.search })}
        text={t('lobby.search_empty_text')}
        action={clear}
      />
    );
  }
  if (state.source === 'FAV') return <EmptyState icon="Star" title={t('lobby.fav_empty_title')} text={t('lobby.fav_empty_text')} />;
  if (state.source === 'RECENT')
    return <EmptyState icon="Clock" title={t('lobby.recent_empty_title')} text={t('lobby.recent_empty_text')} />;
  return (
    <EmptyState
      icon="Gamepad"
      title={t('lobby.empty_title')}
      text={t('lobby.empty_text')}
      action={state.vendor || state.classify !== CLASSIFY_ALL || state.minBet || state.lines ? clear : undefined}
    />
  );
}

/**
 * A category lobby (spec §2 "Home and lobbies"): classify tabs (All first), the vendor filter,
 * the hot / favourite / recent filter icons, search by name, and 18 games a page with a pager of
 * range 5 and margin 2. Its state lives in the URL (`vassalage`, `classify`, `q`, `filter`, `page`).
 */
export function GameLobby({ menu, vendorPicker = 'dropdown' }: GameLobbyProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const guard = useRestrictedAction();
  const topRef = useRef<HTMLDivElement>(null);
  const idBase = `lobby-${useId().replace(/:/g, '')}`;
  const category = menu.gameCategory;
  const classifyTabs = ONLY_ALL.includes(category) ? menu.gameClassify.filter((tab) => tab.key === CLASSIFY_ALL) : menu.gameClassify;
  const requested = readLobbyState(params);
  // Favourite and recent lists belong to real accounts: a guest's or trial's link shows every game.
  const realAccount = session.token !== null && !session.isTrial;
  // A link may name a vendor or classify this category does not have (any more): every game shows, not an error.
  const state: LobbyState = {
    ...requested,
    vendor: menu.vendors.some((vendor) => vendor.vendor === requested.vendor) ? requested.vendor : null,
    classify: classifyTabs.some((tab) => tab.key === requested.classify) ? requested.classify : CLASSIFY_ALL,
    source: !realAccount && (requested.source === 'FAV' || requested.source === 'RECENT') ? 'ALL' : requested.source,
    minBet: SLOT_FILTER_CATEGORIES.includes(menu.gameCategory) && requested.minBet,
    lines: SLOT_FILTER_CATEGORIES.includes(menu.gameCategory) && requested.lines,
  };
  const result = useLobbyGames(category, state);

  const activeTab = classifyTabs.find((tab) => tab.key === state.classify) ?? classifyTabs[0];
  const tabVendors = new Set(activeTab?.vendors ?? menu.vendors.map((vendor) => vendor.vendor));
  const vendors = menu.vendors.filter((vendor) => tabVendors.has(vendor.vendor));
  const showVendors = !NO_VENDOR_FILTER.includes(category) && vendors.length > 0;
  const selectedVendor = menu.vendors.find((vendor) => vendor.vendor === state.vendor);

  const update = (change: Partial<LobbyState>) => setParams(writeLobbyState(params, change), { replace: true, preventScrollReset: true });

  const changeClassify = (key: string) => {
    const next = classifyTabs.find((tab) => tab.key === key);
    // A vendor without games in the new tab would show nothing: the filter lets it go.
    const keepVendor = state.vendor !== null && (next?.vendors.includes(state.vendor) ?? false);
    update({ classify: key, vendor: keepVendor ? state.vendor : null });
  };
  // The hot, favourite and recent lists carry no slot metadata: a source other than every game lets the slots filters go, and a slots filter shows every game.
  const changeSource = (source: LobbySource) => {
    const change = source === 'ALL' ? { source } : { source, minBet: false, lines: false };
    if (source === 'FAV' || source === 'RECENT') guard('realAccount', () => update(change));
    else update(change);
  };
  const changePage = (page: number) => {
    update({ page });
    const top = topRef.current;
    if (top && top.getBoundingClientRect().top < 0) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      top.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    }
  };
  const clearFilters = () => update({ vendor: null, classify: CLASSIFY_ALL, search: '', source: 'ALL', minBet: false, lines: false });

  // A page past the end (fewer games since the link was made) goes to the last page.
  const { totalPages } = result;
  const pastEnd = !result.isPending && totalPages > 0 && state.page > totalPages;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the page count decides
  useEffect(() => {
    if (pastEnd) update({ page: totalPages });
  }, [pastEnd, totalPages]);

  const tabs: TabItem<string>[] = classifyTabs.map((tab) => ({ id: tab.key, label: tab.displayName }));
  let body: ReactNode;
  if (result.isPending) body = <GameGridSkeleton count={12} />;
  else if (result.error && result.games.length === 0) body = <ErrorState error={result.error} onRetry={result.retry} />;
  else if (result.games.length === 0) body = <EmptyResult state={state} onClear={clearFilters} />;
  else body = <GameGrid games={result.games} />;

  return (
    <div className={styles.lobby} ref={topRef} data-testid="game-lobby" data-category={category}>
      {vendorPicker === 'tiles' && showVendors ? (
        <VendorGrid
          vendors={vendors}
          selectedVendor={state.vendor}
          onSelect={(vendor) => update({ vendor: vendor.vendor === state.vendor ? null : vendor.vendor })}
        />
      ) : null}
      <div className={styles.toolbar}>
        <div className={styles.tabs}>
          <Tabs
            items={tabs}
            value={activeTab?.key ?? CLASSIFY_ALL}
            onChange={changeClassify}
            label={t('lobby.classify_label')}
            idBase={idBase}
            variant="pills"
            size="sm"
          />
        </div>
        <div className={styles.controls}>
          {vendorPicker === 'dropdown' && showVendors ? (
            <VendorDropdown vendors={vendors} value={state.vendor} onChange={(vendor) => update({ vendor })} />
          ) : null}
          {SLOT_FILTER_CATEGORIES.includes(category) ? (
            <SlotFilters
              minBet={state.minBet ?? false}
              lines={state.lines ?? false}
              onChange={(change) => update({ ...change, source: 'ALL' })}
            />
          ) : null}
          <LobbySourceFilters value={state.source} onChange={changeSource} />
          <div className={styles.search}>
            <GameSearch value={state.search} onSearch={(search) => update({ search })} />
          </div>
        </div>
      </div>
      <div className={styles.summary}>
        {vendorPicker === 'tiles' && selectedVendor ? (
          <button
            type="button"
            className={styles.chip}
            onClick={() => update({ vendor: null })}
            aria-label={t('lobby.remove_filter', { filter: selectedVendor.name })}
            data-testid="lobby-vendor-chip"
          >
            {t('lobby.vendor_filter', { vendor: selectedVendor.name })}
            <Icon.Close size={12} />
          </button>
        ) : null}
        <p data-testid="lobby-total">
          {result.isPending ? '\u00a0' : t('lobby.game_count', { total: groupThousands(String(result.total)) })}
        </p>
        {result.isFetching && !result.isPending ? <Spinner size={16} /> : null}
      </div>
      <div
        className={styles.results}
        role="tabpanel"
        id={tabPanelId(idBase, activeTab?.key ?? CLASSIFY_ALL)}
        aria-labelledby={tabId(idBase, activeTab?.key ?? CLASSIFY_ALL)}
        aria-busy={result.isFetching}
        data-testid="lobby-results"
      >
        {body}
      </div>
      <Pagination page={result.page} totalPages={totalPages} onChange={changePage} testId="lobby-pagination" />
    </div>
  );
}
