import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { registerLanguageRow, type LanguageRow } from '@codeyard/shared/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Judge } from '../judge.js';
import { createTestJudge } from '../testing/test-judge.js';
import type { LanguageId } from '../types.js';
import { DEFAULT_ENVIRONMENT, PROGRAM_DIRECTORY, TOOLS_DIRECTORY, type Language } from './language.js';
import { registerJudgeLanguage } from './registry.js';

/**
 * Start-up work is the language's own (Language.prepare): Judge.create only calls the hooks. Three
 * made-up shell languages, added through the table and a language file as a new language would be:
 * one whose compile step needs the tool its hook makes, one whose speed-up is skipped when asked,
 * one whose required tool cannot be made.
 */
const row = (id: string): LanguageRow => ({
  id,
  label: id,
  aliases: [],
  extensions: [`.${id}`],
  sourceFileName: 'main.sh',
  editorMode: 'shell',
  clics: { id, name: id, entryPoint: { required: false } },
  similarity: null,
  optional: false,
});

/** A shell program whose compile step puts the prepared prelude in front of the source. */
function shellLanguage(id: string, prepare: Language['prepare']): Language {
  const tool = prepare?.tool ?? 'none';
  return {
    id: id as LanguageId,
    name: `${id} (the host's sh)`,
    versionCommand: ['/bin/sh', '-c', 'echo sh 1'],
    compileCommand: ({ sourceFile }) => [
      '/bin/sh',
      '-c',
      `cat ${TOOLS_DIRECTORY}/${tool}/prelude.sh ${sourceFile} > run.sh`,
    ],
    entryPoint: () => 'run.sh',
    runCommand: () => ['/bin/sh', `${PROGRAM_DIRECTORY}/run.sh`],
    prepare,
    keepSource: true,
    memoryOverheadMb: 0,
    processes: 16,
    openFiles: 64,
    addressSpaceLimit: true,
    outOfMemoryMarkers: [],
    environment: DEFAULT_ENVIRONMENT,
    selfTestSource: 'cat\n',
    startCode: { batch: 'cat > /dev/null\n', interactive: 'cat > /dev/null\n' },
    additionSource: (marker) => `read a b; echo $((a + b)) # ${marker}\n`,
  };
}

describe("a language's start-up work runs from its own hook", () => {
  let judge: Judge;
  let toolsDirectory: string;
  const calls: string[] = [];
  const removals: Array<() => void> = [];

  beforeAll(async () => {
    toolsDirectory = await mkdtemp(path.join(os.tmpdir(), 'codeyard-prepare-'));
    await chmod(toolsDirectory, 0o755);
    const add = (language: Language) =>
      removals.push(registerLanguageRow(row(language.id)), registerJudgeLanguage(language));
    add(
      shellLanguage('preparedsh', {
        tool: 'prelude',
        what: 'prelude',
        required: true,
        make: async ({ version }) => {
          calls.push(`prelude for ${version}`);
          await writeFile(path.join(toolsDirectory, 'prelude.sh'), `echo "prepared for ${version}"\n`);
          await chmod(path.join(toolsDirectory, 'prelude.sh'), 0o644);
          return toolsDirectory;
        },
      }),
    );
    add(
      shellLanguage('speedupsh', {
        tool: 'faster',
        what: 'faster start',
        required: false,
        make: async () => {
          calls.push('speed-up');
          return toolsDirectory;
        },
      }),
    );
    add(
      shellLanguage('brokensh', {
        tool: 'missing',
        what: 'missing compiler',
        required: true,
        make: async () => {
          throw new Error('nothing to copy');
        },
      }),
    );
    judge = await createTestJudge({ skipSelfTest: true, speedUps: false });
  });

  afterAll(async () => {
    await judge?.close();
    for (const remove of removals.reverse()) remove();
    await rm(toolsDirectory, { recursive: true, force: true });
  });

  it('calls a required hook with the toolchain version and mounts what it made for the compile step', async () => {
    expect(calls).toContain('prelude for sh 1');
    const result = await judge.run({
      language: 'preparedsh' as LanguageId,
      source: 'echo hello\n',
      input: '',
      timeLimitMs: 2000,
      memoryLimitMb: 64,
    });
    expect(result.status, result.compileOutput).toBe('Accepted');
    expect(result.stdout).toBe('prepared for sh 1\nhello\n');
  });

  it('skips a speed-up when the judge is told to, and still offers the language', () => {
    expect(calls).not.toContain('speed-up');
    expect(judge.info.languages['speedupsh' as LanguageId]).toMatchObject({ ok: true });
  });

  it('marks a language whose required tool cannot be made as not ok, saying why', () => {
    expect(judge.info.languages['brokensh' as LanguageId]).toMatchObject({
      ok: false,
      error: 'missing compiler unavailable: nothing to copy',
    });
  });
});
