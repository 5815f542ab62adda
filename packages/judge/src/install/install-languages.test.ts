import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LanguageUnavailableError } from '../errors.js';
import type { Judge } from '../judge.js';
import { python } from '../languages/python.js';
import { rust } from '../languages/rust.js';
import { toolchainVersions } from '../languages/versions.js';
import { createTestJudge } from '../testing/test-judge.js';
import { installableLanguages, installTargets } from './install-languages.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'cli.js');

describe('install arguments', () => {
  it('takes optional languages once each, in order, and all for every one', () => {
    expect(installTargets(['go', 'rust', 'go'])).toEqual(['go', 'rust']);
    expect(installTargets(['all'])).toEqual(installableLanguages());
    expect(installTargets(['rust', 'all'])).toEqual(installableLanguages());
  });

  it('refuses an unknown language with the list of installable ones', () => {
    expect(() => installTargets(['rust', 'cobol'])).toThrow(
      /unknown language "cobol"; installable languages: rust, go, pypy, ruby, typescript, kotlin, csharp \(or all\)/,
    );
    expect(() => installTargets(['java'])).toThrow(/"java" is a core language: setup installs it/);
    expect(() => installTargets([])).toThrow(/install needs languages/);
  });

  it('the command exits 2 on an unknown language, printing the list, and installs nothing', () => {
    const result = spawnSync(process.execPath, [cli, 'install', 'rust', 'cobol'], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(2);
    expect(result.stderr).toContain('unknown language "cobol"; installable languages: rust, go');
    expect(result.stdout).toBe('');
  });
});

describe('an optional language whose toolchain is missing', () => {
  let judge: Judge;

  beforeAll(async () => {
    judge = await createTestJudge({ skipSelfTest: true, speedUps: false });
  });

  afterAll(async () => {
    await judge?.close();
  });

  it('is reported as not installed, with the command that installs it', async () => {
    const versions = await toolchainVersions([
      { ...rust, versionCommand: ['/nonexistent/rustc', '--version'] },
      { ...python, versionCommand: ['/nonexistent/python3', '--version'] },
    ]);
    expect(versions.rust).toEqual({
      ok: false,
      version: '',
      error: 'not installed: run npm run judge -- install rust',
      optional: true,
    });
    // A core language is never "not installed": it is broken, and says which file.
    expect(versions.python).toMatchObject({ ok: false, error: expect.stringContaining('/nonexistent/python3') });
    expect(versions.python?.optional).toBeUndefined();
  });

  it('is refused with a clear error naming the install command', async () => {
    const rustInfo = judge.info.languages.rust;
    const saved = { ...rustInfo };
    Object.assign(rustInfo, { ok: false, error: 'not installed: run npm run judge -- install rust' });
    try {
      const request = { source: 'fn main() {}', tests: [], timeLimitMs: 1000, memoryLimitMb: 64 };
      expect(() => judge.judge({ ...request, language: 'rust' })).toThrow(LanguageUnavailableError);
      expect(() => judge.judge({ ...request, language: 'rust' })).toThrow(
        'Rust (rustc 1.63, 2021 edition) is not available on this judge: not installed: run npm run judge -- install rust',
      );
    } finally {
      Object.assign(rustInfo, saved);
    }
  });
});
