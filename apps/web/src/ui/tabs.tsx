import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import styles from './tabs.module.css';

/** One tab of a {@link Tabs} list. */
export type TabItem<T extends string> = { id: T; label: ReactNode; icon?: ReactNode };

type TabsProps<T extends string> = {
  items: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  label: string;
  /** Prefix of the tab and panel ids: the panel of tab `x` has id `${idBase}-panel-${x}`. */
  idBase: string;
  variant?: 'plain' | 'pills';
  size?: 'sm' | 'md';
  className?: string;
};

/** The id of the tab button for `id`, for a panel's `aria-labelledby`. */
export function tabId(idBase: string, id: string): string {
  return `${idBase}-tab-${id}`;
}

/** The id of the panel for `id`, the tab's `aria-controls` while {@link TabPanel} shows it. */
export function tabPanelId(idBase: string, id: string): string {
  return `${idBase}-panel-${id}`;
}

/** A WAI-ARIA tab list: arrow keys, Home and End move between tabs; the panel is rendered by the caller. */
export function Tabs<T extends string>({ items, value, onChange, label, idBase, variant = 'plain', size = 'md', className }: TabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === value);
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next = -1;
    if (step) next = (index + step + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    const target = items[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.id);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(idBase, target.id))}`)?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      className={[styles.list, variant === 'pills' && styles.pills, size === 'sm' && styles.sm, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.id === value;
        return (
          <button
            key={item.id}
            id={tabId(idBase, item.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(item.id)}
          >
            {item.icon}
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

type TabPanelProps = { idBase: string; id: string; children: ReactNode; className?: string };

/**
 * The panel of the selected tab of a {@link Tabs} list with the same `idBase`. While it is shown,
 * its tab's `aria-controls` names it: the tab list cannot know whether a caller renders a panel
 * (many show their content without one), and an `aria-controls` naming no element is an error to
 * assistive technology (axe-core aria-valid-attr-value).
 */
export function TabPanel({ idBase, id, children, className }: TabPanelProps) {
  useEffect(() => {
    const tab = document.getElementById(tabId(idBase, id));
    tab?.setAttribute('aria-controls', tabPanelId(idBase, id));
    return () => tab?.removeAttribute('aria-controls');
  }, [idBase, id]);
  return (
    <div role="tabpanel" id={tabPanelId(idBase, id)} aria-labelledby={tabId(idBase, id)} className={className}>
      {children}
    </div>
  );
}
