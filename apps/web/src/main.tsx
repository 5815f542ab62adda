// First: it configures zod before any schema is defined.
// eslint-disable-next-line no-restricted-syntax -- run for its side effect, and listed in apps/web/package.json's sideEffects
import './lib/zod-without-eval';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router';

import { App } from './app/app';
import { applyThemeChoice } from './lib/color-scheme';
import { ContestProblemRoute, ProblemRoute } from './app/router';
import { paths } from './config/paths';
import { startSessionCheck } from './features/auth';
import { startDraftsFetch, startProblemFetch } from './features/problems';
import './index.css';

// A theme chosen on an earlier visit, before anything is drawn.
applyThemeChoice();

// Opened on a problem: its answer and the session's travel together instead of one after the
// other, the editor's drafts follow the session's answer, not the problem page's first render, and
// the route's code and Monaco (the page's largest script; the server's page for this URL has
// already asked for both) load and run while those answers are on their way instead of after the
// first render. A route loaded before the first render never shows a fallback.
const session = startSessionCheck();
const openedProblem = matchPath(paths.problem.path, window.location.pathname)?.params.problemId;
if (openedProblem) {
  startProblemFetch(openedProblem);
  startDraftsFetch(openedProblem, session);
  void ProblemRoute.preload().catch(() => undefined);
} else if (matchPath(paths.contestProblem.path, window.location.pathname)) {
  void ContestProblemRoute.preload().catch(() => undefined);
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
