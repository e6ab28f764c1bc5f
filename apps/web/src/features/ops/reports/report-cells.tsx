import { groupThousands, isNegative } from '../../../lib/format-money';
import styles from './reports.module.css';

/** An amount ("-1234.50") grouped by thousands, red when negative. */
export function Amount({ value }: { value: string }) {
  return <span className={isNegative(value) ? styles.negative : styles.number}>{groupThousands(value)}</span>;
}

/** A business day (yyyy-MM-dd), never broken over two lines. */
export function Day({ value }: { value: string | null }) {
  return <span className={styles.number}>{value ?? '—'}</span>;
}

/** A count, grouped by thousands. */
export function Count({ value }: { value: number }) {
  return <span className={styles.number}>{value.toLocaleString('en')}</span>;
}

/** A labelled figure of the totals line. */
export function Total({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.total}>
      <span>{label}</span>
      <strong>{children}</strong>
    </div>
  );
}
