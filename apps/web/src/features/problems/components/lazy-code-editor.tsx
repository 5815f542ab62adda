import { lazy } from 'react';

/**
 * The Monaco code editor for screens outside the problem page (the admin problem form): loaded
 * when it first renders, so Monaco stays out of every screen that shows none.
 */
export const LazyCodeEditor = /* @__PURE__ */ lazy(() => import('./code-editor'));
export type { CodeEditorInstance, CodeEditorProps } from './code-editor';
