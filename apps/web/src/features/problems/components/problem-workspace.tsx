import { Bot, CheckCircle2, MessagesSquare, Play, RotateCcw, Send, SquareTerminal, Users, Video } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

import { LANGUAGE_LABELS, SOLVER_LANGUAGES, type ProblemDetail, type SolverLanguage } from '@codeyard/shared';

import { DifficultyBadge } from '../../../components/ui/difficulty-badge';
import { serverMessage } from '../../../lib/api-client';
import { useRunCode } from '../api/run-code';
import { useSubmitCode } from '../api/submit-code';
import { useJudgingProgress } from '../hooks/use-judging-progress';
import { useProblemPresence } from '../hooks/use-problem-presence';
import { useRunShortcuts } from '../hooks/use-run-shortcuts';
import { clearDraft, loadDraft, loadLanguage, saveDraft, saveLanguage, startCodeFor } from '../utils/code-drafts';
import { DescriptionTab } from './description-tab';
import { LockedTab } from './locked-tab';
import { ResultPanel, TestcasePanel, type RunState, type SubmitState } from './run-panels';
import { SolutionsTab } from './solutions-tab';
import { SubmissionsTab } from './submissions-tab';
import { Tabs } from './tabs';

// Monaco is big: it loads with this page only, and only after the page itself has rendered.
const CodeEditor = lazy(() => import('./code-editor'));

type LeftTab = 'description' | 'editorial' | 'solutions' | 'submissions' | 'chat' | 'discussions';
type RightTab = 'code' | 'testcase' | 'result';

const leftTabs: readonly { id: LeftTab; label: string }[] = [
  { id: 'description', label: 'Description' },
  { id: 'editorial', label: 'Editorial' },
  { id: 'solutions', label: 'Solutions' },
  { id: 'submissions', label: 'Submissions' },
  { id: 'chat', label: 'CHAT with AI' },
  { id: 'discussions', label: 'Discussions' },
];
const rightTabs: readonly { id: RightTab; label: string }[] = [
  { id: 'code', label: 'Code' },
  { id: 'testcase', label: 'Testcase' },
  { id: 'result', label: 'Result' },
];

type ProblemWorkspaceProps = { problem: ProblemDetail; userId: string | null; onLoginRequired: () => void };

export function ProblemWorkspace({ problem, userId, onLoginRequired }: ProblemWorkspaceProps) {
  const problemId = problem._id;
  const [leftTab, setLeftTab] = useState<LeftTab>('description');
  const [rightTab, setRightTab] = useState<RightTab>('code');

  // The code per language: what the user typed this visit, else their saved draft, else the start code.
  const [language, setLanguage] = useState<SolverLanguage>(() => loadLanguage(problemId) ?? 'javascript');
  const [edits, setEdits] = useState<Partial<Record<SolverLanguage, string>>>({});
  const code = edits[language] ?? loadDraft(problemId, language) ?? startCodeFor(problem.startCode, language);

  const [consoleOpen, setConsoleOpen] = useState(false);
  const [customInput, setCustomInput] = useState('');
  const [runState, setRunState] = useState<RunState>({ phase: 'idle' });
  const [submitState, setSubmitState] = useState<SubmitState>({ phase: 'idle' });
  const runCode = useRunCode();
  const submitCode = useSubmitCode();

  // A ref as well as state: the keyboard shortcuts may fire twice before React re-renders.
  const busyRef = useRef(false);
  const busy = runState.phase === 'running' || submitState.phase === 'submitting';

  const viewers = useProblemPresence(problemId);
  const progress = useJudgingProgress(submitState.phase === 'submitting', problemId);

  const changeCode = (next: string) => {
    setEdits((current) => ({ ...current, [language]: next }));
    saveDraft(problemId, language, next);
  };

  const chooseLanguage = (next: SolverLanguage) => {
    setLanguage(next);
    saveLanguage(problemId, next);
  };

  const resetCode = () => {
    clearDraft(problemId, language);
    setEdits((current) => ({ ...current, [language]: startCodeFor(problem.startCode, language) }));
  };

  const run = async () => {
    if (busyRef.current) return;
    if (!userId) return onLoginRequired();
    busyRef.current = true;
    setRightTab('testcase');
    setRunState({ phase: 'running' });
    try {
      const sendCustom = consoleOpen && customInput.trim().length > 0;
      const result = await runCode.mutateAsync({ problemId, code, language, ...(sendCustom ? { customInput } : {}) });
      setRunState({ phase: 'done', result });
    } catch (error) {
      setRunState({ phase: 'failed', detail: serverMessage(error) });
    } finally {
      busyRef.current = false;
    }
  };

  const submit = async () => {
    if (busyRef.current) return;
    if (!userId) return onLoginRequired();
    busyRef.current = true;
    setRightTab('result');
    setSubmitState({ phase: 'submitting' });
    try {
      const submission = await submitCode.mutateAsync({ problemId, code, language });
      setSubmitState({ phase: 'done', submission });
    } catch (error) {
      setSubmitState({ phase: 'failed', detail: serverMessage(error) });
    } finally {
      busyRef.current = false;
    }
  };

  useRunShortcuts(() => void run(), () => void submit());

  const renderLeftPanel = (tab: LeftTab) => {
    switch (tab) {
      case 'description':
        return <DescriptionTab problem={problem} />;
      case 'editorial':
        return <LockedTab icon={Video} title="Editorial is locked" message="Video editorials for this problem are coming soon." />;
      case 'solutions':
        return <SolutionsTab referenceCode={problem.referenceCode} />;
      case 'submissions':
        return <SubmissionsTab problemId={problemId} userId={userId} />;
      case 'chat':
        return <LockedTab icon={Bot} title="CHAT with AI" message="An AI helper to talk through this problem is coming soon." />;
      case 'discussions':
        return <LockedTab icon={MessagesSquare} title="Discussions" message="Comments, replies and likes are coming soon." />;
    }
  };

  const renderRightPanel = (tab: RightTab) => {
    switch (tab) {
      case 'code':
        return (
          <div className="flex min-h-0 flex-1 flex-col">
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
              <button type="button" className="btn btn-ghost btn-sm ml-auto" onClick={resetCode} title="Restore the start code">
                <RotateCcw className="size-4" aria-hidden="true" />
                <span className="hidden sm:inline">Reset</span>
                <span className="sr-only sm:hidden">Reset code</span>
              </button>
            </div>
            <div className="h-[55vh] min-h-0 lg:h-auto lg:flex-1">
              <Suspense fallback={<div className="flex h-full items-center justify-center">Loading editor…</div>}>
                <CodeEditor language={language} value={code} onChange={changeCode} ariaLabel={`${LANGUAGE_LABELS[language]} code editor`} />
              </Suspense>
            </div>
            {consoleOpen && (
              <div className="border-t border-base-300 p-2">
                <label className="flex flex-col gap-1 text-sm">
                  <span className="font-medium">Custom input</span>
                  <textarea
                    className="textarea h-24 w-full font-mono text-sm"
                    placeholder="Input for your program; Run shows your output and the expected output"
                    value={customInput}
                    onChange={(event) => setCustomInput(event.target.value)}
                  />
                </label>
              </div>
            )}
          </div>
        );
      case 'testcase':
        return (
          <div className="min-h-0 flex-1 overflow-y-auto p-4">
            <TestcasePanel state={runState} />
          </div>
        );
      case 'result':
        return (
          <div className="min-h-0 flex-1 overflow-y-auto p-4">
            <ResultPanel state={submitState} progress={progress} />
          </div>
        );
    }
  };

  return (
    <div className="flex flex-1 flex-col lg:h-[calc(100dvh-4rem)] lg:min-h-0 lg:flex-none lg:flex-row lg:overflow-hidden">
      <section aria-label="Problem" className="flex min-h-0 flex-col border-base-300 lg:w-1/2 lg:border-r">
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
            {viewers !== null && (
              <span className="ml-auto inline-flex items-center gap-1 text-base-content/70" aria-live="polite">
                <Users className="size-4" aria-hidden="true" />
                {viewers} users solving
              </span>
            )}
          </div>
        </header>
        <Tabs
          label="Problem details"
          tabs={leftTabs}
          active={leftTab}
          onChange={setLeftTab}
          renderPanel={(tab) => <div className="min-h-0 flex-1 overflow-y-auto p-4">{renderLeftPanel(tab)}</div>}
        />
      </section>

      <section aria-label="Solution" className="flex min-h-0 flex-col border-t border-base-300 lg:w-1/2 lg:border-t-0">
        <Tabs label="Code and results" tabs={rightTabs} active={rightTab} onChange={setRightTab} renderPanel={renderRightPanel} keepMounted={['code']} />
        <footer className="flex flex-wrap items-center gap-2 border-t border-base-300 p-2">
          <button type="button" className={`btn btn-sm ${consoleOpen ? 'btn-active' : 'btn-ghost'}`} aria-pressed={consoleOpen} onClick={() => setConsoleOpen((open) => !open)}>
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
      </section>
    </div>
  );
}
