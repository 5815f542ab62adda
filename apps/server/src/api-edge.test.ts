import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The original API's spellings live at the API edge only (docs/architecture.md, "The API edge"):
 * inside, both apps use camelCase. This scans every production file of the repository for those
 * spellings and lists where they may appear, and why. A new file that needs one belongs at the edge
 * (packages/shared/src/api-edge.ts translates); tests are not scanned, as they speak to the API in
 * its own words on purpose.
 */
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const SCANNED = ['apps/server/src', 'apps/web/src', 'packages/shared/src', 'packages/judge/src'];
const LEGACY =
  /\b(emailid|visibletestcases|hiddentestcases|initialcode|completecode|status_id|expected_output|compile_output|runTime|testcasespassed|totalTestcases)\b/;

const EDGE: Record<string, string> = {
  'packages/shared/src/api-edge.ts': 'the translation itself',
  'packages/shared/src/auth.ts': 'the login and signup request schemas, and the user as answered',
  'packages/shared/src/problem.ts': 'the problem answers as the API spells them',
  'packages/shared/src/problem-schema.ts': 'the create and update request schemas',
  'packages/shared/src/submission.ts': 'the submit and run answers as the API spells them',
  'packages/shared/src/dashboard.ts': 'the dashboard answer as the API spells it',
  'apps/server/src/routes/user/user-routes.ts': 'reads the login and signup bodies',
  'apps/server/src/cli/admin.ts': "checks its arguments with the signup body's rules",
  'apps/server/src/problems/codeyard-package.ts': 'hashes code in the shape stored hashes were made from',
  'apps/server/src/db/migrations/012-code-entry-names.ts': 'history: renames the stored spelling',
  'apps/server/src/testing/test-app.ts': 'signs up through the API, as a client',
  'apps/server/src/testing/upgrade-fixtures/make-upgrade-fixture.ts': 'signs up through the API, as a client',
  'apps/server/src/bench/api-bench.ts': 'a load client of the API',
  'apps/server/src/bench/web-bench.ts': 'a load client of the API',
  'apps/server/src/bench/contest-bench.ts': 'a load client of the API',
  'apps/server/src/bench/contest-day-bench.ts': 'a load client of the API',
  'apps/server/src/bench/contest-day-client.ts': 'a load client of the API',
  'apps/server/src/bench/sign-in-bench.ts': 'a load client of the API',
  'packages/judge/src/cli.ts': "the judge command line prints Judge0's result shape",
  'apps/web/src/features/auth/components/login-form.tsx': 'edits the login body',
  'apps/web/src/features/auth/components/signup-form.tsx': 'edits the signup body',
  'apps/web/src/features/admin/api/get-admin-problem.ts': "the admin form's problem, which it edits as the update body",
  'apps/web/src/features/admin/utils/problem-form-values.ts': 'the create and update body, field by field',
  'apps/web/src/features/admin/components/problem-form.tsx': 'edits the create and update body',
  'apps/web/src/features/admin/components/test-case-list.tsx': 'edits the body’s test lists',
  'apps/web/src/features/admin/components/code-templates-section.tsx': 'edits the body’s code lists',
};

function productionFiles(directory: string): string[] {
  return fs.readdirSync(path.join(repositoryRoot, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : productionFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('the API edge', () => {
  const files = SCANNED.flatMap(productionFiles);
  const spelling = new Map(
    files.map((file) => [file, LEGACY.exec(fs.readFileSync(path.join(repositoryRoot, file), 'utf8'))?.[1] ?? null]),
  );

  it('finds the files it scans', () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it("keeps the original API's spellings out of every file but the edge's", () => {
    const outside = [...spelling]
      .filter(([file, found]) => found && !(file in EDGE))
      .map(([file, found]) => `${file}: ${found}`);
    expect(outside).toEqual([]);
  });

  it('lists no edge file that no longer needs a legacy spelling', () => {
    expect(Object.keys(EDGE).filter((file) => !spelling.get(file))).toEqual([]);
  });
});
