import { instantGame } from '@fortuna/bgs/instant';
import type { OriginalsState } from '@fortuna/shared';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { formatMoney, toMinor } from '../../../lib/format-money';
import { useSiteConfig } from '../../../lib/site-config';
import { useMediaQuery } from '../../../lib/use-media-query';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { TabPanel, Tabs } from '../../../ui/tabs';
import type { GameModule } from '../games/types';
import { useGameSound } from '../use-game-sound';
import { AutoPlayPanel } from './auto-play-panel';
import { BetAmountField } from './bet-amount-field';
import { FairnessTab } from './fairness-tab';
import styles from './game-shell.module.css';
import { RoundsTab } from './rounds-tab';
import { RulesTab } from './rules-tab';
import { useAutoPlay } from './use-auto-play';
import { useOriginalsPlay } from './use-originals-play';

type Tab = 'rounds' | 'fairness' | 'rules';

/**
 * The frame every in-house game plays in: the bet panel (amount, the game's own controls, bet,
 * auto-play for single-round games), the stage, a sound switch and the balance, and under them the
 * member's rounds with their verification, the fairness tab (seed pair) and the rules with the RTP.
 */
export function GameShell({ module, state, onRefetch }: { module: GameModule; state: OriginalsState; onRefetch: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const currencySymbol = useSiteConfig().merchant.currency.symbol;
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const definition = instantGame(module.code);
  const sound = useGameSound();
  const tabsId = useId();
  const [tab, setTab] = useState<Tab>('rounds');
  const [params, setParams] = useState<Record<string, unknown>>(() => ({
    ...module.defaultParams,
    ...((state.openRound?.params as Record<string, unknown> | undefined) ?? {}),
  }));
  const [amount, setAmount] = useState(state.game.minBet);
  const play = useOriginalsPlay(module.code, { round: state.openRound, balance: state.balance });
  const open = play.round !== null && !play.round.finished;
  const moduleReveal = module.revealMs;
  const moduleStops = module.stopsAutoPlay;

  const amountMinor = toMinor(amount);
  const amountError =
    amountMinor === null
      ? t('originals.amount_invalid')
      : amountMinor < (toMinor(state.game.minBet) ?? 0n) || amountMinor > (toMinor(state.game.maxBet) ?? 0n)
        ? t('errors.originals_bet_out_of_range', { minBet: state.game.minBet, maxBet: state.game.maxBet })
        : null;

  // The toolbar's balance and last result follow the stage: they change once its animation has shown the result.
  const [revealing, setRevealing] = useState(false);
  const [shown, setShown] = useState({ round: play.round, balance: play.balance });
  useEffect(() => {
    if (!revealing) setShown({ round: play.round, balance: play.balance });
  }, [revealing, play.round, play.balance]);

  const playOne = useCallback(async () => {
    sound.play('bet');
    setRevealing(true);
    let played: Awaited<ReturnType<typeof play.bet>>;
    try {
      played = await play.bet(amount, params);
      const revealMs = reducedMotion ? 0 : typeof moduleReveal === 'function' ? moduleReveal(played) : (moduleReveal ?? 0);
      if (revealMs > 0) await new Promise((resolve) => setTimeout(resolve, revealMs));
    } finally {
      setRevealing(false);
    }
    const win = toMinor(played.win) ?? 0n;
    if (played.finished) sound.play(win > 0n ? (win >= (toMinor(played.bet) ?? 0n) * 10n ? 'bigWin' : 'win') : 'lose');
    return { bet: toMinor(played.bet) ?? 0n, win, stop: moduleStops?.(played) ?? false };
  }, [amount, params, play, sound, moduleReveal, moduleStops, reducedMotion]);

  const auto = useAutoPlay(playOne, reducedMotion ? 0 : 250);
  const locked = open || auto.status.running;

  const act = (action: Record<string, unknown>) => {
    if (!play.round || play.busy) return;
    void play
      .act(play.round.roundCode, action)
      .then((played) => {
        const win = toMinor(played.win) ?? 0n;
        if (played.finished) sound.play(win > 0n ? 'cashout' : 'lose');
        else sound.play('reveal');
      })
      .catch(() => undefined);
  };

  const viewProps = {
    code: module.code,
    params,
    setParams: (next: Record<string, unknown>) => setParams(next),
    round: play.round,
    busy: play.busy,
    locked,
    act,
    sound,
    amount,
    currency: currencySymbol,
    still: reducedMotion,
  };
  const Controls = module.Controls;
  const Stage = module.Stage;
  const rtp = definition ? definition.rtp(params as never) : null;

  return (
    <div className={styles.shell} data-testid="originals-shell" data-game={module.code}>
      <aside className={styles.panel} aria-label={t('originals.bet_panel')}>
        <BetAmountField
          value={amount}
          onChange={setAmount}
          min={state.game.minBet}
          max={state.game.maxBet}
          disabled={locked}
          error={amountError}
          currency={currencySymbol}
        />
        {Controls ? <Controls {...viewProps} /> : null}
        <Button
          variant="primary"
          size="lg"
          block
          disabled={locked || play.busy || amountError !== null}
          onClick={() => void playOne().catch(() => undefined)}
          data-testid="originals-bet"
        >
          {play.busy && !open ? t('originals.betting') : t('originals.bet')}
        </Button>
        {definition?.kind === 'single' ? (
          <AutoPlayPanel
            status={auto.status}
            disabled={open || play.busy || amountError !== null}
            onStart={(settings) => void auto.start(settings, amountMinor ?? 0n)}
            onStop={auto.stop}
            currency={currencySymbol}
          />
        ) : null}
        {play.error ? <FormAlert testId="originals-error">{errorMessage(play.error)}</FormAlert> : null}
      </aside>

      <section className={styles.stageBox} aria-label={t('originals.stage')}>
        <div className={styles.toolbar}>
          <span className={styles.balance} data-testid="originals-balance">
            <Icon.Wallet size={16} />
            {shown.balance !== null && shown.balance !== '' ? formatMoney(shown.balance, currencySymbol) : '—'}
          </span>
          {shown.round?.finished ? (
            <span className={styles.last} data-won={(toMinor(shown.round.win) ?? 0n) > 0n} data-testid="originals-last">
              {Number(shown.round.multiplier).toFixed(2)}× · {formatMoney(shown.round.win, currencySymbol)}
            </span>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            onClick={sound.toggle}
            aria-pressed={sound.muted}
            aria-label={sound.muted ? t('originals.sound_on') : t('originals.sound_off')}
            title={sound.muted ? t('originals.sound_on') : t('originals.sound_off')}
            data-testid="originals-mute"
          >
            {sound.muted ? <Icon.VolumeOff size={18} /> : <Icon.Volume size={18} />}
          </Button>
        </div>
        <div className={styles.stage}>
          <Stage {...viewProps} />
        </div>
      </section>

      <section className={styles.tabs}>
        <Tabs
          idBase={tabsId}
          label={t('originals.tabs')}
          value={tab}
          onChange={setTab}
          items={[
            { id: 'rounds', label: t('originals.tab_rounds') },
            { id: 'fairness', label: t('originals.tab_fairness') },
            { id: 'rules', label: t('originals.tab_rules') },
          ]}
        />
        <TabPanel idBase={tabsId} id={tab}>
          {tab === 'rounds' ? <RoundsTab code={module.code} /> : null}
          {tab === 'fairness' ? <FairnessTab code={module.code} fair={state.fair} locked={locked} onChanged={onRefetch} /> : null}
          {tab === 'rules' ? (
            <RulesTab rtp={rtp} game={state.game}>
              <module.Rules params={params} />
            </RulesTab>
          ) : null}
        </TabPanel>
      </section>
    </div>
  );
}
