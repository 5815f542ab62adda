import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { SolverLanguage } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { loadDraft } from '../utils/code-drafts';
import { DRAFT_SAVE_DELAY_MS, useDraftSaver } from './use-draft-saver';

const startCode = (language: SolverLanguage) => `// start ${language}`;

describe('useDraftSaver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('writes once typing pauses, not per keystroke, here and on the server', () => {
    const { calls } = stubFetch({ 'PUT /api/drafts/p1/cpp': { body: {} } });
    const { result } = renderHook(() => useDraftSaver({ problemId: 'p1', userId: 'u1', startCode }));
    for (const code of ['i', 'in', 'int']) act(() => result.current('cpp', code));
    expect(loadDraft('p1', 'cpp')).toBeNull();
    expect(calls).toHaveLength(0);

    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(loadDraft('p1', 'cpp')?.code).toBe('int');
    expect(calls).toEqual([{ method: 'PUT', path: '/api/drafts/p1/cpp', body: { code: 'int' } }]);
  });

  it('removes the draft when the code is the start code again (Reset)', () => {
    const { calls } = stubFetch({ 'DELETE /api/drafts/p1/java': { body: {} } });
    window.localStorage.setItem('codeyard:draft:p1:java', JSON.stringify({ code: 'old', updatedAt: '' }));
    const { result } = renderHook(() => useDraftSaver({ problemId: 'p1', userId: 'u1', startCode }));
    act(() => result.current('java', '// start java'));
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(loadDraft('p1', 'java')).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /api/drafts/p1/java']);
  });

  it('keeps a visitor draft in this browser only, and writes what is pending when the page goes away', () => {
    const { calls } = stubFetch({});
    const { result, unmount } = renderHook(() => useDraftSaver({ problemId: 'p1', userId: null, startCode }));
    act(() => result.current('python', 'print(1)'));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(loadDraft('p1', 'python')?.code).toBe('print(1)');
    act(() => result.current('python', 'print(2)'));
    unmount();
    expect(loadDraft('p1', 'python')?.code).toBe('print(2)');
    expect(calls).toHaveLength(0);
  });
});
