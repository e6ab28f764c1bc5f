import { LIMITS, type SmsCodeResponse } from '@fortuna/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../lib/error-message';
import { Button } from './button';
import { MessageDialog } from './message-dialog';
import styles from './sms-code-button.module.css';

type SmsCodeButtonProps = {
  /** Checks the mobile field first; resolves false when it is not valid (its error shows there). */
  validate: () => Promise<boolean>;
  /** Sends the code; its answer's `expiredMinutes` sets the countdown. */
  send: () => Promise<SmsCodeResponse>;
  testId?: string;
};

/**
 * The "send code" button of SMS fields (spec §4 "SMS code send"): disabled with a seconds countdown
 * of expiredMinutes × 60 after a send, one press a second, and any send failure in a warning dialog
 * with the server's message and a submit button (spec §8).
 */
export function SmsCodeButton({ validate, send, testId = 'sms-send' }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [sending, setSending] = useState(false);
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [failure, setFailure] = useState<string | null>(null);
  const lastPress = useRef(0);

  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  const press = async () => {
    const at = Date.now();
    if (sending || at - lastPress.current < LIMITS.smsButtonThrottleMs) return;
    lastPress.current = at;
    if (!(await validate())) return;
    setSending(true);
    try {
      const { expiredMinutes } = await send();
      setNow(Date.now());
      setUntil(Date.now() + expiredMinutes * 60_000);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button
        variant="outline"
        className={styles.sideButton}
        disabled={sending || seconds > 0}
        onClick={() => void press()}
        data-testid={testId}
      >
        {seconds > 0 ? t('auth.sms_resend_in', { seconds }) : t('auth.sms_send')}
      </Button>
      <MessageDialog
        open={failure !== null}
        title={t('auth.sms_failed_title')}
        message={failure}
        tone="warning"
        confirmLabel={t('common.ok')}
        onConfirm={() => setFailure(null)}
        testId="sms-failure"
      />
    </>
  );
}
