import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Icon } from './icons';
import styles from './toast.module.css';

type ToastTone = 'info' | 'success' | 'error';
type ToastOptions = {
  /** A bold first line above the message. */
  title?: string;
  /** How long it stays, by default 5 s. */
  durationMs?: number;
  /** Marks the toast for tests (`data-kind`), e.g. the notification type. */
  kind?: string;
};
type ToastItem = ToastOptions & { id: number; tone: ToastTone; message: string };
type ToastApi = { show: (message: string, tone?: ToastTone, options?: ToastOptions) => void };

const ToastContext = createContext<ToastApi | null>(null);
const TOAST_MS = 5000;
const GLYPH = { info: 'Bell', success: 'Check', error: 'Alert' } as const;

/** Shows short, self-dismissing messages: a service link that failed to open, a realtime notification. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setItems((list) => list.filter((item) => item.id !== id)), []);
  const show = useCallback(
    (message: string, tone: ToastTone = 'info', options: ToastOptions = {}) => {
      const id = nextId.current++;
      setItems((list) => [...list.slice(-2), { ...options, id, tone, message }]);
      window.setTimeout(() => dismiss(id), options.durationMs ?? TOAST_MS);
    },
    [dismiss],
  );
  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.viewport} aria-live="polite">
        {items.map((item) => {
          const Glyph = Icon[GLYPH[item.tone]];
          return (
            <div
              key={item.id}
              className={[styles.toast, styles[item.tone]].join(' ')}
              role="status"
              data-testid="toast"
              data-kind={item.kind}
            >
              <span className={styles.glyph}>
                <Glyph size={18} />
              </span>
              <span className={styles.message}>
                {item.title ? <strong className={styles.title}>{item.title}</strong> : null}
                <span data-testid="toast-message">{item.message}</span>
              </span>
              <Button variant="ghost" size="sm" iconOnly aria-label={t('common.close')} onClick={() => dismiss(item.id)}>
                <Icon.Close size={16} />
              </Button>
            </div>
          );
        })}
      </div>
    </ToastContext.Provider>
  );
}

/** Shows a toast. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}
