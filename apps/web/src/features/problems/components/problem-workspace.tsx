import { CheckCircle2, Play, RotateCcw, Send, SquareTerminal, Users, WifiOff } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Panel, PanelGroup, PanelResizeHandle } from 'react-resizable-panels';

import { LANGUAGE_LABELS, SOLVER_LANGUAGES, type ProblemDetail, type RunTestCase, type SolverLanguage } from '@codeyard/shared';

import { DifficultyBadge } from '../../../components/ui/difficulty-badge';
import { Spinner } from '../../../components/ui/spinner';
import { putDraft, useServerDrafts } from '../api/drafts';
import { useRunCode } from '../api/run-code';
import { useSubmitCode } from '../api/submit-code';
import { useDraftSaver } from '../hooks/use-draft-saver';
import { useJudgingProgress } from '../hooks/use-judging-progress';
import { useMediaQuery } from '../hooks/use-media-query';
import { useProblemPresence } from '../hooks/use-problem-presence';
import { useRunShortcuts } from '../hooks/use-run-shortcuts';
import { useSocketStatus } from '../hooks/use-socket-status';
import { loadDraft, loadLanguage, newerDraft, saveLanguage, startCodeFor } from '../utils/code-drafts';
import { presenceText } from '../utils/outcome';
import { requestFailure } from '../utils/request-failure';
import { ConfirmDialog } from './confirm-dialog';
import { DescriptionTab } from './description-tab';
import { ResultPanel, TestcasePanel, type RunState, type SubmitState } from './run-panels';
import { SubmissionsTab } from './submissions-tab';
import { TabList, TabPanel, Tabs, panelId, type TabItem } from './tabs';
import { TestcaseEditor } from './testcase-editor';

// Monaco is big: it loads with this page only, and only after the page itself has rendered.
const CodeEditor = lazy(() => import('./code-editor'));
// Tabs behind a click load when first opened, keeping them (and their markdown, video and form code) out of the editor's way.
const EditorialTab = lazy(() => import('../../editorial/components/editorial-tab').then((module) => ({ default: module.EditorialTab })));
const SolutionsTab = lazy(() => import('../../solutions/components/solutions-tab').then((module) => ({ default: module.SolutionsTab })));
const AiTutorTab = lazy(() => import('../../ai-tutor/components/ai-tutor-tab').then((module) => ({ default: module.AiTutorTab })));
const DiscussionsTab = lazy(() => import('../../discussions/components/discussions-tab').then((module) => ({ default: module.DiscussionsTab })));
type MonacoEditor = Parameters<NonNullable<React.ComponentProps<typeof CodeEditor>['onMount']>>[0];

type LeftTab = 'description' | 'editorial' | 'solutions' | 'submissions' | 'chat' | 'discussions';
type ConsoleTab = 'code' | 'testcase' | 'result';

const leftTabs: readonly TabItem<LeftTab>[] = [
  { id: 'description', label: 'Description' },
  { id: 'editorial', label: 'Editorial' },
  { id: 'solutions', label: 'Solutions' },
  { id: 'submissions', label: 'Submissions' },
  { id: 'chat', label: 'CHAT with AI' },
  { id: 'discussions', label: 'Discussions' },
];
/** SPEC §2's right-pane tabs, as the console's: Code hides the console, the others show it under the editor. */
const consoleTabs: readonly TabItem<ConsoleTab>[] = [
  { id: 'code', label: 'Code' },
  { id: 'testcase', label: 'Testcase' },
  { id: 'result', label: 'Result' },
];

/** Side by side with draggable splits from this width up; stacked below it (phones, narrow windows). */
const WIDE_LAYOUT_QUERY = '(min-width: 1024px)';

/** The contest problem screen (SPEC §2) is this page with a contest: its clock in the header, submissions sent with its id. */
export type WorkspaceContest = { contestId: string; clock: ReactNode };

// In a contest the left pane is the statement (SPEC §2) and the user's own submissions: no solutions, editorial or AI help.
const contestLeftTabs = new Set<LeftTab>(['description', 'submissions']);

type ProblemWorkspaceProps = { problem: ProblemDetail; userId: string | null; onLoginRequired: () => void; contest?: WorkspaceContest | undefined };

export function ProblemWorkspace({ problem, userId, onLoginRequired, contest }: ProblemWorkspaceProps) {
  const serverDrafts = useServerDrafts(problem._id, userId);
  // The editor opens once the server's drafts are known (or could not be had: then this browser's copy serves).
  const draftsReady = userId === null || !serverDrafts.isPending;
  return <Workspace problem={problem} userId={userId} onLoginRequired={onLoginRequired} contest={contest} serverDrafts={draftsReady ? (serverDrafts.data ?? []) : null} />;
}

type WorkspaceProps = ProblemWorkspaceProps & { serverDrafts: { language: string; code: string; updatedAt: string }[] | null };

function Workspace({ problem, userId, onLoginRequired, contest, serverDrafts }: WorkspaceProps) {
  const problemId = problem._id;
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const consoleId = useId();
  const [leftTab, setLeftTab] = useState<LeftTab>('description');
  const [consoleTab, setConsoleTab] = useState<ConsoleTab>('code');
  const consoleOpen = consoleTab !== 'code';

  const [language, setLanguage] = useState<SolverLanguage>(() => loadLanguage(problemId) ?? 'javascript');
  const startCode = (candidate: SolverLanguage) => startCodeFor(problem.startCode, candidate);
  const saveDraftLater = useDraftSaver({ problemId, userId, startCode });
  const editorRef = useRef<MonacoEditor | null>(null);

  /** What a language's editor opens with: the newer of this browser's and the server's draft, else the start code. */
  const initialCode = (candidate: SolverLanguage) => {
    const server = serverDrafts?.find((draft) => draft.language === candidate);
    return newerDraft(loadDraft(problemId, candidate), server)?.code ?? startCode(candidate);
  };
  const currentCode = () => editorRef.current?.getValue() ?? initialCode(language);

  // Code written here while the server was out of reach is newer than the server's copy: send it up once.
  const draftsSynced = useRef(false);
  useEffect(() => {
    if (draftsSynced.current || !userId || serverDrafts === null) return;
    draftsSynced.current = true;
    for (const candidate of SOLVER_LANGUAGES) {
      const local = loadDraft(problemId, candidate);
      const server = serverDrafts.find((draft) => draft.language === candidate);
      if (local && newerDraft(local, server) === local && local.code !== server?.code) {
        putDraft(problemId, candidate, local.code).catch((error: unknown) => console.warn('Could not send the draft to the server', error));
      }
    }
  }, [userId, serverDrafts, problemId]);

  const [confirmingReset, setConfirmingReset] = useState(false);
  const [cases, setCases] = useState<RunTestCase[]>(() => (problem.visibletestcases ?? []).map((example) => ({ input: example.input })));
  const [selectedCase, setSelectedCase] = useState(0);
  const [runState, setRunState] = useState<RunState>({ phase: 'idle' });
  const [submitState, setSubmitState] = useState<SubmitState>({ phase: 'idle' });
  const runCode = useRunCode();
  const submitCode = useSubmitCode();

  // A ref as well as state: the keyboard shortcuts may fire twice before React re-renders.
  const busyRef = useRef(false);
  const busy = runState.phase === 'running' || submitState.phase === 'submitting';

  const viewers = useProblemPresence(problemId);
  const socketStatus = useSocketStatus();
  const progress = useJudgingProgress(submitState.phase === 'submitting', problemId);

  const chooseLanguage = (next: SolverLanguage) => {
    setLanguage(next);
    saveLanguage(problemId, next);
  };

  const resetCode = () => {
    setConfirmingReset(false);
    // Through the model, so undo can bring the code back; the change saves (and so clears) the draft.
    const model = editorRef.current?.getModel();
    if (model) {
      editorRef.current?.executeEdits('reset', [{ range: model.getFullModelRange(), text: startCode(language) }]);
      editorRef.current?.pushUndoStop();
    }
  };

  const run = async () => {
    if (busyRef.current) return;
    if (!userId) return onLoginRequired();
    busyRef.current = true;
    setConsoleTab('testcase');
    setRunState({ phase: 'running' });
    try {
      const result = await runCode.mutateAsync({ problemId, code: currentCode(), language, ...(cases.length > 0 ? { testCases: cases } : {}) });
      setRunState({ phase: 'done', result });
    } catch (error) {
      setRunState({ phase: 'failed', ...requestFailure(error) });
    } finally {
      busyRef.current = false;
    }
  };

  const submit = async () => {
    if (busyRef.current) return;
    if (!userId) return onLoginRequired();
    busyRef.current = true;
    setConsoleTab('result');
    setSubmitState({ phase: 'submitting' });
    try {
      const submission = await submitCode.mutateAsync({ problemId, code: currentCode(), language, ...(contest ? { contestId: contest.contestId } : {}) });
      setSubmitState({ phase: 'done', submission });
    } catch (error) {
      setSubmitState({ phase: 'failed', ...requestFailure(error) });
    } finally {
      busyRef.current = false;
    }
  };

  useRunShortcuts(() => void run(), () => void submit());

  const renderLeftPanel = (tab: LeftTab) => <Suspense fallback={<Spinner />}>{leftPanel(tab)}</Suspense>;
  const leftPanel = (tab: LeftTab) => {
    switch (tab) {
      case 'description':
        return <DescriptionTab problem={problem} />;
      case 'editorial':
        return <EditorialTab problemId={problemId} />;
      case 'solutions':
        return <SolutionsTab problemId={problemId} />;
      case 'submissions':
        return <SubmissionsTab problemId={problemId} userId={userId} onLoginRequired={onLoginRequired} />;
      case 'chat':
        return <AiTutorTab problemId={problemId} language={language} getCode={currentCode} />;
      case 'discussions':
        return <DiscussionsTab problemId={problemId} />;
    }
  };

  const problemSection = (
    <section aria-label="Problem" className="flex h-full min-h-0 flex-col">
      <header className="flex flex-col gap-2 border-b border-base-300 px-4 py-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-xl font-bold">{problem.title}</h1>
          {problem.solvedByUser && (
            <span className="badge badge-success badge-soft gap-1">
              <CheckCircle2 className="size-3.5" aria-hidden="true" />
              Solved
            </span>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <DifficultyBadge difficulty={problem.difficulty} />
          {(Array.isArray(problem.tags) ? problem.tags : [problem.tags]).filter(Boolean).map((tag) => (
            <span key={tag} className="badge badge-outline badge-sm">
              {tag}
            </span>
          ))}
          {contest?.clock}
          <span className="ml-auto inline-flex items-center gap-1 text-base-content/70" aria-live="polite">
            {socketStatus === 'offline' ? (
              <span className="badge badge-warning badge-soft gap-1" title="The live connection is down; it reconnects by itself">
                <WifiOff className="size-3.5" aria-hidden="true" />
                Offline
              </span>
            ) : (
              viewers !== null && (
                <>
                  <Users className="size-4" aria-hidden="true" />
                  {presenceText(viewers)}
                </>
              )
            )}
          </span>
        </div>
      </header>
      <Tabs
        label="Problem details"
        tabs={contest ? leftTabs.filter((tab) => contestLeftTabs.has(tab.id)) : leftTabs}
        active={leftTab}
        onChange={setLeftTab}
        renderPanel={(tab) => (
          // Focusable so keyboard users can scroll a long statement (WCAG 2.1.1; axe scrollable-region-focusable).
          <div tabIndex={0} className="min-h-0 flex-1 overflow-y-auto p-4">
            {renderLeftPanel(tab)}
          </div>
        )}
      />
    </section>
  );

  const editor = (
    <div role="tabpanel" id={panelId(consoleId, 'code')} aria-label="Code" className="flex h-full min-h-0 flex-col">
      <div className="flex flex-wrap items-center gap-1 border-b border-base-300 p-2" role="group" aria-label="Language">
        {SOLVER_LANGUAGES.map((candidate) => (
          <button
            key={candidate}
            type="button"
            className={`btn btn-sm ${candidate === language ? 'btn-primary' : 'btn-ghost'}`}
            aria-pressed={candidate === language}
            onClick={() => chooseLanguage(candidate)}
          >
            {LANGUAGE_LABELS[candidate]}
          </button>
        ))}
        <button type="button" className="btn btn-ghost btn-sm ml-auto" onClick={() => setConfirmingReset(true)} title="Restore the start code">
          <RotateCcw className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">Reset</span>
          <span className="sr-only sm:hidden">Reset code</span>
        </button>
      </div>
      <div className={`min-h-0 ${wide ? 'flex-1' : 'h-[55vh]'}`}>
        {serverDrafts === null ? (
          <div className="flex h-full items-center justify-center">Loading your code…</div>
        ) : (
          <Suspense fallback={<div className="flex h-full items-center justify-center">Loading editor…</div>}>
            <CodeEditor
              path={`${userId ?? 'visitor'}/${problemId}/${language}`}
              language={language}
              defaultValue={initialCode(language)}
              onChange={(code) => saveDraftLater(language, code)}
              onMount={(instance) => {
                editorRef.current = instance;
              }}
              ariaLabel={`${LANGUAGE_LABELS[language]} code editor`}
            />
          </Suspense>
        )}
      </div>
    </div>
  );

  const consolePanels = (
    <div className="h-full min-h-0 overflow-y-auto border-t border-base-300 p-3">
      <TabPanel baseId={consoleId} id="testcase" active={consoleTab === 'testcase'} className="flex flex-col gap-4">
        <TestcaseEditor cases={cases} selected={selectedCase} onSelect={setSelectedCase} onChange={setCases} />
        <TestcasePanel state={runState} />
      </TabPanel>
      <TabPanel baseId={consoleId} id="result" active={consoleTab === 'result'} className="flex flex-col">
        {submitState.phase === 'done' && submitState.submission.countedForContest === false && submitState.submission.contestNote && (
          <p role="status" className="alert alert-warning alert-soft mb-3">
            {submitState.submission.contestNote}
          </p>
        )}
        <ResultPanel state={submitState} progress={progress} />
      </TabPanel>
    </div>
  );

  const solutionSection = (
    <section aria-label="Solution" className="flex h-full min-h-0 flex-col border-t border-base-300 lg:border-t-0">
      {wide ? (
        <PanelGroup direction="vertical" autoSaveId="codeyard:problem:editor-console" className="min-h-0 flex-1">
          <Panel id="editor" order={1} defaultSize={60} minSize={20}>
            {editor}
          </Panel>
          {consoleOpen && (
            <>
              <ResizeHandle direction="vertical" label="Resize editor and console" />
              <Panel id="console" order={2} defaultSize={40} minSize={15}>
                {consolePanels}
              </Panel>
            </>
          )}
        </PanelGroup>
      ) : (
        <>
          {editor}
          {consoleOpen && <div className="max-h-[70vh]">{consolePanels}</div>}
        </>
      )}
      <TabList baseId={consoleId} label="Code and results" tabs={consoleTabs} active={consoleTab} onChange={setConsoleTab} className="border-t" />
      <footer className="flex flex-wrap items-center gap-2 p-2">
        <button type="button" className={`btn btn-sm ${consoleOpen ? 'btn-active' : 'btn-ghost'}`} aria-pressed={consoleOpen} onClick={() => setConsoleTab(consoleOpen ? 'code' : 'testcase')}>
          <SquareTerminal className="size-4" aria-hidden="true" />
          Console
        </button>
        {!userId && <span className="text-xs text-base-content/60">Log in to run and submit.</span>}
        <div className="ml-auto flex gap-2">
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void run()} disabled={busy} title="Run (Ctrl+Enter)">
            {runState.phase === 'running' ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
            Run
          </button>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => void submit()} disabled={busy} title="Submit (Ctrl+Shift+Enter)">
            {submitState.phase === 'submitting' ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <Send className="size-4" aria-hidden="true" />}
            Submit
          </button>
        </div>
      </footer>
      {confirmingReset && (
        <ConfirmDialog
          title="Reset the code?"
          message={`Your ${LANGUAGE_LABELS[language]} code is replaced with the start code. Undo (Ctrl+Z) in the editor brings it back.`}
          confirmLabel="Reset"
          onConfirm={resetCode}
          onCancel={() => setConfirmingReset(false)}
        />
      )}
    </section>
  );

  return (
    <div className="flex flex-1 flex-col lg:h-[calc(100dvh-4rem)] lg:min-h-0 lg:flex-none lg:overflow-hidden">
      {wide ? (
        <PanelGroup direction="horizontal" autoSaveId="codeyard:problem:split" className="min-h-0 flex-1">
          <Panel id="problem" order={1} defaultSize={50} minSize={25}>
            {problemSection}
          </Panel>
          <ResizeHandle direction="horizontal" label="Resize statement and editor" />
          <Panel id="solution" order={2} defaultSize={50} minSize={30}>
            {solutionSection}
          </Panel>
        </PanelGroup>
      ) : (
        <>
          {problemSection}
          {solutionSection}
        </>
      )}
    </div>
  );
}

/** A draggable (and keyboard-operable: arrow keys) split between two panels. */
function ResizeHandle({ direction, label }: { direction: 'horizontal' | 'vertical'; label: string }): ReactNode {
  const shape = direction === 'horizontal' ? 'w-1.5 cursor-col-resize' : 'h-1.5 cursor-row-resize';
  return (
    <PanelResizeHandle
      aria-label={label}
      className={`${shape} shrink-0 bg-base-300 transition-colors hover:bg-primary/60 focus-visible:bg-primary focus-visible:outline-none data-[resize-handle-state=drag]:bg-primary`}
    />
  );
}
