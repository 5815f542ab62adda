import { Suspense, type ReactNode } from 'react';

import type { ContestProblemResult, ProblemPage, SolverLanguage } from '@codeyard/shared';

import { Spinner } from '../../../components/ui/spinner';
import { useCodeDrafts } from '../hooks/use-code-drafts';
import { useOneAtATime } from '../hooks/use-one-at-a-time';
import { useProblemPresence } from '../hooks/use-problem-presence';
import { useRun } from '../hooks/use-run';
import { useRunShortcuts } from '../hooks/use-run-shortcuts';
import { useShortcutStyle } from '../hooks/use-shortcut-style';
import { SHORTCUT_KEYS } from '../utils/shortcut-keys';
import { useSocketStatus } from '../hooks/use-socket-status';
import { useSolutionEditor } from '../hooks/use-solution-editor';
import { useSubmit } from '../hooks/use-submit';
import { useWorkspaceLayout, type ConsoleTab } from '../hooks/use-workspace-layout';
import { functionLanguages } from '../utils/function-input';
import { ConsolePanels } from './console-panels';
import { EditorPane } from './editor-pane';
import { ProblemHeader } from './problem-header';
import { SolutionActions } from './solution-actions';
import { SplitPanes } from './split-panes';
import { TabList, Tabs, type TabItem } from './tabs';

/** What a tab of the problem pane renders with: the page's problem and user, and the editor's language and code (the AI tutor reads them). */
export type ProblemTabContext = {
  problem: ProblemPage;
  userId: string | null;
  onLoginRequired: () => void;
  language: SolverLanguage;
  getCode: () => string;
  /** Opens code in the editor (a past submission, to work on again). */
  loadCode: (language: SolverLanguage, code: string) => void;
};

/** One tab of the problem pane. The page that shows the workspace chooses them (app/routes/problem-tabs.tsx). */
export type ProblemTab = TabItem<string> & { render: (context: ProblemTabContext) => ReactNode };

/**
 * The contest problem screen (docs/product.md §2) is this page with a contest: its clock in the
 * header, submissions sent with its id, and the viewer's result in the contest (not in practice) as the badge.
 */
export type WorkspaceContest = { contestId: string; clock: ReactNode; result: ContestProblemResult | null };

export type ProblemWorkspaceProps = {
  problem: ProblemPage;
  userId: string | null;
  onLoginRequired: () => void;
  /** The problem pane's tabs, the first shown at first. */
  tabs: readonly ProblemTab[];
  contest?: WorkspaceContest | undefined;
};

const consoleTabs: readonly TabItem<ConsoleTab>[] = [
  { id: 'code', label: 'Code' },
  { id: 'testcase', label: 'Testcase' },
  { id: 'result', label: 'Result' },
];

/** The languages a problem may be solved in: a function problem's stubs say; null: every offered one. */
function solvableLanguages(problem: ProblemPage): SolverLanguage[] | null {
  return problem.function ? functionLanguages(problem.function) : null;
}

/** The problem page once its problem has loaded: the problem pane with its tabs, and the editor with its console. */
export function ProblemWorkspace({ problem, userId, onLoginRequired, tabs, contest }: ProblemWorkspaceProps) {
  const layout = useWorkspaceLayout(tabs[0]?.id ?? '');
  const drafts = useCodeDrafts(problem, userId);
  const editor = useSolutionEditor(problem._id, drafts, solvableLanguages(problem));
  const run = useRun(problem);
  const submit = useSubmit(problem._id, contest?.contestId);
  const live = { viewers: useProblemPresence(problem._id), socketStatus: useSocketStatus() };

  const oneAtATime = useOneAtATime();
  /** Runs or submits the editor's code, after opening the console tab that shows the outcome; visitors go to log in first. */
  const judge = (tab: ConsoleTab, start: (code: string, language: SolverLanguage) => Promise<void>) =>
    oneAtATime(async () => {
      if (!userId) return onLoginRequired();
      layout.setConsoleTab(tab);
      await start(editor.currentCode(), editor.language);
    });
  const runCode = () => void judge('testcase', run.start);
  const submitCode = () => void judge('result', submit.start);
  const shortcuts = useShortcutStyle();
  useRunShortcuts(runCode, submitCode, shortcuts.style);

  const tabContext: ProblemTabContext = {
    problem,
    userId,
    onLoginRequired,
    language: editor.language,
    getCode: editor.currentCode,
    loadCode: editor.loadCode,
  };
  const problemPane = (
    <section aria-label="Problem" className="flex h-full min-h-0 flex-col">
      <ProblemHeader problem={problem} live={live} clock={contest?.clock} mark={contest?.result} />
      <Tabs
        label="Problem details"
        tabs={tabs}
        active={layout.problemTab}
        onChange={layout.setProblemTab}
        renderPanel={(id) => (
          // Focusable so keyboard users can scroll a long statement (WCAG 2.1.1; axe scrollable-region-focusable).
          <div tabIndex={0} className="min-h-0 flex-1 overflow-y-auto p-4">
            <Suspense fallback={<Spinner />}>{tabs.find((tab) => tab.id === id)?.render(tabContext)}</Suspense>
          </div>
        )}
      />
    </section>
  );

  const solutionPane = (
    <section aria-label="Solution" className="flex h-full min-h-0 flex-col border-t border-base-300 lg:border-t-0">
      <SplitPanes
        wide={layout.wide}
        direction="vertical"
        autoSaveId="codeyard:problem:editor-console"
        handleLabel="Resize editor and console"
        first={{
          id: 'editor',
          defaultSize: 60,
          minSize: 20,
          content: (
            <EditorPane
              consoleId={layout.consoleId}
              userId={userId}
              problemId={problem._id}
              drafts={drafts}
              editor={editor}
              wide={layout.wide}
              solvable={solvableLanguages(problem)}
            />
          ),
        }}
        second={
          layout.consoleOpen
            ? {
                id: 'console',
                defaultSize: 40,
                minSize: 15,
                // A flex column, so that the console (h-full of a box with only a max height) shrinks to it
                // and scrolls inside, instead of spilling over the tab strip and the Run / Submit bar below.
                stackedClassName: 'flex max-h-[70vh] min-h-0 flex-col',
                content: (
                  <ConsolePanels
                    consoleId={layout.consoleId}
                    consoleTab={layout.consoleTab}
                    run={run}
                    submit={submit}
                    keys={SHORTCUT_KEYS[shortcuts.style]}
                    interactive={problem.type === 'interactive'}
                    signature={problem.function}
                  />
                ),
              }
            : null
        }
      />
      <TabList
        baseId={layout.consoleId}
        label="Code and results"
        tabs={consoleTabs}
        active={layout.consoleTab}
        onChange={layout.setConsoleTab}
        className="border-t"
      />
      <SolutionActions
        consoleOpen={layout.consoleOpen}
        onToggleConsole={layout.toggleConsole}
        signedIn={userId !== null}
        running={run.state.phase === 'running'}
        submitting={submit.state.phase === 'submitting'}
        onRun={runCode}
        onSubmit={submitCode}
        shortcutStyle={shortcuts.style}
        onShortcutStyleChange={shortcuts.choose}
      />
    </section>
  );

  return (
    <div className="flex flex-1 flex-col lg:h-[calc(100dvh-4rem)] lg:min-h-0 lg:flex-none lg:overflow-hidden">
      <SplitPanes
        wide={layout.wide}
        direction="horizontal"
        autoSaveId="codeyard:problem:split"
        handleLabel="Resize statement and editor"
        first={{ id: 'problem', defaultSize: 50, minSize: 25, content: problemPane }}
        second={{ id: 'solution', defaultSize: 50, minSize: 30, content: solutionPane }}
      />
    </div>
  );
}
