import { cardRank, type HiLoChoice, type HiLoParams, type HiLoView } from '@fortuna/bgs/instant';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { onGridKeyDown } from './steps/grid-keys';
import { PlayingCard } from './steps/playing-card';
import styles from './steps/steps.module.css';
import { CashOutButton, StepsReadout } from './steps/steps-readout';
import './steps/steps-texts';
import type { GameModule, GameViewProps } from './types';

function hiLoView(round: GameViewProps['round']): HiLoView | null {
  return round?.code === 'hi-lo' ? (round.view as HiLoView | null) : null;
}

function HiLoControls({ round, busy, act, currency }: GameViewProps<HiLoParams>) {
  return <CashOutButton round={round} view={hiLoView(round)} busy={busy} currency={currency} act={act} />;
}

function GuessButton({
  guess,
  choice,
  rank,
  busy,
  act,
}: {
  guess: 'higher' | 'lower';
  choice: HiLoChoice | null;
  rank: number | null;
  busy: boolean;
  act: (action: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation();
  const strict = (guess === 'higher' && rank === 1) || (guess === 'lower' && rank === 13);
  return (
    <Button
      variant={guess === 'higher' ? 'primary' : 'secondary'}
      size="lg"
      data-cell={guess === 'higher' ? 0 : 1}
      disabled={!choice?.allowed || busy}
      onClick={() => act({ type: guess })}
      data-testid={`hilo-${guess}`}
    >
      <span className={styles.choice}>
        <span>
          {guess === 'higher' ? '▲ ' : '▼ '}
          {t(`originals_steps.${guess}${strict ? '_strict' : ''}`)}
        </span>
        <span className={styles.choiceDetail}>
          {choice
            ? choice.allowed
              ? t('originals_steps.chance', { chance: choice.chance, multiplier: choice.multiplier })
              : t('originals_steps.over_cap')
            : '—'}
        </span>
      </span>
    </Button>
  );
}

function HiLoStage({ round, busy, act, currency }: GameViewProps<HiLoParams>) {
  const { t } = useTranslation();
  const view = hiLoView(round);
  const current = view ? (view.cards.at(-1) as number) : null;
  const playing = view?.outcome === 'playing';
  const marks = view?.moves.map((move) => (move.type === 'skip' ? 'skip' : move.right ? 'right' : 'wrong')) ?? [];
  return (
    <div className={styles.stage}>
      <StepsReadout round={round} view={view} currency={currency} />
      <div className={styles.hiloTable}>
        <div className={styles.hiloRow}>
          <PlayingCard card={current} mark={marks.at(-1) === 'skip' ? undefined : marks.at(-1)} />
          {playing || !view ? <PlayingCard card={null} /> : null}
        </div>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the row only routes arrow keys between its buttons */}
        <div className={styles.choices} onKeyDown={(event) => onGridKeyDown(event, 3)}>
          <GuessButton
            guess="higher"
            choice={playing ? (view?.higher ?? null) : null}
            rank={current === null ? null : cardRank(current)}
            busy={busy}
            act={act}
          />
          <GuessButton
            guess="lower"
            choice={playing ? (view?.lower ?? null) : null}
            rank={current === null ? null : cardRank(current)}
            busy={busy}
            act={act}
          />
          <Button
            variant="ghost"
            data-cell={2}
            disabled={!playing || !view?.canSkip || busy}
            onClick={() => act({ type: 'skip' })}
            data-testid="hilo-skip"
            style={{ gridColumn: '1 / -1' }}
          >
            {t('originals_steps.skip')}
            {view ? ` · ${t('originals_steps.cards_left', { count: view.cardsLeft })}` : ''}
          </Button>
        </div>
        {view && view.cards.length > 1 ? (
          <ol className={styles.hiloHistory} aria-label={t('originals_steps.history')}>
            {view.cards.slice(0, -1).map((card, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the cards of a round never reorder; the same card may repeat
              <li key={i}>
                <PlayingCard card={card} size="sm" mark={i === 0 ? undefined : marks[i - 1]} />
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </div>
  );
}

function HiLoRules() {
  const { t } = useTranslation();
  return <p>{t('originals_steps.rules_hilo')}</p>;
}

export const hiLoModule: GameModule<HiLoParams> = {
  code: 'hi-lo',
  defaultParams: {},
  Controls: HiLoControls,
  Stage: HiLoStage,
  Rules: HiLoRules,
};
