import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { applyThemeChoice } from '../../lib/color-scheme';
import { ThemeSwitch } from './theme-switch';

describe('ThemeSwitch', () => {
  afterEach(() => {
    window.localStorage.clear();
    applyThemeChoice('system');
  });

  it("goes from the system's theme to light, dark and back, on <html data-theme>, remembered", () => {
    render(<ThemeSwitch />);
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /^System's theme/ }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    fireEvent.click(screen.getByRole('button', { name: /^Light theme/ }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(window.localStorage.getItem('codeyard:theme')).toBe('dark');
    fireEvent.click(screen.getByRole('button', { name: /^Dark theme/ }));
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(screen.getByRole('button', { name: /^System's theme/ })).toBeTruthy();
  });
});
