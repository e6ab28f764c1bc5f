import type { ComponentPropsWithRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

/** Visual weight of a button: primary for the main action of a view. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize; iconOnly?: boolean; block?: boolean };

/** The class names of a button with these options (also for links that look like buttons). */
export function buttonClass({ variant = 'secondary', size = 'md', iconOnly, block }: StyleProps, extra?: string): string {
  return [styles.button, styles[variant], size !== 'md' && styles[size], iconOnly && styles.iconOnly, block && styles.block, extra]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ComponentPropsWithRef<'button'> & StyleProps;

/** A button; `iconOnly` buttons must carry an `aria-label`. */
export function Button({ variant, size, iconOnly, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, iconOnly, block }, className)} {...rest} />;
}

/** A router link styled as a button. */
export function ButtonLink({ variant, size, iconOnly, block, className, ...rest }: LinkProps & StyleProps) {
  return <Link className={buttonClass({ variant, size, iconOnly, block }, className)} {...rest} />;
}
