import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Tabs } from './tabs';

const tabs = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
  { id: 'three', label: 'Three' },
] as const;

function Harness() {
  const [active, setActive] = useState<(typeof tabs)[number]['id']>('one');
  return (
    <Tabs label="Things" tabs={tabs} active={active} onChange={setActive} renderPanel={(id) => <p>Panel {id}</p>} />
  );
}

describe('Tabs (WAI-ARIA tabs pattern)', () => {
  it('has tablist, tabs and a labelled panel, with one tab stop', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Things' })).toBeTruthy();
    const [one, two, three] = screen.getAllByRole('tab');
    expect([one, two, three].map((tab) => tab!.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(one!.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel.textContent).toBe('Panel one');
    expect(one!.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('moves and selects with the arrow keys, wrapping, and jumps with Home and End', () => {
    render(<Harness />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('One').focus();
    fireEvent.keyDown(tab('One'), { key: 'ArrowRight' });
    expect(tab('Two').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Two'));
    expect(tab('Two').getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel two');

    fireEvent.keyDown(tab('Two'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Three'));
    fireEvent.keyDown(tab('Three'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('One'));
    fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Three'));
    fireEvent.keyDown(tab('Three'), { key: 'Home' });
    expect(tab('One').getAttribute('aria-selected')).toBe('true');
  });

  it('leaves other keys alone', () => {
    render(<Harness />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'One' }), { key: 'ArrowDown' });
    expect(screen.getByRole('tab', { name: 'One' }).getAttribute('aria-selected')).toBe('true');
  });
});
