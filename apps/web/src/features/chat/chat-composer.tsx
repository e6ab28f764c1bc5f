import { CHAT_TEXT_MAX } from '@fortuna/shared';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import styles from './chat.module.css';

/** The largest image a chat accepts (the server checks it again, and the type by the bytes). */
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

type ComposerProps = {
  onText: (text: string) => Promise<unknown>;
  /** Absent: no image button (the chat room is text only). */
  onImage?: (file: File) => Promise<unknown>;
  disabled?: boolean;
  /** Why the composer is disabled, shown under it. */
  notice?: string | null;
  label: string;
};

/** A message box: Enter sends, Shift+Enter breaks the line; an optional png/jpg image (≤ 5 MB). */
export function ChatComposer({ onText, onImage, disabled, notice, label }: ComposerProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (caught) {
      setError(errorMessage(caught));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const value = text.trim();
    if (!value || busy || disabled) return;
    if (await run(() => onText(value))) setText('');
  };

  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const pick = async (chosen: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!chosen || !onImage) return;
    if (!['image/png', 'image/jpeg'].includes(chosen.type)) return setError(t('errors.chat_image_invalid'));
    if (chosen.size > IMAGE_MAX_BYTES) return setError(t('errors.payload_too_large'));
    await run(() => onImage(chosen));
  };

  const shown = error ?? notice ?? null;
  return (
    <>
      <form className={styles.composer} onSubmit={(event) => void submit(event)}>
        {onImage ? (
          <>
            <input
              ref={file}
              className={styles.fileInput}
              type="file"
              accept="image/png,image/jpeg"
              data-testid="chat-image-input"
              onChange={(event) => void pick(event.target.files?.[0])}
            />
            <Button
              iconOnly
              variant="ghost"
              aria-label={t('chat.attach')}
              title={t('chat.attach')}
              disabled={disabled || busy}
              onClick={() => file.current?.click()}
            >
              <Icon.Upload size={18} />
            </Button>
          </>
        ) : null}
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <textarea
          id={inputId}
          rows={1}
          value={text}
          maxLength={CHAT_TEXT_MAX}
          placeholder={label}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKey}
          data-testid="chat-input"
        />
        <Button type="submit" variant="primary" disabled={disabled || busy || !text.trim()} data-testid="chat-send">
          <Icon.Send size={16} />
          {t('chat.send')}
        </Button>
      </form>
      {shown ? (
        <div className={styles.hint} role="alert" data-testid="chat-error">
          {shown}
        </div>
      ) : null}
    </>
  );
}
