import { type OpsSportsbookMatch, opsSportsbookOddsSchema, type SportsbookMarketView } from '@fortuna/shared';
import { formatSelectionKey, readMarketKey, selectionsOfMarket } from '@fortuna/sportsbook/markets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { Field, FormAlert, Input } from '../../../ui/field';
import { useToast } from '../../../ui/toast';
import { ConfirmActionDialog } from '../components/confirm-action-dialog';
import { COMMON_MARKETS, marketKeyProblem, marketLabel, oddsText, readOddsText, selectionLabel } from './market-text';
import { MarketStatus } from './match-status';
import styles from './sportsbook.module.css';
import { useSportsbookWrites } from './sportsbook-api';

/** Every selection key of a market, in the order a price board lists them; the stored ones only when the key is unknown. */
function selectionKeysOf(marketKey: string, stored: readonly string[]): string[] {
  const market = readMarketKey(marketKey);
  return market ? selectionsOfMarket(market).map(formatSelectionKey) : [...stored];
}

/** Whether prices may be set on the match: the server refuses finished and cancelled matches. */
export function tradable(match: Pick<OpsSportsbookMatch, 'status'>): boolean {
  return match.status === 'scheduled' || match.status === 'live' || match.status === 'postponed';
}

type EditorProps = {
  match: OpsSportsbookMatch;
  /** The market as stored, or undefined for one being added (not saved yet). */
  market: SportsbookMarketView | undefined;
  marketKey: string;
  writable: boolean;
  onDiscard?: () => void;
};

/**
 * One market: its selections' decimal prices (editable while the match trades and the market is
 * open or suspended), its largest stake per bet, and suspend / reopen / void (void asks first).
 * A price left empty takes the selection off the board.
 */
function MarketEditor({ match, market, marketKey, writable, onDiscard }: EditorProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { setOdds, setMarketStatus, voidMarket } = useSportsbookWrites();
  const [draft, setDraft] = useState<Record<string, string> | null>(null);
  const [stakeDraft, setStakeDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [error, setError] = useState<unknown>(null);
  const [voiding, setVoiding] = useState(false);
  const stored = new Map((market?.selections ?? []).map((s) => [s.selectionKey, s]));
  const keys = selectionKeysOf(
    marketKey,
    (market?.selections ?? []).map((s) => s.selectionKey),
  );
  const closed = market?.status === 'settled' || market?.status === 'void';
  const editable = writable && tradable(match) && !closed;
  const serverText = (key: string) => {
    const selection = stored.get(key);
    return selection?.offered ? oddsText(selection.oddsMilli) : '';
  };
  const priceText = (key: string) => draft?.[key] ?? serverText(key);
  const stakeText = stakeDraft ?? market?.maxStake ?? '';
  const teams = { home: match.home, away: match.away };
  // A settled or void market stays as it is; any other can be voided, even after the match ended.
  const voidButton =
    writable && market && !closed ? (
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          voidMarket.reset();
          setVoiding(true);
        }}
        data-testid="ops-sb-market-void"
      >
        {t('ops_sportsbook.void')}
      </Button>
    ) : null;

  const save = () => {
    const bad = new Set<string>();
    const prices: { selectionKey: string; oddsMilli: number | null }[] = [];
    for (const key of keys) {
      const value = readOddsText(priceText(key));
      if (value === 'invalid') bad.add(key);
      else if (value !== null) prices.push({ selectionKey: key, oddsMilli: value });
      else if (stored.get(key)?.offered) prices.push({ selectionKey: key, oddsMilli: null });
    }
    const stake = stakeText.trim();
    const body = {
      marketKey,
      prices,
      ...(stakeDraft !== null || (!market && stake) ? { maxStake: stake === '' ? null : stake } : {}),
    };
    const parsed = opsSportsbookOddsSchema.safeParse(body);
    if (!parsed.success) for (const issue of parsed.error.issues) bad.add(String(issue.path[0] ?? ''));
    setInvalid(bad);
    if (bad.size > 0) return;
    setError(null);
    setOdds.mutate(
      { matchId: match.matchId, ...body },
      {
        onSuccess: () => {
          setDraft(null);
          setStakeDraft(null);
          toast.show(t('ops_sportsbook.prices_saved'), 'success');
        },
        onError: setError,
      },
    );
  };
  const changeStatus = (status: 'open' | 'suspended') => {
    if (!market) return;
    setError(null);
    setMarketStatus.mutate(
      { marketId: market.marketId, status },
      {
        onSuccess: () => toast.show(t(status === 'open' ? 'ops_sportsbook.market_reopened' : 'ops_sportsbook.market_suspended'), 'success'),
        onError: setError,
      },
    );
  };

  return (
    <section className={styles.market} data-testid="ops-sb-market" data-market-key={marketKey}>
      <header className={styles.marketHead}>
        <div>
          <h3 className={styles.marketTitle}>{marketLabel(t, marketKey)}</h3>
          <span className={styles.mono}>{marketKey}</span>
        </div>
        <span className={styles.actions}>
          {market ? <MarketStatus status={market.status} /> : <Badge tone="info">{t('ops_sportsbook.market_new')}</Badge>}
        </span>
      </header>
      {error ? <FormAlert testId="ops-sb-market-error">{errorMessage(error)}</FormAlert> : null}
      {invalid.has('prices') ? <FormAlert>{t('ops_sportsbook.prices_required')}</FormAlert> : null}
      {editable ? (
        <div className={styles.prices}>
          {keys.map((key) => (
            <Field key={key} label={selectionLabel(t, key, teams)} error={invalid.has(key) ? t('ops_sportsbook.invalid_odds') : undefined}>
              {({ id, describedBy, invalid: isBad }) => (
                <Input
                  id={id}
                  inputMode="decimal"
                  aria-describedby={describedBy}
                  invalid={isBad}
                  placeholder="—"
                  className={styles.priceInput}
                  value={priceText(key)}
                  onChange={(event) => setDraft({ ...Object.fromEntries(keys.map((k) => [k, priceText(k)])), [key]: event.target.value })}
                  data-testid={`ops-sb-price-${key}`}
                />
              )}
            </Field>
          ))}
        </div>
      ) : (
        <dl className={styles.readPrices}>
          {keys
            .filter((key) => stored.has(key))
            .map((key) => (
              <div key={key} data-offered={stored.get(key)?.offered || undefined}>
                <dt>{selectionLabel(t, key, teams)}</dt>
                <dd data-testid={`ops-sb-price-${key}`}>{serverText(key) || '—'}</dd>
              </div>
            ))}
          <div>
            <dt>{t('ops_sportsbook.field_market_max_stake')}</dt>
            <dd data-testid="ops-sb-max-stake">{market?.maxStake ?? t('ops_sportsbook.site_limit')}</dd>
          </div>
        </dl>
      )}
      {editable ? (
        <div className={styles.marketFoot}>
          <Field
            label={t('ops_sportsbook.field_market_max_stake')}
            hint={t('ops_sportsbook.field_market_max_stake_hint')}
            error={invalid.has('maxStake') ? t('ops_sportsbook.invalid') : undefined}
          >
            {({ id, describedBy, invalid: isBad }) => (
              <Input
                id={id}
                inputMode="decimal"
                aria-describedby={describedBy}
                invalid={isBad}
                className={styles.stakeInput}
                value={stakeText}
                onChange={(event) => setStakeDraft(event.target.value)}
                data-testid="ops-sb-max-stake"
              />
            )}
          </Field>
          <span className={styles.actions}>
            <Button variant="primary" size="sm" onClick={save} disabled={setOdds.isPending} data-testid="ops-sb-market-save">
              {t('ops_sportsbook.save_prices')}
            </Button>
            {draft !== null || stakeDraft !== null ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setDraft(null);
                  setStakeDraft(null);
                  setInvalid(new Set());
                }}
              >
                {t('ops_sportsbook.undo')}
              </Button>
            ) : null}
            {market?.status === 'open' ? (
              <Button variant="secondary" size="sm" onClick={() => changeStatus('suspended')} data-testid="ops-sb-market-suspend">
                {t('ops_sportsbook.suspend')}
              </Button>
            ) : null}
            {market?.status === 'suspended' ? (
              <Button variant="secondary" size="sm" onClick={() => changeStatus('open')} data-testid="ops-sb-market-reopen">
                {t('ops_sportsbook.reopen')}
              </Button>
            ) : null}
            {!market && onDiscard ? (
              <Button variant="ghost" size="sm" onClick={onDiscard}>
                {t('ops_sportsbook.discard')}
              </Button>
            ) : null}
          </span>
          {voidButton}
        </div>
      ) : null}
      {!editable && voidButton ? <div className={styles.actions}>{voidButton}</div> : null}
      <ConfirmActionDialog
        open={voiding}
        title={t('ops_sportsbook.confirm_void_title', { market: marketLabel(t, marketKey) })}
        confirmLabel={t('ops_sportsbook.void')}
        pending={voidMarket.isPending}
        error={voidMarket.error}
        onConfirm={() =>
          market &&
          voidMarket.mutate(
            { marketId: market.marketId },
            {
              onSuccess: () => {
                setVoiding(false);
                toast.show(t('ops_sportsbook.market_voided'), 'success');
              },
            },
          )
        }
        onClose={() => setVoiding(false)}
        testId="ops-sb-void-confirm"
      >
        {t('ops_sportsbook.confirm_void_text')}
      </ConfirmActionDialog>
    </section>
  );
}

/**
 * Every market of the match with its prices, and (with sportsbook.write, while the match trades)
 * markets added by key: the common ones of the sport one click away, any other valid key typed.
 */
export function MarketBoard({ match, writable }: { match: OpsSportsbookMatch; writable: boolean }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<string[]>([]);
  const [key, setKey] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const storedKeys = match.markets.map((m) => m.marketKey);
  const drafts = adding.filter((k) => !storedKeys.includes(k));
  const present = [...storedKeys, ...drafts];
  const add = (candidate: string) => {
    const trimmed = candidate.trim();
    const why = marketKeyProblem(trimmed, match.sport, present);
    setProblem(why);
    if (why) return;
    setAdding([...drafts, trimmed]);
    setKey('');
  };
  const suggestions = COMMON_MARKETS[match.sport].filter((k) => !present.includes(k));
  return (
    <Card data-testid="ops-sb-markets">
      <h2 className={styles.heading}>{t('ops_sportsbook.markets_title')}</h2>
      <p className={`${styles.muted} ${styles.gapBelow}`}>{t('ops_sportsbook.markets_lead')}</p>
      {writable && tradable(match) ? (
        <div className={styles.addMarket}>
          <form
            className={styles.addRow}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              add(key);
            }}
          >
            <Field
              label={t('ops_sportsbook.field_market_key')}
              hint={t('ops_sportsbook.field_market_key_hint')}
              error={problem ? t(`ops_sportsbook.market_key_${problem}`) : undefined}
              testId="ops-sb-add-market"
            >
              {({ id, describedBy, invalid: isBad }) => (
                <Input
                  id={id}
                  aria-describedby={describedBy}
                  invalid={isBad}
                  maxLength={32}
                  autoCapitalize="off"
                  spellCheck={false}
                  value={key}
                  onChange={(event) => setKey(event.target.value)}
                  data-testid="ops-sb-add-market-key"
                />
              )}
            </Field>
            <Button variant="secondary" type="submit" data-testid="ops-sb-add-market-submit">
              {t('ops_sportsbook.add_market')}
            </Button>
          </form>
          {suggestions.length > 0 ? (
            <div className={styles.chips}>
              <span className={styles.muted}>{t('ops_sportsbook.common_markets')}</span>
              {suggestions.map((k) => (
                <button key={k} type="button" className={styles.chip} onClick={() => add(k)} data-testid={`ops-sb-add-${k}`}>
                  {marketLabel(t, k)}
                </button>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
      {present.length === 0 ? <EmptyState title={t('ops_sportsbook.markets_empty')} compact /> : null}
      <div className={styles.marketList}>
        {drafts.map((k) => (
          <MarketEditor
            key={`new-${k}`}
            match={match}
            market={undefined}
            marketKey={k}
            writable={writable}
            onDiscard={() => setAdding(drafts.filter((d) => d !== k))}
          />
        ))}
        {match.markets.map((market) => (
          <MarketEditor key={market.marketId} match={match} market={market} marketKey={market.marketKey} writable={writable} />
        ))}
      </div>
    </Card>
  );
}
