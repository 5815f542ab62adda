/**
 * Monaco as the problem page needs it, bundled with the app (never from a CDN) and imported only by
 * the lazily loaded editor, so no other screen pays for it.
 *
 * Not `import 'monaco-editor'`: that adds the TypeScript, CSS, HTML and JSON language services with
 * their multi-megabyte workers. Basic (Monarch) highlighting is what the solver needs: JavaScript
 * and TypeScript get no type checking or semantic completion, only word-based suggestions.
 */
import { loader } from '@monaco-editor/react';
/*
 * The editor's features, picked from monaco-editor/esm/vs/editor/editor.all.js. Left out are those
 * that only act on a language service's answers (hover, code actions, rename, go to definition,
 * formatting, inlay hints, code lens, colour picker, semantic tokens, parameter hints, inline
 * completions...) and the diff editor: with basic languages they would be dead weight (~1 MB).
 */
import 'monaco-editor/esm/vs/editor/browser/coreCommands.js';
import 'monaco-editor/esm/vs/editor/browser/widget/codeEditor/codeEditorWidget.js';
import 'monaco-editor/esm/vs/editor/contrib/anchorSelect/browser/anchorSelect.js';
import 'monaco-editor/esm/vs/editor/contrib/bracketMatching/browser/bracketMatching.js';
import 'monaco-editor/esm/vs/editor/contrib/caretOperations/browser/caretOperations.js';
import 'monaco-editor/esm/vs/editor/contrib/caretOperations/browser/transpose.js';
import 'monaco-editor/esm/vs/editor/contrib/clipboard/browser/clipboard.js';
import 'monaco-editor/esm/vs/editor/contrib/comment/browser/comment.js';
import 'monaco-editor/esm/vs/editor/contrib/contextmenu/browser/contextmenu.js';
import 'monaco-editor/esm/vs/editor/contrib/cursorUndo/browser/cursorUndo.js';
import 'monaco-editor/esm/vs/editor/contrib/dnd/browser/dnd.js';
import 'monaco-editor/esm/vs/editor/contrib/find/browser/findController.js';
import 'monaco-editor/esm/vs/editor/contrib/folding/browser/folding.js';
import 'monaco-editor/esm/vs/editor/contrib/fontZoom/browser/fontZoom.js';
import 'monaco-editor/esm/vs/editor/contrib/indentation/browser/indentation.js';
import 'monaco-editor/esm/vs/editor/contrib/inPlaceReplace/browser/inPlaceReplace.js';
import 'monaco-editor/esm/vs/editor/contrib/insertFinalNewLine/browser/insertFinalNewLine.js';
import 'monaco-editor/esm/vs/editor/contrib/lineSelection/browser/lineSelection.js';
import 'monaco-editor/esm/vs/editor/contrib/linesOperations/browser/linesOperations.js';
import 'monaco-editor/esm/vs/editor/contrib/multicursor/browser/multicursor.js';
import 'monaco-editor/esm/vs/editor/contrib/placeholderText/browser/placeholderText.contribution.js';
import 'monaco-editor/esm/vs/editor/contrib/readOnlyMessage/browser/contribution.js';
import 'monaco-editor/esm/vs/editor/contrib/snippet/browser/snippetController2.js';
import 'monaco-editor/esm/vs/editor/contrib/suggest/browser/suggestController.js';
import 'monaco-editor/esm/vs/editor/contrib/tokenization/browser/tokenization.js';
import 'monaco-editor/esm/vs/editor/contrib/toggleTabFocusMode/browser/toggleTabFocusMode.js';
import 'monaco-editor/esm/vs/editor/contrib/unusualLineTerminators/browser/unusualLineTerminators.js';
import 'monaco-editor/esm/vs/editor/contrib/wordHighlighter/browser/wordHighlighter.js';
import 'monaco-editor/esm/vs/editor/contrib/wordOperations/browser/wordOperations.js';
import 'monaco-editor/esm/vs/editor/contrib/wordPartOperations/browser/wordPartOperations.js';
import 'monaco-editor/esm/vs/editor/common/standaloneStrings.js';
import 'monaco-editor/esm/vs/base/browser/ui/codicons/codiconStyles.js';
// Ctrl+G and F1 (go to line, command palette), which editor.all leaves to the full build.
import 'monaco-editor/esm/vs/editor/standalone/browser/quickAccess/standaloneGotoLineQuickAccess.js';
import 'monaco-editor/esm/vs/editor/standalone/browser/quickAccess/standaloneCommandsQuickAccess.js';
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
// Every basic language Monaco has (about eighty), so any `editorMode` of the language table works
// without a list here: each registers its id and loads its grammar only when an editor first uses it.
import 'monaco-editor/esm/vs/basic-languages/monaco.contribution.js';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker?worker';

self.MonacoEnvironment = {
  // Only the plain editor worker (diffs, word suggestions, links): no language service is registered.
  getWorker: () => new EditorWorker(),
};
loader.config({ monaco });

/**
 * vs-dark with the token colours that fall below WCAG AA for text on its #1e1e1e (axe
 * color-contrast, e2e/support/accessibility-screens.ts) replaced: comments #608b4e (4.2:1) by VS Code's
 * Dark+ green #6a9955 (5.0:1); regular expressions #b46695 (4.2:1) and annotations #cc6666 (4.49:1)
 * by Dark+ regex red #d16969 (4.7:1).
 */
export const DARK_THEME = 'codeyard-dark';
monaco.editor.defineTheme(DARK_THEME, {
  base: 'vs-dark',
  inherit: true,
  rules: [
    { token: 'comment', foreground: '6a9955' },
    { token: 'regexp', foreground: 'd16969' },
    { token: 'annotation', foreground: 'd16969' },
  ],
  colors: {},
});
