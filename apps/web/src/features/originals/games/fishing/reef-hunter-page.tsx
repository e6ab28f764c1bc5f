import { bulletCost } from '@fortuna/bgs/fishing';
import { instantGame } from '@fortuna/bgs/instant';
import { formatMinor, type OriginalsState } from '@fortuna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api';
import { useErrorMessage } from '../../../../lib/error-message';
import { formatMoney, toMinor } from '../../../../lib/format-money';
import { tellHost } from '../../../../lib/game-host';
import { refreshMoney } from '../../../../lib/money-queries';
import { useSiteConfig } from '../../../../lib/site-config';
import { useMediaQuery } from '../../../../lib/use-media-query';
import { Button } from '../../../../ui/button';
import { Icon } from '../../../../ui/icons';
import { TabPanel, Tabs } from '../../../../ui/tabs';
import { originalsKeys } from '../../api/originals-keys';
import { FairnessTab } from '../../components/fairness-tab';
import { RoundsTab } from '../../components/rounds-tab';
import { RulesTab } from '../../components/rules-tab';
import { useGameSound } from '../../use-game-sound';
import { ReefRules } from './pay-table';
import styles from './reef-hunter.module.css';
import './reef-texts';
import { SeaCanvas } from './sea-canvas';
import { useFishingRoom } from './use-fishing-room';
import { FIRE_INTERVAL_MS, useReefGame } from './use-reef-game';

const ANGLE_STEP = 0.06;

type Tab = 'rounds' | 'fairness' | 'rules';

/**
 * Reef Hunter: the canvas sea of a shared room, the member's cannon (mouse or touch aim, click or
 * tap to fire, keyboard), auto-fire with a stop-loss, the session's shots and the rules. The server
 * decides every hit and capture (docs/games/fishing.md); this page only draws them.
 */
export function ReefHunterPage({ state, onRefetch }: { state: OriginalsState; onRefetch: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const currency = useSiteConfig().merchant.currency.symbol;
  const sound = useGameSound();
  const tabsId = useId();
  const [balance, setBalance] = useState<string | null>(state.balance);
  const [session, setSession] = useState({ bet: 0n, win: 0n, shots: 0 });
  const [message, setMessage] = useState('');
  const [auto, setAuto] = useState(false);
  const [stopLoss, setStopLoss] = useState('10.00');
  const [lock, setLock] = useState(false);
  const [tab, setTab] = useState<Tab>('rounds');
  const sessionRef = useRef(session);
  sessionRef.current = session;

  const fishName = useCallback((code: string) => t(`reef.fish.${code}`), [t]);

  const game = useReefGame({
    captureText: (shot) => `+${shot.win}`,
    onMine: (shot) => {
      if (shot.balance) setBalance(shot.balance);
      setSession((s) => ({ bet: s.bet + (toMinor(shot.bet) ?? 0n), win: s.win + (toMinor(shot.win) ?? 0n), shots: s.shots + 1 }));
      if (shot.fish && shot.captured) {
        // The catch sounds when the bullet reaches the fish.
        window.setTimeout(() => sound.play(shot.fish && shot.fish.multiplier >= 30 ? 'bigWin' : 'win'), Math.max(0, shot.flightMs));
        setMessage(t('reef.caught', { fish: fishName(shot.fish.kind), multiplier: shot.fish.multiplier, amount: shot.win }));
      } else if (shot.fish) {
        setMessage(t('reef.escaped', { fish: fishName(shot.fish.kind) }));
      } else {
        setMessage(t('reef.missed'));
      }
    },
    onError: (error) => {
      // The refusal's own text with its values (a responsible-gaming limit says how much is left).
      const text = error instanceof ApiError ? errorMessage(error) : t('errors.network_error');
      setMessage(text);
      setAuto((on) => {
        if (on) setMessage(t('reef.stopped_error', { error: text }));
        return false;
      });
    },
  });

  const room = useFishingRoom(undefined, {
    onJoined: (joined, offset) => game.onJoined(joined, offset),
    onShot: (shot) => game.showShot(shot, false),
    onAimed: (aim) => {
      const state = game.model.current;
      state.seats = state.seats.map((seat) => (seat.seat === aim.seat ? { ...seat, angle: aim.angle, level: aim.level } : seat));
    },
  });
  const roomId = room.joined?.room.id;

  // Seats from the socket: who sits where (my own cannon keeps its local aim).
  useEffect(() => {
    const state = game.model.current;
    const previous = new Map(state.seats.map((seat) => [seat.seat, seat]));
    state.seats = room.seats.map((seat) => ({
      seat: seat.seat,
      level: seat.mine ? game.level : (previous.get(seat.seat)?.level ?? seat.level),
      angle: previous.get(seat.seat)?.angle ?? 0,
      mine: seat.mine,
      taken: true,
    }));
  }, [room.seats, game.model, game.level]);

  useEffect(() => {
    game.model.current.lockOnTap = lock;
    if (!lock) game.model.current.targetId = null;
  }, [lock, game.model]);

  // The header balance, the rounds tab and the popup's host follow the shots, at most once a second.
  const lastRefresh = useRef(0);
  const refreshSoon = useCallback(() => {
    const now = Date.now();
    if (now - lastRefresh.current < 1000) return;
    lastRefresh.current = now;
    void refreshMoney(queryClient);
    void queryClient.invalidateQueries({ queryKey: originalsKeys.rounds('reef-hunter', 1).slice(0, 2) });
    tellHost();
  }, [queryClient]);

  const fire = useCallback(async () => {
    if (roomId === undefined) return;
    const shot = await game.fire(roomId);
    if (shot) {
      sound.play('click');
      refreshSoon();
    }
  }, [roomId, game, sound, refreshSoon]);

  // Auto-fire: one shot every FIRE_INTERVAL_MS until stopped, an error, or the stop-loss.
  useEffect(() => {
    if (!auto || roomId === undefined) return;
    const limit = toMinor(stopLoss) ?? 0n;
    const timer = window.setInterval(() => {
      const s = sessionRef.current;
      if (limit > 0n && s.bet - s.win + bulletCost(game.level) > limit) {
        setAuto(false);
        setMessage(t('reef.stopped_loss'));
        return;
      }
      void fire();
    }, FIRE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [auto, roomId, stopLoss, fire, game.level, t]);

  const aim = (angle: number) => {
    game.setAngle(angle);
    room.aim(game.angleRef.current, game.level);
  };

  const onKey = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      aim(game.angleRef.current + (event.key === 'ArrowLeft' ? -ANGLE_STEP : ANGLE_STEP));
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      void fire();
    } else if (event.key === '+' || event.key === '=') {
      game.setLevel(game.level + 1);
    } else if (event.key === '-' || event.key === '_') {
      game.setLevel(game.level - 1);
    }
  };

  const net = session.win - session.bet;
  return (
    <section className={styles.game} data-testid="reef-hunter" aria-label={t('reef.title')}>
      <div className={styles.stage}>
        <SeaCanvas
          model={game.model}
          reducedMotion={reduced}
          label={t('reef.sea_label')}
          onAim={aim}
          onFire={() => void fire()}
          onKey={onKey}
        />
        <div className={styles.hud}>
          <span className={styles.hudChip} data-testid="reef-room">
            {room.joined ? `${t('reef.room', { code: room.joined.room.code })} · ${t('reef.seat', { seat: room.joined.seat + 1 })}` : ''}
          </span>
          <span className={styles.hudChip}>{t('reef.players', { count: room.seats.length })}</span>
        </div>
        {room.status !== 'joined' && (
          <div className={styles.overlay} data-testid="reef-status">
            {room.status === 'connecting' ? (
              <p>{t('reef.connecting')}</p>
            ) : (
              <div>
                <p>{t('reef.error_title')}</p>
                <p>{t(`errors.${room.error ?? 'system_error'}`, { defaultValue: room.error ?? '' })}</p>
              </div>
            )}
          </div>
        )}
      </div>

      <div className={styles.controls}>
        <div className={styles.group}>
          <Button
            size="sm"
            iconOnly
            aria-label={t('reef.level_down')}
            onClick={() => game.setLevel(game.level - 1)}
            disabled={game.level <= 1}
          >
            −
          </Button>
          <div className={styles.level} data-testid="reef-level">
            <strong>
              {t('reef.cannon')} {game.level}
            </strong>
            <small>{t('reef.bullet', { amount: game.bullet })}</small>
          </div>
          <Button
            size="sm"
            iconOnly
            aria-label={t('reef.level_up')}
            onClick={() => game.setLevel(game.level + 1)}
            disabled={game.level >= 7}
          >
            +
          </Button>
        </div>
        <Button
          variant="primary"
          className={styles.fire}
          onClick={() => void fire()}
          disabled={room.status !== 'joined'}
          data-testid="reef-fire"
        >
          {t('reef.fire')}
        </Button>
        <label className={styles.group}>
          <input type="checkbox" checked={lock} onChange={(event) => setLock(event.target.checked)} />
          <span title={t('reef.lock_hint')}>{t('reef.lock')}</span>
        </label>
        <div className={styles.autoFire}>
          <label className={styles.group}>
            {t('reef.stop_loss')}
            <input
              className={styles.stopLoss}
              inputMode="decimal"
              value={stopLoss}
              onChange={(event) => setStopLoss(event.target.value)}
              aria-describedby="reef-stop-loss-hint"
              data-testid="reef-stop-loss"
            />
          </label>
          <Button
            size="sm"
            variant={auto ? 'primary' : 'outline'}
            aria-pressed={auto}
            onClick={() => setAuto((on) => !on)}
            disabled={room.status !== 'joined'}
            data-testid="reef-auto"
          >
            {auto ? t('reef.stop') : t('reef.auto_fire')}
          </Button>
          <span id="reef-stop-loss-hint" hidden>
            {t('reef.stop_loss_hint')}
          </span>
        </div>
        <span className={styles.keys}>{t('reef.keyboard')}</span>
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          onClick={sound.toggle}
          aria-pressed={sound.muted}
          aria-label={sound.muted ? t('originals.sound_on') : t('originals.sound_off')}
          title={sound.muted ? t('originals.sound_on') : t('originals.sound_off')}
          data-testid="reef-mute"
        >
          {sound.muted ? <Icon.VolumeOff size={18} /> : <Icon.Volume size={18} />}
        </Button>
      </div>

      <div className={styles.stats}>
        <div className={styles.stat}>
          <span>{t('reef.balance')}</span>
          <strong data-testid="reef-balance">{balance ? formatMoney(balance, currency) : '—'}</strong>
        </div>
        <div className={styles.stat}>
          <span>{t('reef.session')}</span>
          <strong data-testid="reef-session" className={net > 0n ? styles.won : undefined}>
            {net >= 0n ? '+' : '−'}
            {formatMinor(net >= 0n ? net : -net, 2)}
          </strong>
        </div>
        <div className={styles.stat}>
          <span>{t('reef.shots')}</span>
          <strong data-testid="reef-shots">{session.shots}</strong>
        </div>
      </div>
      <p className={styles.message} aria-live="polite" data-testid="reef-message">
        {message}
      </p>
      <div className={styles.seats}>
        {room.seats.map((seat) => (
          <span key={seat.seat} className={`${styles.seatChip} ${seat.mine ? styles.seatMine : ''}`}>
            {t('reef.seat', { seat: seat.seat + 1 })}: {seat.mine ? t('reef.you') : seat.nickname}
          </span>
        ))}
      </div>

      <Tabs<Tab>
        idBase={tabsId}
        label={t('originals.tabs')}
        value={tab}
        onChange={(next) => {
          if (next === 'fairness') onRefetch();
          setTab(next);
        }}
        items={[
          { id: 'rounds', label: t('originals.tab_rounds') },
          { id: 'fairness', label: t('originals.tab_fairness') },
          { id: 'rules', label: t('originals.tab_rules') },
        ]}
      />
      <TabPanel idBase={tabsId} id={tab}>
        {tab === 'rounds' ? <RoundsTab code="reef-hunter" /> : null}
        {tab === 'fairness' ? <FairnessTab code="reef-hunter" fair={state.fair} locked={auto} onChanged={onRefetch} /> : null}
        {tab === 'rules' ? (
          <RulesTab rtp={instantGame('reef-hunter')?.rtp({} as never) ?? null} game={state.game}>
            <ReefRules />
          </RulesTab>
        ) : null}
      </TabPanel>
    </section>
  );
}
