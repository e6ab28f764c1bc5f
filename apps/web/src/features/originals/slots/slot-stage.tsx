import type { SlotSpinView, SlotTitle, SlotView, SlotWin } from '@fortuna/bgs/slots';
import { formatMinor } from '@fortuna/shared';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, toMinor } from '../../../lib/format-money';
import type { GameViewProps } from '../games/types';
import type { SlotArt } from './art-kit';
import styles from './slot.module.css';
import { SlotReels } from './slot-reels';
import { NO_WIN_SHOW_MS, SPIN_MS, WIN_SHOW_MS } from './slot-timing';

type Playback = { key: string; index: number; phase: 'spin' | 'show' | 'done' };

/** A spin's win in money: floor(bet × coins / title coins), the free-spin multiplier already in `coins`. */
function moneyOf(bet: string, coins: number, titleCoins: number): string {
  const minor = ((toMinor(bet) ?? 0n) * BigInt(coins)) / BigInt(titleCoins);
  return formatMinor(minor, 2);
}

function WinList({ spin, bet, title, currency }: { spin: SlotSpinView; bet: string; title: SlotTitle; currency: string }) {
  const { t } = useTranslation();
  const describe = (win: SlotWin) => {
    if (win.kind === 'line') return t('originals.slot.win_line', { line: win.line + 1, count: win.count });
    if (win.kind === 'ways') return t('originals.slot.win_ways', { ways: win.ways, count: win.count });
    return t('originals.slot.win_scatter', { count: win.count });
  };
  const shown = spin.wins.slice(0, 4);
  return (
    <ul className={styles.wins} data-testid="slot-wins">
      {shown.map((win) => (
        <li key={`${win.kind}-${win.kind === 'line' ? win.line : win.symbol}`}>
          <span>{describe(win)}</span>
          <strong>{formatMoney(moneyOf(bet, win.coins * spin.multiplier, title.coins), currency)}</strong>
        </li>
      ))}
      {spin.wins.length > shown.length ? (
        <li className={styles.more}>{t('originals.slot.more_wins', { count: spin.wins.length - shown.length })}</li>
      ) : null}
    </ul>
  );
}

/**
 * The stage of a slot round: the paid spin, then each free spin in turn (reels run, wins light up,
 * the next free spin starts), then the free-spin total. Reduced motion (and the verify page): the
 * reels stop at once and the free spins are there to pick one by one.
 */
export function SlotStage({
  code,
  round,
  still,
  sound,
  currency,
  title,
  art,
  name,
}: GameViewProps & { title: SlotTitle; art: SlotArt; name: string }) {
  const { t } = useTranslation();
  const view = round && round.code === code && round.finished ? (round.view as SlotView) : null;
  const key = view ? (round?.roundCode ?? '') : '';
  // A round already there when the stage opens (a reload, the verify page) shows at rest.
  const firstKey = useRef(key);
  const [playback, setPlayback] = useState<Playback>({ key, index: 0, phase: 'done' });
  const lastGrid = useRef<readonly (readonly string[])[] | undefined>(undefined);

  if (playback.key !== key) {
    const animate = !still && key !== '' && key !== firstKey.current;
    setPlayback({ key, index: animate ? 0 : 0, phase: animate ? 'spin' : 'done' });
  }

  const spins = view?.spins ?? [];
  const spin = spins[playback.index] ?? null;

  useEffect(() => {
    if (playback.phase === 'done' || !spin) return;
    if (playback.phase === 'spin') sound.play('spin');
    const wait = playback.phase === 'spin' ? SPIN_MS : spin.wins.length > 0 ? WIN_SHOW_MS : NO_WIN_SHOW_MS;
    const timer = setTimeout(() => {
      setPlayback((current) => {
        if (current.key !== playback.key) return current;
        if (current.phase === 'spin') return { ...current, phase: 'show' };
        if (current.index + 1 < spins.length) return { ...current, index: current.index + 1, phase: 'spin' };
        return { ...current, phase: 'done' };
      });
      if (playback.phase === 'spin' && spin.freeSpinsAwarded > 0) sound.play('reveal');
    }, wait);
    return () => clearTimeout(timer);
  }, [playback, spin, spins.length, sound]);

  const running = playback.phase === 'spin';
  const previous = running ? (playback.index > 0 ? spins[playback.index - 1]?.grid : lastGrid.current) : undefined;
  useEffect(() => {
    if (spin && playback.phase !== 'spin') lastGrid.current = spin.grid;
  }, [spin, playback.phase]);

  const freeSpins = spins.slice(1);
  const inFree = spin?.kind === 'free';
  const freeSoFar =
    freeSpins.slice(0, Math.max(0, playback.index)).reduce((sum, s) => sum + s.coins, 0) + (inFree && !running ? (spin?.coins ?? 0) : 0);
  const bet = round?.bet ?? '0';
  const style = { '--slot-accent': art.accent, '--slot-glow': art.glow } as CSSProperties;
  const lines =
    title.mode.kind === 'lines' ? t('originals.slot.lines', { count: title.mode.lines }) : t('originals.slot.ways', { count: 243 });

  return (
    <div className={styles.stage} style={style} data-testid="slot-stage" data-phase={playback.phase} data-free-spins={view?.freeSpins ?? 0}>
      <header className={styles.marquee}>
        <span className={styles.emblem}>
          <art.emblem />
        </span>
        <span className={styles.name}>{name}</span>
        <span className={styles.mode}>{lines}</span>
      </header>

      {inFree ? (
        <div className={styles.freeBanner} data-testid="slot-free-banner" aria-live="polite">
          <span>{t('originals.slot.free_spin_of', { n: playback.index, total: freeSpins.length })}</span>
          <strong>×{view?.freeSpinMultiplier}</strong>
          <span>{formatMoney(moneyOf(bet, freeSoFar, title.coins), currency)}</span>
        </div>
      ) : null}

      <SlotReels
        title={title}
        art={art}
        spin={spin}
        previous={previous}
        running={running}
        showWins={!running}
        spinKey={`${playback.key}-${playback.index}`}
      />

      <div className={styles.footer} aria-live="polite">
        {spin && !running ? (
          spin.wins.length > 0 ? (
            <WinList spin={spin} bet={bet} title={title} currency={currency} />
          ) : (
            <p className={styles.quiet}>{t('originals.slot.no_win')}</p>
          )
        ) : (
          <p className={styles.quiet}>{view ? t('originals.slot.spinning') : t('originals.slot.ready')}</p>
        )}
        {spins[0] && spins[0].freeSpinsAwarded > 0 && !(playback.index === 0 && running) ? (
          <p className={styles.trigger} data-testid="slot-trigger">
            {t('originals.slot.triggered', { count: spins[0].freeSpinsAwarded, multiplier: view?.freeSpinMultiplier })}
          </p>
        ) : null}
      </div>

      {view && freeSpins.length > 0 && playback.phase === 'done' ? (
        <section className={styles.summary} data-testid="slot-free-summary" aria-label={t('originals.slot.free_spins')}>
          <div className={styles.summaryHead}>
            <span>{t('originals.slot.free_spins_played', { count: view.freeSpins, multiplier: view.freeSpinMultiplier })}</span>
            <strong data-testid="slot-free-total">{formatMoney(moneyOf(bet, view.freeSpinCoins, title.coins), currency)}</strong>
          </div>
          <fieldset className={styles.chips}>
            <legend className="sr-only">{t('originals.slot.pick_spin')}</legend>
            <button type="button" aria-pressed={playback.index === 0} onClick={() => setPlayback({ ...playback, index: 0 })}>
              {t('originals.slot.paid_spin')}
            </button>
            {freeSpins.map((free, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: spins are numbered
                key={i}
                type="button"
                aria-pressed={playback.index === i + 1}
                data-won={free.coins > 0}
                onClick={() => setPlayback({ ...playback, index: i + 1 })}
                data-testid={`slot-free-chip-${i + 1}`}
              >
                {i + 1}
              </button>
            ))}
          </fieldset>
          <p className={styles.total} data-testid="slot-round-total">
            {t('originals.slot.round_total', { amount: formatMoney(round?.win ?? '0', currency) })}
          </p>
        </section>
      ) : null}
    </div>
  );
}
