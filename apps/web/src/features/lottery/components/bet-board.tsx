import type { GameType } from '@fortuna/bgs/types';
import { formatMinor } from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { TabPanel, Tabs } from '../../../ui/tabs';
import {
  BET_BOARD,
  type BetTypeSpec,
  betGroups,
  betTypeKey,
  buildSelection,
  gridPick,
  type PickValue,
  quickPick,
  toggleAll,
} from '../bet-types';
import { parseEntry } from '../number-entry';
import { betTypeName } from '../selection-text';
import { combinationsOf, type SlipBet } from '../slip';
import styles from './bet-board.module.css';
import { NumberEntryField } from './number-entry-field';
import { NumberGrid } from './number-grid';
import { OptionChooser, PickRow } from './pick-row';
import { PrizeHelp } from './prize-help';

type BetBoardProps = {
  gameType: GameType;
  /** The stake of each combination, minor units, or null when the stake field is not a valid amount. */
  unitStake: bigint | null;
  symbol: string | undefined;
  onAdd: (bet: Omit<SlipBet, 'id'>) => void;
  disabled?: boolean;
};

/**
 * The bet board: one tab per bet-type group of the game type, the bet types of the group as pills,
 * the chooser (position, part or pair) and the number or word rows, the 00–99 grid (VN) or the
 * typed numbers (4D, ba càng), and for the regional games what they pay. "Add to slip" puts the
 * picks on the slip as one bet of combinations × unit stake.
 */
export function BetBoard({ gameType, unitStake, symbol, onAdd, disabled }: BetBoardProps) {
  const { t } = useTranslation();
  const groups = betGroups(gameType);
  const [group, setGroup] = useState(groups[0] ?? '');
  const inGroup = BET_BOARD[gameType].filter((spec) => spec.group === group);
  const [code, setCode] = useState(inGroup[0]?.code ?? '');
  const spec = inGroup.find((entry) => entry.code === code) ?? inGroup[0];
  const [option, setOption] = useState<PickValue | undefined>(undefined);
  const [rows, setRows] = useState<PickValue[][]>([]);
  const [entryText, setEntryText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const entryRule = spec?.kind === 'entry' ? spec.entry : undefined;
  const parsed = useMemo(() => (entryRule ? parseEntry(entryText, entryRule) : null), [entryRule, entryText]);

  // Typed numbers stay when another bet type is chosen (type 1234, add it as Big, then as Small).
  const reset = () => {
    setRows([]);
    setProblem(null);
  };
  const chooseGroup = (next: string) => {
    setGroup(next);
    setCode(BET_BOARD[gameType].find((entry) => entry.group === next)?.code ?? '');
    setOption(undefined);
    reset();
  };
  const chooseCode = (next: string) => {
    setCode(next);
    setOption(undefined);
    reset();
  };
  if (!spec) return null;

  const picks = parsed ? [parsed.numbers] : rows;
  const selection = buildSelection(spec, option, picks);
  const combinations = combinationsOf(gameType, spec.code, selection);
  const stake = unitStake === null ? null : BigInt(combinations) * unitStake;

  const setRow = (index: number, values: PickValue[]) =>
    setRows((current) => {
      const next = Array.from({ length: spec.rows }, (_, i) => current[i] ?? []);
      next[index] = values;
      return next;
    });
  const toggle = (index: number, value: PickValue) => {
    const row = rows[index] ?? [];
    setRow(index, row.includes(value) ? row.filter((v) => v !== value) : [...row, value]);
    setProblem(null);
  };
  const picked = picks[0] ?? [];
  const add = () => {
    if (parsed && parsed.problems.length > 0) return setProblem(t('lottery.entry_fix'));
    if (spec.minPicks !== undefined && picked.length < spec.minPicks)
      return setProblem(t('lottery.pick_at_least', { count: spec.minPicks }));
    if (spec.maxPicks !== undefined && picked.length > spec.maxPicks)
      return setProblem(t('lottery.pick_at_most', { count: spec.maxPicks }));
    if (combinations === 0) return setProblem(t(parsed ? 'lottery.entry_empty' : 'lottery.pick_more'));
    if (unitStake === null) return setProblem(t('lottery.stake_invalid'));
    onAdd({ betType: spec.code, selection, unitStake });
    reset();
    setEntryText('');
  };
  const tooMany = spec.maxPicks !== undefined && picked.length > spec.maxPicks;

  const board = (
    <>
      <p className={styles.rule}>{t(`lottery.rule.${betTypeKey(spec.code)}`)}</p>
      {spec.option ? (
        <OptionChooser
          spec={spec}
          value={option ?? (spec.option.values[0] as PickValue)}
          onChange={(value) => {
            setOption(value);
            setProblem(null);
          }}
        />
      ) : null}
      {spec.kind === 'grid' ? (
        <>
          <NumberGrid
            spec={spec}
            picked={picked}
            onToggle={(value) => toggle(0, value)}
            onPick={(pick) => {
              setRow(0, toggleAll(picked, gridPick(pick)));
              setProblem(null);
            }}
            onClear={() => setRow(0, [])}
          />
          {tooMany ? <FormAlert testId="bet-board-too-many">{t('lottery.pick_at_most', { count: spec.maxPicks })}</FormAlert> : null}
        </>
      ) : null}
      {spec.kind === 'entry' && parsed ? (
        <NumberEntryField
          spec={spec}
          text={entryText}
          parsed={parsed}
          onChange={(text) => {
            setEntryText(text);
            setProblem(null);
          }}
        />
      ) : null}
      {spec.kind === 'grid' || spec.kind === 'entry'
        ? null
        : Array.from({ length: spec.rows }, (_, index) => (
            <PickRow
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions
              key={index}
              spec={spec}
              label={spec.rows > 1 ? rowLabel(spec, option, index, t) : null}
              picked={rows[index] ?? []}
              onToggle={(value) => toggle(index, value)}
              onQuick={(pick) => setRow(index, quickPick(spec, pick))}
            />
          ))}
      <PrizeHelp gameType={gameType} code={spec.code} unitStake={unitStake} symbol={symbol} />
    </>
  );

  return (
    <div className={styles.board} data-testid="bet-board">
      <Tabs
        items={groups.map((id) => ({ id, label: t(`lottery.group.${id}`) }))}
        value={group}
        onChange={chooseGroup}
        label={t('lottery.bet_groups')}
        idBase="bet-group"
      />
      <TabPanel idBase="bet-group" id={group} className={styles.panel}>
        {inGroup.length > 1 ? (
          <Tabs
            items={inGroup.map((entry) => ({ id: entry.code, label: betTypeName(entry.code, t) }))}
            value={spec.code}
            onChange={chooseCode}
            label={t('lottery.bet_types')}
            idBase="bet-type"
            variant="pills"
            size="sm"
          />
        ) : null}
        {inGroup.length > 1 ? (
          <TabPanel idBase="bet-type" id={spec.code} className={styles.picks}>
            {board}
          </TabPanel>
        ) : (
          <div className={styles.picks}>{board}</div>
        )}
      </TabPanel>
      {problem ? <FormAlert testId="bet-board-problem">{problem}</FormAlert> : null}
      <div className={styles.footer}>
        <span className={styles.count} data-testid="bet-board-count">
          {t('lottery.board_summary', {
            count: combinations,
            stake: stake === null ? '—' : formatMoney(formatMinor(stake), symbol),
          })}
        </span>
        <Button variant="primary" onClick={add} disabled={disabled} data-testid="bet-board-add">
          <Icon.Plus size={16} />
          {t('lottery.add_to_slip')}
        </Button>
      </div>
    </div>
  );
}

function rowLabel(
  spec: BetTypeSpec,
  option: PickValue | undefined,
  index: number,
  t: (key: string, values?: Record<string, unknown>) => string,
) {
  if (spec.option?.field === 'part') {
    const start = { front: 1, middle: 2, back: 3 }[String(option ?? 'front')] ?? 1;
    return t('lottery.position_n', { n: start + index });
  }
  return t('lottery.position_n', { n: index + 1 });
}
