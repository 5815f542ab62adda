import { useId, type ReactNode } from 'react';

type TabsProps<T extends string> = {
  label: string;
  tabs: readonly { id: T; label: string }[];
  active: T;
  onChange: (id: T) => void;
  /** Renders every panel; inactive ones stay mounted but hidden when `keepMounted` says so. */
  renderPanel: (id: T) => ReactNode;
  keepMounted?: readonly T[];
  className?: string;
};

/** Accessible tabs (tablist / tab / tabpanel) in daisyUI's look. */
export function Tabs<T extends string>({ label, tabs, active, onChange, renderPanel, keepMounted = [], className = '' }: TabsProps<T>) {
  const baseId = useId();
  return (
    <div className={`flex min-h-0 flex-1 flex-col ${className}`}>
      <div role="tablist" aria-label={label} className="tabs tabs-border shrink-0 flex-nowrap overflow-x-auto border-b border-base-300">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={`${baseId}-panel-${tab.id}`}
            className={`tab whitespace-nowrap ${tab.id === active ? 'tab-active' : ''}`}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => {
        const isActive = tab.id === active;
        if (!isActive && !keepMounted.includes(tab.id)) return null;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${baseId}-panel-${tab.id}`}
            aria-labelledby={`${baseId}-tab-${tab.id}`}
            hidden={!isActive}
            className={isActive ? 'flex min-h-0 flex-1 flex-col' : undefined}
          >
            {renderPanel(tab.id)}
          </div>
        );
      })}
    </div>
  );
}
