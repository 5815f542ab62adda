import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

import { useScrollCue } from '../hooks/use-scroll-cue';

export type TabItem<T extends string> = { id: T; label: string };

type TabListProps<T extends string> = {
  /** From `useId()`; ties each tab to its panel. */
  baseId: string;
  label: string;
  tabs: readonly TabItem<T>[];
  active: T;
  onChange: (id: T) => void;
  className?: string;
};

export const tabId = (baseId: string, id: string) => `${baseId}-tab-${id}`;
export const panelId = (baseId: string, id: string) => `${baseId}-panel-${id}`;

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (the selected tab), arrow keys move
 * and select, Home and End jump to the ends. When the bar is wider than the screen it scrolls,
 * with a fading arrow at the side that has more tabs.
 */
export function TabList<T extends string>({ baseId, label, tabs, active, onChange, className = '' }: TabListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const cue = useScrollCue(listRef);

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.id);
    const button = listRef.current?.ownerDocument.getElementById(tabId(baseId, tab.id));
    button?.focus();
    button?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === active);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className={`relative shrink-0 border-b border-base-300 ${className}`}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className="tabs tabs-border flex-nowrap overflow-x-auto [scrollbar-width:thin]"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(baseId, tab.id)}
              aria-selected={selected}
              aria-controls={panelId(baseId, tab.id)}
              tabIndex={selected ? 0 : -1}
              className={`tab whitespace-nowrap ${selected ? 'tab-active' : ''}`}
              onClick={() => onChange(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {cue.before && (
        <span
          aria-hidden="true"
          data-scroll-cue="before"
          className="pointer-events-none absolute inset-y-0 left-0 flex w-8 items-center bg-gradient-to-r from-base-100 to-transparent"
        >
          <ChevronLeft className="size-4" />
        </span>
      )}
      {cue.after && (
        <span
          aria-hidden="true"
          data-scroll-cue="after"
          className="pointer-events-none absolute inset-y-0 right-0 flex w-8 items-center justify-end bg-gradient-to-l from-base-100 to-transparent"
        >
          <ChevronRight className="size-4" />
        </span>
      )}
    </div>
  );
}

type TabPanelProps = { baseId: string; id: string; active: boolean; children: ReactNode; className?: string };

/** The panel of one tab; an inactive one stays in the document hidden (so an editor keeps its state). */
export function TabPanel({ baseId, id, active, children, className = 'flex min-h-0 flex-1 flex-col' }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, id)}
      aria-labelledby={tabId(baseId, id)}
      hidden={!active}
      tabIndex={0}
      className={active ? className : undefined}
    >
      {children}
    </div>
  );
}

type TabsProps<T extends string> = {
  label: string;
  tabs: readonly TabItem<T>[];
  active: T;
  onChange: (id: T) => void;
  /** Renders the active panel; inactive ones stay mounted but hidden when `keepMounted` says so. */
  renderPanel: (id: T) => ReactNode;
  keepMounted?: readonly T[];
  className?: string;
};

/** A tab bar with its panels below it, in daisyUI's look. */
export function Tabs<T extends string>({
  label,
  tabs,
  active,
  onChange,
  renderPanel,
  keepMounted = [],
  className = '',
}: TabsProps<T>) {
  const baseId = useId();
  return (
    <div className={`flex min-h-0 flex-1 flex-col ${className}`}>
      <TabList baseId={baseId} label={label} tabs={tabs} active={active} onChange={onChange} />
      {tabs.map((tab) => {
        const isActive = tab.id === active;
        if (!isActive && !keepMounted.includes(tab.id)) return null;
        return (
          <TabPanel key={tab.id} baseId={baseId} id={tab.id} active={isActive}>
            {renderPanel(tab.id)}
          </TabPanel>
        );
      })}
    </div>
  );
}
