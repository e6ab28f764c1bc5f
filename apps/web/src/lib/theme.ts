import { useSyncExternalStore } from 'react';

/** The two themes of spec §1. */
export type Theme = 'dark' | 'light';
/** localStorage key of the chosen theme. */
export const THEME_KEY = 'fortuna.theme';
export const DEFAULT_THEME: Theme = 'dark';

const THEME_COLORS: Record<Theme, string> = { dark: '#0a0f1c', light: '#f4f6fb' };
const listeners = new Set<() => void>();

/** The stored theme, or the default (dark). */
export function getStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return stored === 'light' || stored === 'dark' ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** Puts a theme on `<html data-theme>` and the browser chrome colour. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

/** Chooses, applies and remembers a theme. */
export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private modes may refuse storage; the theme still applies for this page.
  }
  applyTheme(theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
}

/** The current theme, re-rendering when it changes. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => DEFAULT_THEME);
}
