import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useWorkspaceLayout } from './use-workspace-layout';

describe('useWorkspaceLayout', () => {
  it('reopens the console on the tab it last showed, not always Testcase', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener: () => {}, removeEventListener: () => {} }));
    const { result } = renderHook(() => useWorkspaceLayout('description'));
    expect(result.current.consoleOpen).toBe(false);
    act(() => result.current.toggleConsole());
    expect(result.current.consoleTab).toBe('testcase');
    act(() => result.current.setConsoleTab('result'));
    act(() => result.current.toggleConsole());
    expect(result.current.consoleOpen).toBe(false);
    act(() => result.current.toggleConsole());
    expect(result.current.consoleTab).toBe('result');
    vi.unstubAllGlobals();
  });
});
