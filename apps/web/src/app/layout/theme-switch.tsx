import { Monitor, Moon, Sun } from 'lucide-react';

import { chooseTheme, useThemeChoice, type ThemeChoice } from '../../lib/color-scheme';

const next: Record<ThemeChoice, ThemeChoice> = { system: 'light', light: 'dark', dark: 'system' };
const labels: Record<ThemeChoice, string> = { system: "System's theme", light: 'Light theme', dark: 'Dark theme' };
const icons = { system: Monitor, light: Sun, dark: Moon };

/** The top bar's theme switch: the system's, light, dark, in turn (remembered in this browser). */
export function ThemeSwitch() {
  const choice = useThemeChoice();
  const Icon = icons[choice];
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm btn-square"
      aria-label={`${labels[choice]} (switch to ${labels[next[choice]].toLowerCase()})`}
      title={labels[choice]}
      onClick={() => chooseTheme(next[choice])}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}
