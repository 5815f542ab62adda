import type { ReactNode } from 'react';
import { Panel, PanelGroup, PanelResizeHandle } from 'react-resizable-panels';

type Direction = 'horizontal' | 'vertical';

type Pane = { id: string; content: ReactNode; defaultSize: number; minSize: number };

type SplitPanesProps = {
  /** Side by side (or one above the other) with a draggable split when true; simply stacked otherwise (phones, narrow windows). */
  wide: boolean;
  direction: Direction;
  /** Where the sizes the user dragged to are remembered (localStorage). */
  autoSaveId: string;
  handleLabel: string;
  first: Pane;
  /** Absent when the second pane is closed (the console, on the Code tab). */
  second: (Pane & { stackedClassName?: string }) | null;
};

/** Two panes of the problem page: resizable panels on wide screens, one after the other below that. */
export function SplitPanes({ wide, direction, autoSaveId, handleLabel, first, second }: SplitPanesProps) {
  if (!wide) {
    return (
      <>
        {first.content}
        {second &&
          (second.stackedClassName ? <div className={second.stackedClassName}>{second.content}</div> : second.content)}
      </>
    );
  }
  return (
    <PanelGroup direction={direction} autoSaveId={autoSaveId} className="min-h-0 flex-1">
      <Panel id={first.id} order={1} defaultSize={first.defaultSize} minSize={first.minSize}>
        {first.content}
      </Panel>
      {second && (
        <>
          <ResizeHandle direction={direction} label={handleLabel} />
          <Panel id={second.id} order={2} defaultSize={second.defaultSize} minSize={second.minSize}>
            {second.content}
          </Panel>
        </>
      )}
    </PanelGroup>
  );
}

/** A draggable (and keyboard-operable: arrow keys) split between two panels. */
function ResizeHandle({ direction, label }: { direction: Direction; label: string }) {
  const shape = direction === 'horizontal' ? 'w-1.5 cursor-col-resize' : 'h-1.5 cursor-row-resize';
  return (
    <PanelResizeHandle
      aria-label={label}
      className={`${shape} shrink-0 bg-base-300 transition-colors hover:bg-primary/60 focus-visible:bg-primary focus-visible:outline-none data-[resize-handle-state=drag]:bg-primary`}
    />
  );
}
