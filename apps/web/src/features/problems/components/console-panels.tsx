import type { FunctionSignature } from '@codeyard/shared/function-problem';

import type { Run } from '../hooks/use-run';
import type { Submit } from '../hooks/use-submit';
import type { ConsoleTab } from '../hooks/use-workspace-layout';
import { ResultPanel, TestcasePanel } from './run-panels';
import { TabPanel } from './tabs';
import { TestcaseEditor } from './testcase-editor';

type ConsolePanelsProps = {
  consoleId: string;
  consoleTab: ConsoleTab;
  run: Run;
  submit: Submit;
  /** The Run and Submit keys as the user chose them, named in the empty panels. */
  keys?: { run: string; submit: string };
  /** An interactive problem's runs show each case's dialogue with the interactor. */
  interactive?: boolean;
  /** A function problem's cases are edited and shown one parameter at a time. */
  signature?: FunctionSignature | null | undefined;
};

/** The console under the editor: the run's cases and result (Testcase), the submit's verdict (Result). */
export function ConsolePanels({
  consoleId,
  consoleTab,
  run,
  submit,
  keys,
  interactive = false,
  signature = null,
}: ConsolePanelsProps) {
  const submitted = submit.state.phase === 'done' ? submit.state.submission : null;
  return (
    // Focusable so keyboard users can scroll long results (WCAG 2.1.1; axe scrollable-region-focusable).
    <div tabIndex={0} className="h-full min-h-0 overflow-y-auto border-t border-base-300 p-3">
      <TabPanel baseId={consoleId} id="testcase" active={consoleTab === 'testcase'} className="flex flex-col gap-4">
        <TestcaseEditor
          cases={run.cases}
          selected={run.selectedCase}
          onSelect={run.setSelectedCase}
          onChange={run.setCases}
          interactive={interactive}
          signature={signature}
        />
        <TestcasePanel state={run.state} runKey={keys?.run} interactive={interactive} signature={signature} />
      </TabPanel>
      <TabPanel baseId={consoleId} id="result" active={consoleTab === 'result'} className="flex flex-col">
        {submitted?.countedForContest === false && submitted.contestNote && (
          <p role="status" className="alert alert-warning alert-soft mb-3">
            {submitted.contestNote}
          </p>
        )}
        <ResultPanel state={submit.state} progress={submit.progress} submitKey={keys?.submit} />
      </TabPanel>
    </div>
  );
}
