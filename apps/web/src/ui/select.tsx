import type { ComponentPropsWithRef } from 'react';
import fieldStyles from './field.module.css';
import { Icon } from './icons';
import styles from './select.module.css';

type SelectProps = ComponentPropsWithRef<'select'> & { invalid?: boolean };

/** A native select in the portal's input style; `invalid` sets aria-invalid and the error colour. */
export function Select({ invalid, className, children, ...rest }: SelectProps) {
  return (
    <span className={[styles.wrap, className].filter(Boolean).join(' ')}>
      <select className={[fieldStyles.input, styles.select].join(' ')} aria-invalid={invalid || undefined} {...rest}>
        {children}
      </select>
      <Icon.ChevronDown size={16} className={styles.chevron} />
    </span>
  );
}
