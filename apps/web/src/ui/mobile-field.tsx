import type { CountryCode } from '@fortuna/shared';
import { type ComponentPropsWithRef, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryCodes } from '../lib/country-codes';
import { Field, Input, InputRow } from './field';
import { Icon } from './icons';
import styles from './mobile-field.module.css';

type MobileFieldProps = {
  required?: boolean;
  error: string | undefined;
  /** The dialing-code select's registration, its current value and how to set the first code as default. */
  dialing: ComponentPropsWithRef<'select'>;
  dialingValue: string | undefined;
  onDialingDefault: (code: string) => void;
  mobile: ComponentPropsWithRef<'input'>;
  testId?: string;
};

/** Country names in the page's language where the browser knows them, else the server's English name. */
function useCountryNames(countries: readonly CountryCode[] | undefined): Map<string, string> {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Map<string, string>();
    let display: Intl.DisplayNames | undefined;
    try {
      display = new Intl.DisplayNames([i18n.language, 'en'], { type: 'region' });
    } catch {
      display = undefined;
    }
    for (const country of countries ?? []) {
      let name = country.name;
      try {
        name = display?.of(country.countryCode) ?? country.name;
      } catch {
        // An unknown region code keeps the server's name.
      }
      names.set(country.countryCode, name);
    }
    return names;
  }, [countries, i18n.language]);
}

/** A mobile number with its dialing code (spec §3 "Country"), the operator's markets first. */
export function MobileField({ required, error, dialing, dialingValue, onDialingDefault, mobile, testId = 'mobile' }: MobileFieldProps) {
  const { t } = useTranslation();
  const countries = useCountryCodes();
  const names = useCountryNames(countries.data);
  const first = countries.data?.[0]?.countryDialingCode;

  useEffect(() => {
    if (!dialingValue && first) onDialingDefault(first);
  }, [dialingValue, first, onDialingDefault]);

  return (
    <Field label={t('auth.mobile')} required={required} error={error} testId={testId}>
      {({ id, describedBy, invalid }) => (
        <InputRow>
          <span className={styles.dialing}>
            <span aria-hidden="true">{dialingValue ? `+${dialingValue}` : '+'}</span>
            <Icon.ChevronDown size={16} />
            <select className={styles.dialingSelect} aria-label={t('auth.dialing_code')} data-testid={`${testId}-dialing`} {...dialing}>
              {countries.data ? null : <option value={dialingValue ?? ''}>{dialingValue ? `+${dialingValue}` : '…'}</option>}
              {countries.data?.map((country) => (
                <option key={`${country.countryCode}-${country.countryDialingCode}`} value={country.countryDialingCode}>
                  {`${names.get(country.countryCode) ?? country.name} +${country.countryDialingCode}`}
                </option>
              ))}
            </select>
          </span>
          <Input
            id={id}
            aria-describedby={describedBy}
            invalid={invalid}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('auth.mobile_placeholder')}
            data-testid={`${testId}-input`}
            {...mobile}
          />
        </InputRow>
      )}
    </Field>
  );
}
