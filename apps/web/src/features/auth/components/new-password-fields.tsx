import type { FieldRuleSetting } from '@fortuna/shared';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { checkRule, checkSame, formMessage, useFormText } from '../../../lib/form-rules';
import { useSiteConfig } from '../../../lib/site-config';
import { Field, PasswordInput } from '../../../ui/field';
import styles from './auth-forms.module.css';

type PasswordValues = { newPassword: string; confirmNewPassword: string };

/** The password rule of the register settings: every new password must match it (spec §5 "Change password"). */
export function usePasswordRule(): FieldRuleSetting | undefined {
  return useSiteConfig().register.fields.find((rule) => rule.field === 'password');
}

/** New password required and matching the rule; the confirmation equal to it. */
export function newPasswordChecks(ctx: z.RefinementCtx, values: PasswordValues, rule: FieldRuleSetting | undefined): void {
  checkRule(ctx, 'newPassword', values.newPassword, rule, true);
  if (!values.confirmNewPassword) ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: formMessage('form.required') });
  else checkSame(ctx, 'confirmNewPassword', values.confirmNewPassword, values.newPassword);
}

type NewPasswordFieldsProps<T extends FieldValues> = {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  rule: FieldRuleSetting | undefined;
  testId: string;
};

/** The new password and its confirmation, side by side on wide screens; the rule shows as a hint. */
export function NewPasswordFields<T extends FieldValues & PasswordValues>({ register, errors, rule, testId }: NewPasswordFieldsProps<T>) {
  const { t } = useTranslation();
  const formText = useFormText();
  const hint = rule ? t(`pattern_${rule.patternId}`, { min: rule.minLength, max: rule.maxLength }) : undefined;
  const message = (name: keyof PasswordValues) => {
    const error = errors[name];
    return formText(typeof error?.message === 'string' ? error.message : undefined);
  };
  return (
    <div className={styles.pair}>
      <Field label={t('auth.new_password')} required error={message('newPassword')} hint={hint} testId={`${testId}-new-password`}>
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            aria-describedby={describedBy}
            invalid={invalid}
            autoComplete="new-password"
            data-testid={`${testId}-new-password`}
            {...register('newPassword' as Path<T>)}
          />
        )}
      </Field>
      <Field label={t('auth.confirm_password')} required error={message('confirmNewPassword')} testId={`${testId}-confirm-password`}>
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            aria-describedby={describedBy}
            invalid={invalid}
            autoComplete="new-password"
            data-testid={`${testId}-confirm-password`}
            {...register('confirmNewPassword' as Path<T>)}
          />
        )}
      </Field>
    </div>
  );
}
