import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getToken } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { CenteredSpinner } from '../../../ui/spinner';
import { useGameSound } from '../use-game-sound';
import './crash/crash-texts';
import styles from './crash/crash.module.css';
import { useCrashState } from './crash/crash-api';
import { CrashBetPanel } from './crash/crash-bet-panel';
import { CrashPlayers, CrashRecent, CrashRules } from './crash/crash-boards';
import { CrashMyBets } from './crash/crash-my-bets';
import { CrashStage } from './crash/crash-stage';
import { CrashVerifyBox } from './crash/crash-verify-box';
import { useCrashLive } from './crash/use-crash-live';

/**
 * Crash (docs/games/crash.md): one shared round for every player of the site. The stage draws the
 * curve from the game's start time and the server clock; bets and cash-outs go over HTTP; the
 * `/crash` socket brings everyone's bets and each state change.
 */
export function CrashGame({ titled = true }: { titled?: boolean }) {
  const { t } = useTranslation();
  const state = useCrashState();
  useCrashLive();
  const sound = useGameSound();
  const loggedIn = Boolean(getToken());

  // The crash sound once per game.
  const crashedGame = useRef<string | null>(null);
  const game = state.data?.game ?? null;
  useEffect(() => {
    if (game?.state === 'crashed' && crashedGame.current !== game.gameId) {
      if (crashedGame.current !== null) sound.play('lose');
      crashedGame.current = game.gameId;
    } else if (game && game.state !== 'crashed' && crashedGame.current === null) {
      crashedGame.current = '';
    }
  }, [game, sound]);

  if (state.isLoading) return <CenteredSpinner />;
  if (state.isError || !state.data) return <ErrorState error={state.error} onRetry={() => void state.refetch()} />;
  const data = state.data;
  return (
    <div className={styles.page} data-testid="crash-page">
      <header className={styles.header}>
        {titled && <h1 className={styles.title}>{t('crash.title')}</h1>}
        <CrashRecent history={data.history} />
        <Button size="sm" variant="ghost" onClick={sound.toggle} aria-pressed={sound.muted} data-testid="crash-mute">
          {sound.muted ? t('crash.sound_off') : t('crash.sound_on')}
        </Button>
      </header>
      <CrashVerifyBox />
      <div className={styles.main}>
        <CrashStage game={game} offset={data.offset} />
        <CrashBetPanel game={game} myBet={data.myBet} limits={data.limits} offset={data.offset} onSound={sound.play} />
      </div>
      <div className={styles.lower}>
        <CrashPlayers bets={data.bets} />
        <CrashMyBets enabled={loggedIn} />
      </div>
      <CrashRules state={data} />
    </div>
  );
}

/** `/originals/crash` (and `/embed/originals/crash` in the game popup): Crash's own page; it is a shared round, not a seed-pair game of the shell. */
export function CrashPage({ embed = false }: { embed?: boolean }) {
  const { t } = useTranslation();
  if (embed) return <CrashGame />;
  return (
    <>
      <PageHeader title={t('crash.title')} subtitle={t('crash.subtitle')} icon="Dice" />
      <CrashGame titled={false} />
    </>
  );
}
