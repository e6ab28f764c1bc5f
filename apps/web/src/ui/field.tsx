import { type ComponentPropsWithRef, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './field.module.css';
import { Icon } from './icons';

type FieldProps = {
  label: ReactNode;
  /** Required fields show a * after the label (spec §5). */
  required?: boolean;
  /** The translated error under the control; it also marks the control invalid. */
  error?: string | undefined;
  /** A helping line under the control when there is no error. */
  hint?: ReactNode;
  /** Renders the control; wire `id` and `describedBy` to it. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  /** A test id for the field's error line. */
  testId?: string;
};

/** A labelled form control with its error or hint line. */
export function Field({ label, required, error, hint, children, testId }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({ id, describedBy: message ? messageId : undefined, invalid: Boolean(error) })}
      {error ? (
        <p id={messageId} className={styles.error} role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          <Icon.Alert size={14} />
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = ComponentPropsWithRef<'input'> & { invalid?: boolean };

/** A text input in the portal's style; `invalid` sets aria-invalid and the error colour. */
export function Input({ invalid, className, ...rest }: InputProps) {
  return <input className={[styles.input, className].filter(Boolean).join(' ')} aria-invalid={invalid || undefined} {...rest} />;
}

/** A multi-line text input in the portal's style. */
export function Textarea({ invalid, className, ...rest }: ComponentPropsWithRef<'textarea'> & { invalid?: boolean }) {
  return (
    <textarea
      className={[styles.input, styles.textarea, className].filter(Boolean).join(' ')}
      aria-invalid={invalid || undefined}
      {...rest}
    />
  );
}

/** A password input with a show/hide button. */
export function PasswordInput({ invalid, className, ...rest }: Omit<InputProps, 'type'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <span className={[styles.passwordWrap, className].filter(Boolean).join(' ')}>
      <Input type={shown ? 'text' : 'password'} invalid={invalid} className={styles.passwordInput} {...rest} />
      <button
        type="button"
        className={styles.reveal}
        aria-label={shown ? t('form.hide_password') : t('form.show_password')}
        aria-pressed={shown}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? <Icon.EyeOff size={18} /> : <Icon.Eye size={18} />}
      </button>
    </span>
  );
}

/** Controls side by side in one row (a dialing code and a number; a code and its send button). */
export function InputRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: ReactNode; error?: string | undefined };

/** A checkbox with its label text (which may hold links) and an optional error line. */
export function Checkbox({ label, error, className, id: givenId, ...rest }: CheckboxProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const messageId = `${id}-message`;
  return (
    <div className={[styles.checkField, className].filter(Boolean).join(' ')}>
      <div className={styles.check}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          {...rest}
        />
        <label htmlFor={id} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      {error ? (
        <p id={messageId} className={styles.error} role="alert">
          <Icon.Alert size={14} />
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message for the whole form (a refusal that belongs to no single field). */
export function FormAlert({ children, tone = 'error', testId }: { children: ReactNode; tone?: 'error' | 'info'; testId?: string }) {
  return (
    <div
      className={[styles.alert, tone === 'error' ? styles.alertError : styles.alertInfo].join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {tone === 'error' ? <Icon.Alert size={16} className={styles.alertIcon} /> : <Icon.Shield size={16} className={styles.alertIcon} />}
      <span>{children}</span>
    </div>
  );
}
