// The problem list and the problem page, with the tabs of its own that routes compose (app/routes/problem-tabs.tsx).
export { startDraftsFetch } from './api/drafts';
export { startProblemFetch } from './api/get-problem';
export { ClosedDuringContest } from './components/closed-during-contest';
export { DescriptionTab } from './components/description-tab';
export { LazyCodeEditor, type CodeEditorInstance, type CodeEditorProps } from './components/lazy-code-editor';
export { ProblemList } from './components/problem-list';
export { ProblemPage } from './components/problem-page';
export type { ProblemTab, ProblemTabContext, WorkspaceContest } from './components/problem-workspace';
export { SubmissionsTab } from './components/submissions-tab';
export { startEditorLoad } from './lib/start-editor-load';
