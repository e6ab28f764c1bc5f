import type { ChatMessage } from '@fortuna/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date';
import styles from './chat.module.css';
import { fetchChatImage } from './chat-api';

/** An image of the conversation: fetched with the viewer's headers, shown from an object URL. */
export function ChatImage({ path, headers }: { path: string; headers: Record<string, string> }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const headerKey = JSON.stringify(headers);
  // biome-ignore lint/correctness/useExhaustiveDependencies: headers are compared by value.
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    fetchChatImage(path, headers, controller.signal)
      .then((objectUrl) => {
        made = objectUrl;
        setUrl(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [path, headerKey]);
  if (failed) return <span className={styles.meta}>{t('chat.image_failed')}</span>;
  if (!url) return <span className={styles.meta}>{t('chat.image_loading')}</span>;
  return <img className={styles.image} src={url} alt={t('chat.image_alt')} data-testid="chat-image" />;
}

type ThreadProps = {
  messages: readonly ChatMessage[];
  /** Whether a message is the viewer's own (shown on the right). */
  mine: (message: ChatMessage) => boolean;
  /** Who wrote a message, as text. */
  author: (message: ChatMessage) => string;
  imagePath: (imageId: number) => string;
  imageHeaders: Record<string, string>;
  /** How a system line (`closed`, `handover`) reads for this viewer; the member's wording by default. */
  systemText?: (kind: 'closed' | 'handover') => string;
  testId?: string;
};

/** A conversation's messages, oldest first, kept scrolled to the newest. Every text is shown as text. */
export function ChatThread({ messages, mine, author, imagePath, imageHeaders, systemText, testId }: ThreadProps) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const count = messages.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the number of messages changes.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  return (
    <div className={styles.thread} role="log" aria-live="polite" data-testid={testId}>
      {messages.map((message) =>
        message.sender === 'system' ? (
          <div key={message.id} className={styles.system}>
            {systemText
              ? systemText(message.text === 'closed' ? 'closed' : 'handover')
              : t(`chat.system_${message.text === 'closed' ? 'closed' : 'handover'}`)}
          </div>
        ) : (
          <div key={message.id} className={[styles.bubbleRow, mine(message) ? styles.mine : ''].join(' ')} data-testid="chat-message">
            <span className={styles.meta}>
              {author(message)} · {formatDateTime(message.createdAt)}
            </span>
            <div className={styles.bubble}>
              {message.text ? <span data-testid="chat-text">{message.text}</span> : null}
              {message.imageId !== null ? <ChatImage path={imagePath(message.imageId)} headers={imageHeaders} /> : null}
            </div>
          </div>
        ),
      )}
      <div ref={end} />
    </div>
  );
}
