import { SLOT_TITLES, type SlotParams, type SlotTitle, type SlotView } from '@fortuna/bgs/slots';
import { formatMinor } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { formatMoney, toMinor } from '../../../lib/format-money';
import { SLOT_ART } from '../slots/art';
import type { SlotArt } from '../slots/art-kit';
import styles from '../slots/slot.module.css';
import { SlotStage } from '../slots/slot-stage';
import { slotRevealMs } from '../slots/slot-timing';
import '../slots/slot-texts';
import type { GameModule, GameViewProps } from './types';

/** The title's name in the current language (the catalogue's names; these are the same words). */
function useTitleName(code: string): string {
  const { t } = useTranslation();
  return t(`originals.slot.title.${code}`);
}

function SlotControls({ code, amount, currency }: GameViewProps<SlotParams> & { title: SlotTitle }) {
  const { t } = useTranslation();
  const title = titleOf(code);
  const perCoin = formatMinor((toMinor(amount) ?? 0n) / BigInt(title.coins), 2);
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{title.mode.kind === 'lines' ? t('originals.slot.paylines') : t('originals.slot.ways_to_win')}</dt>
        <dd>{title.mode.kind === 'lines' ? title.mode.lines : 243}</dd>
      </div>
      <div>
        <dt>{title.mode.kind === 'lines' ? t('originals.slot.line_bet') : t('originals.slot.coin_value')}</dt>
        <dd>{formatMoney(perCoin, currency)}</dd>
      </div>
      <div>
        <dt>{t('originals.slot.free_spin_multiplier')}</dt>
        <dd>×{title.freeSpins.multiplier}</dd>
      </div>
    </dl>
  );
}

function PayTable({ title, art }: { title: SlotTitle; art: SlotArt }) {
  const { t } = useTranslation();
  const unit = title.mode.kind === 'lines' ? t('originals.slot.pays_line_bet') : t('originals.slot.pays_coins', { coins: title.coins });
  // Regular symbols, and a wild that pays its own line (lines titles whose wilds sit on reel 1).
  const regular = title.symbols.filter((s) => s.pays);
  const wild = title.symbols.find((s) => s.kind === 'wild');
  const scatter = title.symbols.find((s) => s.kind === 'scatter');
  const Icon = ({ id }: { id: string }) => {
    const Draw = art.symbols[id];
    return <span className={styles.payIcon}>{Draw ? <Draw /> : null}</span>;
  };
  return (
    <div className={styles.payTable} data-testid="slot-pay-table">
      <p className={styles.payUnit}>{unit}</p>
      <ul>
        {regular.map((symbol) => (
          <li key={symbol.id}>
            <Icon id={symbol.id} />
            <span className={styles.pays}>
              {symbol.pays?.map((pay, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: 3, 4, 5 of a kind
                <span key={i}>
                  <em>{i + 3}×</em> {pay}
                </span>
              ))}
            </span>
          </li>
        ))}
        {scatter ? (
          <li className={styles.wide}>
            <Icon id={scatter.id} />
            <span className={styles.pays}>
              {title.scatter.pays.map((pay, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: 3, 4, 5 scatters
                <span key={i}>
                  <em>{i + 3}×</em> {t('originals.slot.scatter_pay', { times: pay, spins: title.scatter.freeSpins[i] })}
                </span>
              ))}
            </span>
          </li>
        ) : null}
      </ul>
      {wild ? (
        <p className={styles.payNote}>
          <Icon id={wild.id} />
          {title.mode.kind === 'ways'
            ? t('originals.slot.wild_ways')
            : wild.pays
              ? t('originals.slot.wild_lines_pays')
              : t('originals.slot.wild_lines')}
        </p>
      ) : null}
    </div>
  );
}

function SlotRules({ code }: { code: string }) {
  const { t } = useTranslation();
  const title = titleOf(code);
  return (
    <div className={styles.rules}>
      <p>{title.mode.kind === 'lines' ? t('originals.slot.rules_lines', { lines: title.mode.lines }) : t('originals.slot.rules_ways')}</p>
      <p>
        {t('originals.slot.rules_free', {
          multiplier: title.freeSpins.multiplier,
          cap: title.freeSpins.cap,
          spins: title.scatter.freeSpins.join(' / '),
        })}
      </p>
      <p>{t('originals.slot.rules_fair')}</p>
      <PayTable title={title} art={SLOT_ART[code] as SlotArt} />
    </div>
  );
}

function titleOf(code: string): SlotTitle {
  const title = SLOT_TITLES.find((t) => t.code === code);
  if (!title) throw new Error(`no slot title ${code}`);
  return title;
}

/** The page parts of one slot title: the same stage for all six, each with its own art and pay table. */
function slotModule(title: SlotTitle): GameModule<SlotParams> {
  function Stage(props: GameViewProps<SlotParams>) {
    const name = useTitleName(title.code);
    return <SlotStage {...props} title={title} art={SLOT_ART[title.code] as SlotArt} name={name} />;
  }
  function Controls(props: GameViewProps<SlotParams>) {
    return <SlotControls {...props} title={title} />;
  }
  function Rules() {
    return <SlotRules code={title.code} />;
  }
  return {
    code: title.code,
    defaultParams: {},
    Controls,
    Stage,
    Rules,
    revealMs: (round) => slotRevealMs(round.code === title.code ? (round.view as SlotView) : null),
    // Auto-play stops after a round that played free spins, as slot machines do.
    stopsAutoPlay: (round) => round.code === title.code && (round.view as SlotView).freeSpins > 0,
  };
}

/** The six slot titles' pages, by game code. */
export const SLOT_MODULES: Record<string, GameModule<SlotParams>> = Object.fromEntries(
  SLOT_TITLES.map((title) => [title.code, slotModule(title)]),
);
