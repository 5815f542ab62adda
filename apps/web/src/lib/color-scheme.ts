import { useSyncExternalStore } from 'react';

import { storage } from './storage';

/**
 * The colour theme: the system's (the default, `prefers-color-scheme`), or light or dark as the
 * person chose with the top bar's switch, remembered in this browser. daisyUI follows the system
 * unless <html data-theme> names a theme; the editor and the charts ask `useDarkScheme()`.
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

const STORAGE_KEY = 'codeyard:theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const CHANGE_EVENT = 'codeyard:theme-change';

export function loadThemeChoice(): ThemeChoice {
  const stored = storage.get(STORAGE_KEY);
  return (THEME_CHOICES as readonly string[]).includes(stored ?? '') ? (stored as ThemeChoice) : 'system';
}

/** Sets <html data-theme> for a choice (none for the system's). Called before the first render, and on every change. */
export function applyThemeChoice(choice: ThemeChoice = loadThemeChoice()): void {
  if (choice === 'system') document.documentElement.removeAttribute('data-theme');
  else document.documentElement.setAttribute('data-theme', choice);
}

export function chooseTheme(choice: ThemeChoice): void {
  storage.set(STORAGE_KEY, choice);
  applyThemeChoice(choice);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia?.(DARK_QUERY);
  media?.addEventListener('change', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    media?.removeEventListener('change', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function isDark(): boolean {
  const choice = loadThemeChoice();
  if (choice !== 'system') return choice === 'dark';
  return window.matchMedia?.(DARK_QUERY).matches ?? false;
}

/** Whether the page shows the dark theme now: the choice, or the system's when none was made. */
export function useDarkScheme(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false);
}

/** The person's choice (system, light or dark), following changes made in other tabs too. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, loadThemeChoice, () => 'system');
}
