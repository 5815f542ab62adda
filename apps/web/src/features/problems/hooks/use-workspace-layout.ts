import { useId, useState } from 'react';

import { useMediaQuery } from './use-media-query';

/** Side by side with draggable splits from this width up; stacked below it (phones, narrow windows). */
const WIDE_LAYOUT_QUERY = '(min-width: 1024px)';

/** The right pane's tabs (docs/product.md §2), as the console's: Code hides the console, the others show it under the editor. */
export type ConsoleTab = 'code' | 'testcase' | 'result';

/** Which tab each pane shows, and whether the panes sit side by side. */
export function useWorkspaceLayout(firstProblemTab: string) {
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  /** Ties the console's tab bar to the editor and console panels it controls. */
  const consoleId = useId();
  const [problemTab, setProblemTab] = useState(firstProblemTab);
  const [consoleTab, setConsoleTabState] = useState<ConsoleTab>('code');
  // The console tab last shown, so that Console reopens it (a verdict on Result is still there).
  const [lastOpen, setLastOpen] = useState<Exclude<ConsoleTab, 'code'>>('testcase');
  const consoleOpen = consoleTab !== 'code';
  const setConsoleTab = (tab: ConsoleTab) => {
    setConsoleTabState(tab);
    if (tab !== 'code') setLastOpen(tab);
  };

  return {
    wide,
    consoleId,
    problemTab,
    setProblemTab,
    consoleTab,
    setConsoleTab,
    consoleOpen,
    toggleConsole: () => setConsoleTab(consoleOpen ? 'code' : lastOpen),
  };
}

export type WorkspaceLayout = ReturnType<typeof useWorkspaceLayout>;
