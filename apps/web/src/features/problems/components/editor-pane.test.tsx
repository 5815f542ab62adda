import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { languageLabel, registerLanguageRow, type OfferedLanguage, type SolverLanguage } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, TestProviders } from '../../../testing/render';
import type { CodeDrafts } from '../hooks/use-code-drafts';
import type { SolutionEditor } from '../hooks/use-solution-editor';
import { EditorPane } from './editor-pane';

/** Offered as GET /api/languages answers it. */
const offered = (id: string, name: string): OfferedLanguage => ({
  id: id as SolverLanguage,
  label: languageLabel(id),
  name,
  version: '1',
});

/** Drafts not yet known: the pane shows its picker and waits to open the editor. */
const waitingDrafts: CodeDrafts = {
  ready: false,
  initialCode: () => '',
  startCode: () => '',
  saveLater: () => undefined,
};

function renderPane(editor: SolutionEditor) {
  render(
    <TestProviders auth={authValue(null)}>
      <EditorPane consoleId="console" userId={null} problemId="p1" drafts={waitingDrafts} editor={editor} wide />
    </TestProviders>,
  );
}

describe('the language picker', () => {
  let removeRow: () => void;
  beforeAll(() => {
    // A language added as a row of the table (its judge file is the server's): nothing else in the web app names it.
    removeRow = registerLanguageRow({
      id: 'brainfork',
      label: 'Brainfork',
      aliases: ['bfk'],
      extensions: ['.bfk'],
      sourceFileName: 'program.bfk',
      editorMode: 'plaintext',
      clics: { id: 'brainfork2', name: 'Brainfork 2', entryPoint: { required: false } },
      similarity: null,
      optional: true,
    });
  });
  afterAll(() => removeRow());
  afterEach(() => vi.unstubAllGlobals());

  it('offers the four first languages as buttons and the others, an added one too, in a list by their labels', async () => {
    stubFetch({
      '/api/languages': {
        body: {
          languages: [
            offered('javascript', 'JavaScript (Node.js 20)'),
            offered('java', 'Java (OpenJDK 17)'),
            offered('cpp', 'C++ (GCC, C++17)'),
            offered('python', 'Python 3'),
            offered('rust', 'Rust (rustc 1.63, 2021 edition)'),
            offered('brainfork', 'Brainfork 2 (made up)'),
          ],
        },
      },
    });
    const chooseLanguage = vi.fn();
    renderPane({
      language: 'javascript',
      chooseLanguage,
      onMount: () => undefined,
      currentCode: () => '',
      resetToStartCode: () => undefined,
      loadCode: () => undefined,
    });

    const more = await screen.findByRole('combobox', { name: 'More languages' });
    const option = await within(more).findByRole('option', { name: 'Brainfork' });
    expect(option.getAttribute('title')).toBe('Brainfork 2 (made up)');
    expect(within(more).getByRole('option', { name: 'Rust' })).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Language' });
    const languageButtons = within(group)
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-pressed'));
    expect(languageButtons.map((button) => button.textContent)).toEqual(['JavaScript', 'Java', 'C++', 'Python']);

    fireEvent.change(more, { target: { value: 'brainfork' } });
    expect(chooseLanguage).toHaveBeenCalledWith('brainfork');
  });
});
