import { createOperatorRequestSchema, OPERATOR_ROLES, type OperatorRow } from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { placeServerError, useFormText } from '../../../lib/form-rules';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, Input, PasswordInput } from '../../../ui/field';
import { Select } from '../../../ui/select';
import styles from './operators.module.css';
import { useOperatorWrites } from './operators-api';

type Values = z.input<typeof createOperatorRequestSchema>;

/** A new operator: username, a first password (told to the person out of band) and a role. It sets up two-factor at its first login. */
export function CreateOperatorDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (row: OperatorRow) => void;
}) {
  const { t } = useTranslation();
  const formText = useFormText();
  const { create } = useOperatorWrites();
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: zodResolver(createOperatorRequestSchema),
    defaultValues: { username: '', password: '', role: 'customer_service' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const row = await create.mutateAsync(values);
      reset();
      onCreated(row);
    } catch (error) {
      const message = placeServerError(error, setError, ['username', 'password', 'role'], { operator_exists: 'username' });
      if (message) setError('root', { message });
    }
  });
  const fieldError = (name: 'username' | 'password' | 'role', key: string) => (formState.errors[name] ? t(key) : undefined);
  return (
    <Dialog open={open} onClose={onClose} title={t('ops_shell.operator_new')} testId="ops-operator-dialog">
      <form className={styles.form} noValidate onSubmit={submit}>
        {formState.errors.root?.message ? <FormAlert>{formText(formState.errors.root.message)}</FormAlert> : null}
        <Field
          label={t('ops_shell.operator_username')}
          hint={t('ops_shell.operator_username_hint')}
          required
          error={
            formState.errors.username?.type === 'server'
              ? formText(formState.errors.username.message)
              : fieldError('username', 'ops_shell.operator_username_hint')
          }
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              autoComplete="off"
              aria-describedby={describedBy}
              invalid={invalid}
              data-testid="ops-new-username"
              {...register('username')}
            />
          )}
        </Field>
        <Field
          label={t('ops_shell.operator_password')}
          hint={t('ops_shell.operator_password_hint')}
          required
          error={fieldError('password', 'ops_shell.operator_password_hint')}
        >
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              id={id}
              autoComplete="new-password"
              aria-describedby={describedBy}
              invalid={invalid}
              data-testid="ops-new-password"
              {...register('password')}
            />
          )}
        </Field>
        <Field label={t('ops_shell.operator_role')} required>
          {({ id }) => (
            <Select id={id} data-testid="ops-new-role" {...register('role')}>
              {OPERATOR_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`ops_shell.role_${role}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" variant="primary" disabled={formState.isSubmitting} data-testid="ops-new-submit">
          {t('ops_shell.operator_create')}
        </Button>
      </form>
    </Dialog>
  );
}
