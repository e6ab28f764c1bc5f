import { groupThousands, isNegative } from '../../../../lib/format-money';
import styles from './reports.module.css';

/** An API amount with thousand separators ("-1,234.50"). */
export function amountText(amount: string): string {
  return groupThousands(amount);
}

/** An amount whose sign matters (profit, income): green above zero, red below. */
export function SignedAmount({ value, testId }: { value: string; testId?: string }) {
  const tone = isNegative(value) ? styles.negative : /[1-9]/.test(value) ? styles.positive : undefined;
  return (
    <span className={tone} data-testid={testId}>
      {amountText(value)}
    </span>
  );
}
