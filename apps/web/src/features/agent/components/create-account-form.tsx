import {
  AGENT_ACCOUNT_ROLES,
  type AgentAccount,
  type AgentAccountRole,
  type CreateAgentAccountRequest,
  createAgentAccountRequestSchema,
  type FieldRuleSetting,
  NICKNAME_MAX,
} from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { checkRule, checkSame, formMessage, placeServerError, useFormText } from '../../../lib/form-rules';
import { useSiteConfig } from '../../../lib/site-config';
import { Button } from '../../../ui/button';
import { Field, FormAlert, Input, PasswordInput } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { useCreateAgentAccount } from '../api/create-agent-account';
import { usePrizeGroupBounds } from '../api/get-prize-group-bounds';
import styles from './register-accounts.module.css';
import { SeriesSelect } from './series-select';

const valuesSchema = z.object({
  username: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
  nickname: z.string(),
  role: z.enum(AGENT_ACCOUNT_ROLES),
  series: z.string(),
});
type Values = z.infer<typeof valuesSchema>;
const BLANK: Values = { username: '', password: '', confirmPassword: '', nickname: '', role: 'member', series: '' };
const FIELDS = ['username', 'password', 'confirmPassword', 'nickname', 'role', 'series'];

/** The request the form's values make. */
function toRequest(values: Values): CreateAgentAccountRequest {
  return {
    username: values.username.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    nickname: values.nickname.trim() || undefined,
    role: values.role,
    series: values.series ? Number(values.series) : undefined,
  };
}

/**
 * The form's checks: username and password by the site's registration rules (the same settings
 * the server applies), the confirmation, then the shared request schema for everything else.
 */
function formSchema(rules: readonly FieldRuleSetting[]) {
  const rule = (field: 'username' | 'password') => rules.find((entry) => entry.field === field);
  return valuesSchema.superRefine((values, ctx) => {
    checkRule(ctx, 'username', values.username, rule('username'), true);
    checkRule(ctx, 'password', values.password, rule('password'), true);
    if (!values.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: formMessage('form.required') });
    else checkSame(ctx, 'confirmPassword', values.confirmPassword, values.password);
    const parsed = createAgentAccountRequestSchema.safeParse(toRequest(values));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const path = String(issue.path[0] ?? 'username');
      const message =
        path === 'nickname' ? formMessage('agentCentre.accounts.nickname_long', { max: NICKNAME_MAX }) : formMessage('form.invalid');
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });
}

/**
 * Register accounts, first part: the agent creates a direct downline, member or agent, with the
 * password it chose (the owner changes it at first login) and optionally a prize group.
 */
export function CreateAccountForm() {
  const { t } = useTranslation();
  const formText = useFormText();
  const rules = useSiteConfig().register.fields;
  const bounds = usePrizeGroupBounds();
  const create = useCreateAgentAccount();
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<AgentAccount | null>(null);
  const schema = useMemo(() => formSchema(rules), [rules]);
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: BLANK });
  const errors = formState.errors;
  const hint = (field: 'username' | 'password') => {
    const rule = rules.find((entry) => entry.field === field);
    return rule ? t(`pattern_${rule.patternId}`, { min: rule.minLength, max: rule.maxLength }) : undefined;
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setCreated(null);
    try {
      const account = await create.mutateAsync(toRequest(values));
      setCreated(account);
      reset(BLANK);
    } catch (error) {
      const message = placeServerError(error, setError, FIELDS, {
        account_already_in_use: 'username',
        inconsistent_twice: 'confirmPassword',
        lottery_series_invalid: 'series',
      });
      if (message) setFormError(message);
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="create-account-form">
      <p className={styles.lead}>{t('agentCentre.accounts.create_lead')}</p>
      {formError ? <FormAlert testId="create-account-error">{formText(formError)}</FormAlert> : null}
      {created ? (
        <FormAlert tone="info" testId="create-account-done">
          {t(created.role === 'agent' ? 'agentCentre.accounts.created_agent' : 'agentCentre.accounts.created_member', {
            name: created.username,
          })}{' '}
          {created.mustChangePassword ? t('agentCentre.accounts.created_must_change') : ''}
        </FormAlert>
      ) : null}
      <div className={styles.pair}>
        <Field label={t('agentCentre.accounts.role')} required testId="account-role">
          {({ id, describedBy }) => (
            <Select id={id} aria-describedby={describedBy} data-testid="account-role" {...register('role')}>
              {AGENT_ACCOUNT_ROLES.map((role: AgentAccountRole) => (
                <option key={role} value={role}>
                  {t(`agentCentre.team.roles.${role}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label={t('agentCentre.accounts.series')}
          error={formText(errors.series?.message)}
          hint={t('agentCentre.accounts.series_hint')}
          testId="account-series"
        >
          {({ id, describedBy, invalid }) => (
            <SeriesSelect
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              bounds={bounds.data}
              data-testid="account-series"
              {...register('series')}
            />
          )}
        </Field>
      </div>
      <div className={styles.pair}>
        <Field
          label={t('auth.username')}
          required
          error={formText(errors.username?.message)}
          hint={hint('username')}
          testId="account-username"
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              data-testid="account-username"
              {...register('username')}
            />
          )}
        </Field>
        <Field label={t('agentCentre.accounts.nickname')} error={formText(errors.nickname?.message)} testId="account-nickname">
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              autoComplete="off"
              placeholder={t('agentCentre.accounts.nickname_placeholder')}
              data-testid="account-nickname"
              {...register('nickname')}
            />
          )}
        </Field>
      </div>
      <div className={styles.pair}>
        <Field
          label={t('auth.password')}
          required
          error={formText(errors.password?.message)}
          hint={hint('password')}
          testId="account-password"
        >
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              autoComplete="new-password"
              data-testid="account-password"
              {...register('password')}
            />
          )}
        </Field>
        <Field label={t('auth.confirm_password')} required error={formText(errors.confirmPassword?.message)} testId="account-confirm">
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              autoComplete="new-password"
              data-testid="account-confirm"
              {...register('confirmPassword')}
            />
          )}
        </Field>
      </div>
      <Button type="submit" variant="primary" disabled={formState.isSubmitting} data-testid="account-submit">
        {t('agentCentre.accounts.create_submit')}
      </Button>
    </form>
  );
}
