import { useTranslation } from 'react-i18next';
import { Field, Input } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import type { BetTypeSpec } from '../bet-types';
import { ENTRY_MAX_UNITS, type EntryProblem, ordersOf, type ParsedEntry, randomPick } from '../number-entry';
import entryStyles from './number-entry-field.module.css';
import styles from './number-grid.module.css';

type NumberEntryFieldProps = {
  spec: BetTypeSpec;
  text: string;
  parsed: ParsedEntry;
  onChange: (text: string) => void;
};

/** How many problems the field lists before "and n more". */
const SHOWN_PROBLEMS = 3;

/**
 * The typed numbers of a 4D or ba càng bet: several numbers separated by spaces or commas, checked
 * as they are typed (what is wrong with which word, in the member's language), with a random pick
 * and the numbers read shown as chips (with their orders for a box, the numbers a rolled R covers).
 */
export function NumberEntryField({ spec, text, parsed, onChange }: NumberEntryFieldProps) {
  const { t } = useTranslation();
  const rule = spec.entry;
  if (!rule) return null;
  const problemText = (problem: EntryProblem) =>
    t(`lottery.entry_problem.${problem.reason === 'digits' && rule.rolled ? 'digits_rolled' : problem.reason}`, {
      token: problem.token,
      width: rule.width,
      max: problem.reason === 'too_many_units' ? ENTRY_MAX_UNITS : rule.max,
    });
  const shown = parsed.problems.slice(0, SHOWN_PROBLEMS).map(problemText);
  const more = parsed.problems.length - shown.length;
  const error =
    shown.length > 0 ? [...shown, ...(more > 0 ? [t('lottery.entry_more_problems', { count: more })] : [])].join(' · ') : undefined;
  const addRandom = () => {
    const pick = randomPick(rule, parsed.numbers);
    if (pick) onChange(`${text.trim()}${text.trim() ? ' ' : ''}${pick}`);
  };
  const chipNote = (number: string) => {
    if (rule.box) return `×${ordersOf(number)}`;
    const rolled = [...number].filter((c) => c === 'R').length;
    return rolled > 0 ? `×${10 ** rolled}` : null;
  };

  return (
    <div className={entryStyles.entry}>
      <Field
        label={t('lottery.entry_label', { width: rule.width })}
        hint={t(rule.rolled ? 'lottery.entry_hint_rolled' : rule.box ? 'lottery.entry_hint_box' : 'lottery.entry_hint', {
          width: rule.width,
        })}
        error={error}
        testId="number-entry"
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            className={entryStyles.input}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            inputMode={rule.rolled ? 'text' : 'numeric'}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            placeholder={rule.width === 4 ? (rule.rolled ? '1234, 12R4' : '1234 5678') : '123 456'}
            aria-describedby={describedBy}
            invalid={invalid}
            data-testid="number-entry"
          />
        )}
      </Field>
      <div className={entryStyles.actions}>
        <button
          type="button"
          className={styles.clear}
          onClick={addRandom}
          disabled={parsed.numbers.length >= rule.max}
          data-testid="number-entry-random"
        >
          <Icon.Dice size={14} />
          {t('lottery.entry_random')}
        </button>
        <button type="button" className={styles.clear} onClick={() => onChange('')} disabled={text === ''} data-testid="number-entry-clear">
          {t('lottery.quick.clear')}
        </button>
      </div>
      {parsed.numbers.length > 0 ? (
        <ul
          className={entryStyles.chips}
          aria-label={t('lottery.entry_read', { count: parsed.numbers.length })}
          data-testid="number-entry-read"
        >
          {parsed.numbers.map((number) => (
            <li key={number} className={entryStyles.chip}>
              {number}
              {chipNote(number) ? <span className={entryStyles.chipNote}>{chipNote(number)}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
