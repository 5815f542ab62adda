import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { preloadableLazy } from './preloadable-lazy';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function deferred<Value>() {
  let resolve!: (value: Value) => void;
  const promise = new Promise<Value>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('a preloadable lazy component', () => {
  it('renders at once, without its fallback, once preloaded', async () => {
    const load = vi.fn(async () => ({ default: Counter }));
    const Preloaded = preloadableLazy(load);
    await Preloaded.preload();

    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Preloaded label="Clicks" />
      </Suspense>,
    );
    // Synchronously on the first render: a React.lazy would show its fallback here.
    expect(screen.getByRole('button', { name: 'Clicks 0' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when rendered before it has loaded, loading the module once', async () => {
    const module = deferred<{ default: typeof Counter }>();
    const load = vi.fn(() => module.promise);
    const Late = preloadableLazy(load);

    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Late label="Clicks" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    void Late.preload();
    await act(async () => module.resolve({ default: Counter }));
    expect(await screen.findByRole('button', { name: 'Clicks 0' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps its state through later renders after it loaded (it is not remounted as another component)', async () => {
    const module = deferred<{ default: typeof Counter }>();
    const Late = preloadableLazy(() => module.promise);
    const { rerender } = render(
      <Suspense fallback={<p>Loading…</p>}>
        <Late label="Clicks" />
      </Suspense>,
    );
    await act(async () => module.resolve({ default: Counter }));
    const button = await screen.findByRole('button', { name: 'Clicks 0' });
    await act(async () => button.click());
    expect(screen.getByRole('button', { name: 'Clicks 1' })).toBeTruthy();

    rerender(
      <Suspense fallback={<p>Loading…</p>}>
        <Late label="Taps" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Taps 1' })).toBeTruthy();
  });
});
