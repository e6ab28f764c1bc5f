import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './data-table.module.css';

/**
 * A data table that becomes a stack of cards on phones: each cell shows its column name from
 * `data-label` there. `numeric` cells hold figures.
 */
export function DataTable({
  caption,
  head,
  children,
  testId,
}: {
  caption?: string;
  head: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-testid={testId}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A table cell that names its column on phones. */
export function Cell({
  label,
  numeric,
  className,
  ...rest
}: Omit<ComponentPropsWithRef<'td'>, 'align'> & { label: string; numeric?: boolean }) {
  return (
    <td
      data-label={label}
      data-align={numeric ? 'end' : undefined}
      className={[styles.cell, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}

/** A column heading. */
export function HeadCell({ numeric, children }: { numeric?: boolean; children?: ReactNode }) {
  return (
    <th scope="col" data-align={numeric ? 'end' : undefined}>
      {children}
    </th>
  );
}
