import { type Captcha, LIMITS } from '@fortuna/shared';
import { type ComponentPropsWithRef, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';
import { getCaptcha } from '../lib/captcha';
import styles from './captcha-field.module.css';
import { Field, Input, InputRow } from './field';
import { Icon } from './icons';
import { Spinner } from './spinner';

/** A captcha challenge the form shows, with a refresh throttled to once a second (spec §5, §9). */
export type CaptchaState = {
  captcha: Captcha | null;
  loading: boolean;
  failed: boolean;
  /** True while a refresh would come sooner than a second after the last one. */
  cooling: boolean;
  refresh: () => void;
};

/**
 * Loads a captcha while `active`, and a new one on `refresh()`. Refreshes come at most once a
 * second (the server answers 429 sooner): a press inside the second is carried out when it ends.
 */
export function useCaptcha(active: boolean): CaptchaState {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [cooling, setCooling] = useState(false);
  const lastRequest = useRef(0);
  const inFlight = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  const load = useCallback(() => {
    window.clearTimeout(timer.current);
    if (inFlight.current) return;
    const wait = lastRequest.current + LIMITS.captchaRefreshMs - Date.now();
    if (wait > 0) {
      setCooling(true);
      timer.current = window.setTimeout(load, wait);
      return;
    }
    inFlight.current = true;
    lastRequest.current = Date.now();
    setLoading(true);
    setCooling(true);
    timer.current = window.setTimeout(() => setCooling(false), LIMITS.captchaRefreshMs);
    getCaptcha()
      .then((next) => {
        setCaptcha(next);
        setFailed(false);
      })
      .catch((error: unknown) => {
        // Another tab of this address may have asked within the second: try once more after it.
        if (error instanceof ApiError && error.status === 429) timer.current = window.setTimeout(load, LIMITS.captchaRefreshMs);
        else setFailed(true);
      })
      .finally(() => {
        inFlight.current = false;
        setLoading(false);
      });
  }, []);

  useEffect(() => {
    if (active && !captcha) load();
  }, [active, captcha, load]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // A captcha is single-use: once hidden, the next showing needs a fresh one.
  useEffect(() => {
    if (!active) setCaptcha(null);
  }, [active]);

  return { captcha, loading, failed, cooling, refresh: load };
}

/** A form's captcha that shows once a refusal asks for it (`value.captcha` true), as login does. */
export type CaptchaOnDemand = {
  shown: boolean;
  state: CaptchaState;
  /** The answer fields to send: the answer and its challenge, while the captcha shows. */
  fields: (answer: string) => { captcha?: string; captchaId?: string };
  /** After a refusal: shows the captcha when asked for, and a fresh one when one was spent. True when shown. */
  onRefusal: (error: unknown) => boolean;
};

/**
 * The captcha of any form that checks a password under the login limits (change password, payment
 * password, new-address code, operator login): hidden until the server asks for it.
 */
export function useCaptchaOnDemand(): CaptchaOnDemand {
  const [shown, setShown] = useState(false);
  const state = useCaptcha(shown);
  return {
    shown,
    state,
    fields: (answer) => (shown && state.captcha && answer.trim() ? { captcha: answer.trim(), captchaId: state.captcha.captchaId } : {}),
    onRefusal: (error) => {
      const asked = error instanceof ApiError && (error.value as { captcha?: unknown } | null)?.captcha === true;
      // A shown captcha is spent by any try, right or wrong.
      if (shown) state.refresh();
      if (asked) setShown(true);
      return asked || shown;
    },
  };
}

type CaptchaFieldProps = {
  state: CaptchaState;
  input: ComponentPropsWithRef<'input'>;
  error: string | undefined;
};

/** The captcha row: the answer, the image (click for a new one) and a refresh button. */
export function CaptchaField({ state, input, error }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <Field label={t('auth.captcha')} required error={error}>
      {({ id, describedBy, invalid }) => (
        <InputRow>
          <Input
            id={id}
            aria-describedby={describedBy}
            invalid={invalid}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={8}
            placeholder={t('auth.captcha_placeholder')}
            data-testid="captcha-input"
            {...input}
          />
          <button
            type="button"
            className={styles.captchaImage}
            onClick={state.refresh}
            disabled={state.cooling}
            aria-label={t('auth.captcha_refresh')}
            data-testid="captcha-image"
            data-captcha-id={state.captcha?.captchaId}
          >
            {state.captcha ? <img src={state.captcha.image} alt={t('auth.captcha_image')} width={120} height={44} /> : null}
            {state.loading && !state.captcha ? <Spinner size={20} /> : null}
            {state.failed && !state.captcha ? <Icon.Alert size={18} /> : null}
          </button>
          <button
            type="button"
            className={styles.refresh}
            onClick={state.refresh}
            disabled={state.cooling}
            aria-label={t('auth.captcha_refresh')}
            title={t('auth.captcha_refresh')}
            data-testid="captcha-refresh"
          >
            <Icon.Refresh size={18} />
          </button>
        </InputRow>
      )}
    </Field>
  );
}
