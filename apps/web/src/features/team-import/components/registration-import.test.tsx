import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ImportOutcome, RegistrationImportAnswer } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testAdmin, TestProviders } from '../../../testing/render';
import { RegistrationImport } from './registration-import';

const none: ImportOutcome = { created: [], updated: [], unchanged: [], refused: [] };

const ANSWER: RegistrationImportAnswer = {
  message: 'Import done: 3 created, 1 updated, 0 unchanged, 1 refused',
  organizations: { ...none, created: [{ id: 'INST-1', name: 'TU/e', _id: 'o1' }] },
  groups: none,
  teams: {
    ...none,
    created: [{ id: 't1', name: 'Rocket Science', _id: 'team1' }],
    updated: [{ id: 't2', name: 'Lundians', _id: 'team2' }],
    refused: [{ id: 't9', name: 'Ghosts', source: 'teams.json #3', reason: 'No organisation has the id "X"' }],
  },
  accounts: { ...none, created: [{ id: 'a1', name: 'team001', _id: 'u1' }] },
  credentials: [
    { team: 'Lundians', organization: null, name: 'Lundians', username: 'team002', password: 'Pw-lund-22' },
    { team: 'Rocket Science', organization: 'TU/e', name: 'Ann', username: 'team001', password: 'Xy7kPq2mRt9z' },
  ],
};

function renderScreen(routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch(routes);
  render(
    <TestProviders auth={authValue(testAdmin)}>
      <RegistrationImport />
    </TestProviders>,
  );
  return stub;
}

const paste = (file: string, text: string) =>
  fireEvent.change(screen.getByLabelText(file, { exact: true }), { target: { value: text } });
const importButton = () => screen.getByRole('button', { name: 'Import' });

describe('RegistrationImport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for a file before sending anything, and names a JSON typo by its file', async () => {
    const { fetchMock } = renderScreen();
    fireEvent.click(importButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Give at least one of organizations, groups, teams or accounts',
    );

    paste('teams.json', '[{"id": "t1",');
    fireEvent.click(importButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^teams\.json is not valid JSON: /));
    paste('teams.json', '{"id": "t1"}');
    fireEvent.click(importButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('teams.json must hold a JSON array, one object per entry'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the pasted files, shows what became of each object, and opens the printable sheets', async () => {
    const { calls } = renderScreen({ 'POST /api/admin/import/clics': { body: ANSWER } });
    paste('organizations.json', '[{"id": "INST-1", "name": "TU/e"}]');
    paste('teams.json', ' [{"id": "t1", "name": "Rocket Science", "organization_id": "INST-1"}] ');
    fireEvent.click(importButton());

    expect((await screen.findByRole('status')).textContent).toBe(ANSWER.message);
    expect(calls[0]?.body).toEqual({
      organizations: [{ id: 'INST-1', name: 'TU/e' }],
      teams: [{ id: 't1', name: 'Rocket Science', organization_id: 'INST-1' }],
    });
    const summary = screen.getByRole('table', { name: 'Objects by kind and what became of them' });
    const teamsRow = within(summary).getByRole('row', { name: /^Teams/ });
    expect(
      within(teamsRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '1', '0', '1']);
    const refusedRow = screen.getByRole('row', { name: /Ghosts/ });
    expect(refusedRow.textContent).toContain('teams.json #3');
    expect(refusedRow.textContent).toContain('No organisation has the id "X"');
    expect(screen.getByText(/The passwords of 2 accounts are in this answer only/)).toBeTruthy();

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Open credentials sheets' }));
    const heading = screen.getByRole('heading', { name: 'Credentials sheets', level: 1 });
    expect(document.activeElement).toBe(heading);
    const rocket = screen.getByRole('article', { name: 'Rocket Science' });
    expect(within(rocket).getByText('TU/e')).toBeTruthy();
    expect(within(rocket).getByRole('row', { name: 'Ann team001 Xy7kPq2mRt9z' })).toBeTruthy();
    expect(screen.getAllByRole('article').map((sheet) => sheet.getAttribute('aria-labelledby'))).toHaveLength(2);
    expect(rocket.textContent).toMatch(/Sign in at \S+\/login with your username and password\./);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();

    fireEvent.click(screen.getByRole('button', { name: 'Back to the import result' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open credentials sheets' })),
    );
  });

  it('reads a chosen TSV file into its field and sends the texts to the TSV import', async () => {
    const answer = { ...ANSWER, credentials: [] };
    const { calls } = renderScreen({ 'POST /api/admin/import/tsv': { body: answer } });
    fireEvent.click(screen.getByRole('radio', { name: /DOMjudge's TSV files/ }));
    const text = 'teams\t1\n1\t\t24\tRocket\n';
    fireEvent.change(screen.getByLabelText('Choose teams.tsv'), {
      target: { files: [new File([text], 'teams.tsv', { type: 'text/tab-separated-values' })] },
    });
    await waitFor(() =>
      expect((screen.getByLabelText('teams.tsv', { exact: true }) as HTMLTextAreaElement).value).toBe(text),
    );
    fireEvent.click(importButton());

    await screen.findByRole('status');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/admin/import/tsv', body: { teams: text } });
    expect(screen.getByText(/No password was set/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open credentials sheets' })).toBeNull();
  });

  it('reads Importing... and takes no second click while the import runs', async () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <TestProviders auth={authValue(testAdmin)}>
        <RegistrationImport />
      </TestProviders>,
    );
    paste('groups.json', '[{"id": "g1", "name": "Students"}]');
    fireEvent.click(importButton());
    const pending = await screen.findByRole('button', { name: 'Importing...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(pending);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('uploads a zip, and shows the server’s refusal when it has one', async () => {
    const { calls } = renderScreen({
      'POST /api/admin/import/clics': { status: 400, body: { message: 'Invalid zip: not a readable zip archive' } },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'A zip of those JSON files' }));
    fireEvent.click(importButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose a zip holding organizations.json, groups.json, teams.json and/or accounts.json',
    );

    const zip = new File(['PK'], 'export.zip', { type: 'application/zip' });
    fireEvent.change(screen.getByLabelText('Zip of the CLICS files'), { target: { files: [zip] } });
    fireEvent.click(importButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid zip: not a readable zip archive'));
    const body = calls[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBe(zip);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
