import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionLanguages } from '@codeyard/judge';
import { languageLabel, solverLanguages } from '@codeyard/shared';
import { canonicalTypedText, type FunctionSignature } from '@codeyard/shared/function-problem';
import { functionStub } from '@codeyard/shared/function-stubs/index';
import { insertProblem } from '../../services/problems/problems.js';
import { ensureAdmin } from '../../services/users/users.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { availableDialects } from '../../testing/databases.js';
import { closeSharedJudge, realJudging } from '../../testing/judging.js';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from '../../testing/test-app.js';
import { multipartFile, unzipFiles, zipFiles } from '../../testing/zip.js';

const SIGNATURE: FunctionSignature = {
  name: 'twoSum',
  params: [
    { name: 'nums', type: 'int[]' },
    { name: 'target', type: 'int' },
  ],
  returns: 'int[]',
  comparison: 'exact',
};

/** LeetCode-form references: only the function, as LeetCode's editor holds it. */
const REFERENCES = {
  python: [
    'class Solution:',
    '    def twoSum(self, nums: List[int], target: int) -> List[int]:',
    '        seen = {}',
    '        for i, n in enumerate(nums):',
    '            if target - n in seen:',
    '                return [seen[target - n], i]',
    '            seen[n] = i',
    '        return []',
    '',
  ].join('\n'),
  cpp: [
    'class Solution {',
    'public:',
    '    vector<int> twoSum(vector<int>& nums, int target) {',
    '        unordered_map<int, int> seen;',
    '        for (int i = 0; i < (int)nums.size(); i++) {',
    '            auto found = seen.find(target - nums[i]);',
    '            if (found != seen.end()) return {found->second, i};',
    '            seen[nums[i]] = i;',
    '        }',
    '        return {};',
    '    }',
    '};',
    '',
  ].join('\n'),
  java: [
    'class Solution {',
    '    public int[] twoSum(int[] nums, int target) {',
    '        Map<Integer, Integer> seen = new HashMap<>();',
    '        for (int i = 0; i < nums.length; i++) {',
    '            Integer j = seen.get(target - nums[i]);',
    '            if (j != null) return new int[] {j, i};',
    '            seen.put(nums[i], i);',
    '        }',
    '        return new int[0];',
    '    }',
    '}',
    '',
  ].join('\n'),
  javascript: [
    'var twoSum = function (nums, target) {',
    '  const seen = new Map();',
    '  for (let i = 0; i < nums.length; i++) {',
    '    if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];',
    '    seen.set(nums[i], i);',
    '  }',
    '  return [];',
    '};',
    '',
  ].join('\n'),
};

/** Accepted solutions in other languages, as LeetCode's editor holds them; those whose driver exists are judged. */
const OTHER_SOLUTIONS: Record<string, string> = {
  javascript: REFERENCES.javascript,
  typescript: [
    'function twoSum(nums: number[], target: number): number[] {',
    '    const seen = new Map<number, number>();',
    '    for (let i = 0; i < nums.length; i++) {',
    '        const j = seen.get(target - nums[i]);',
    '        if (j !== undefined) return [j, i];',
    '        seen.set(nums[i], i);',
    '    }',
    '    return [];',
    '}',
    '',
  ].join('\n'),
  ruby: [
    '# @param {Integer[]} nums',
    '# @param {Integer} target',
    '# @return {Integer[]}',
    'def two_sum(nums, target)',
    '  seen = {}',
    '  nums.each_with_index do |n, i|',
    '    return [seen[target - n], i] if seen.key?(target - n)',
    '    seen[n] = i',
    '  end',
    '  []',
    'end',
    '',
  ].join('\n'),
  pypy: REFERENCES.python,
  cpp: REFERENCES.cpp,
  java: REFERENCES.java,
  kotlin: [
    'class Solution {',
    '    fun twoSum(nums: IntArray, target: Int): IntArray {',
    '        val seen = HashMap<Int, Int>()',
    '        for (i in nums.indices) {',
    '            val j = seen[target - nums[i]]',
    '            if (j != null) return intArrayOf(j, i)',
    '            seen[nums[i]] = i',
    '        }',
    '        return intArrayOf()',
    '    }',
    '}',
    '',
  ].join('\n'),
  csharp: [
    'public class Solution {',
    '    public int[] TwoSum(int[] nums, int target) {',
    '        var seen = new Dictionary<int, int>();',
    '        for (int i = 0; i < nums.Length; i++) {',
    '            if (seen.TryGetValue(target - nums[i], out int j)) return new int[] { j, i };',
    '            seen[nums[i]] = i;',
    '        }',
    '        return new int[0];',
    '    }',
    '}',
    '',
  ].join('\n'),
  c: [
    'int* twoSum(int* nums, int numsSize, int target, int* returnSize) {',
    '    int* result = malloc(2 * sizeof(int));',
    '    *returnSize = 2;',
    '    for (int i = 0; i < numsSize; i++)',
    '        for (int j = 0; j < i; j++)',
    '            if (nums[i] + nums[j] == target) {',
    '                result[0] = j;',
    '                result[1] = i;',
    '                return result;',
    '            }',
    '    *returnSize = 0;',
    '    return result;',
    '}',
    '',
  ].join('\n'),
  go: [
    'func twoSum(nums []int, target int) []int {',
    '    seen := map[int]int{}',
    '    for i, n := range nums {',
    '        if j, ok := seen[target-n]; ok {',
    '            return []int{j, i}',
    '        }',
    '        seen[n] = i',
    '    }',
    '    return []int{}',
    '}',
    '',
  ].join('\n'),
  rust: [
    'use std::collections::HashMap;',
    '',
    'impl Solution {',
    '    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {',
    '        let mut seen = HashMap::new();',
    '        for (i, n) in nums.iter().enumerate() {',
    '            if let Some(&j) = seen.get(&(target - n)) {',
    '                return vec![j as i32, i as i32];',
    '            }',
    '            seen.insert(*n, i);',
    '        }',
    '        vec![]',
    '    }',
    '}',
    '',
  ].join('\n'),
};

/** A Python solution that answers the pair the wrong way round. */
const REVERSED_PYTHON = REFERENCES.python.replace('return [seen[target - n], i]', 'return [i, seen[target - n]]');

const HIDDEN = [
  { input: '[3,2,4]\n6\n', output: '[1,2]\n' },
  { input: '[3,3]\n6\n', output: '[0,1]\n' },
  { input: '[-1,-2,-3,-4,-5]\n-8\n', output: '[2,4]\n' },
];

function functionBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Pair to Target',
    description: 'Return the indices of the two numbers that add up to `target`.',
    difficulty: 'easy',
    tags: 'array',
    visibletestcases: [{ input: '[2,7,11,15]\n9\n', output: '[0, 1]\n', explanation: '2 + 7 = 9.' }],
    hiddentestcases: HIDDEN,
    referenceCode: [
      { language: 'C++', completecode: REFERENCES.cpp },
      { language: 'Java', completecode: REFERENCES.java },
      { language: 'JavaScript', completecode: REFERENCES.javascript },
      { language: 'Python', completecode: REFERENCES.python },
    ],
    function: SIGNATURE,
    ...overrides,
  };
}

const dialects = await availableDialects();

// The signature is stored in a column of its own (migration 022): both databases keep it.
describe.each(dialects)('function problems through the server on %s', (dialect) => {
  let test: TestApp;
  let admin: string;
  let user: string;
  let problemId: string;

  const create = (body: object, cookie = admin) =>
    test.app.inject({ method: 'POST', url: '/api/problem/create', headers: { cookie }, payload: body });
  const submit = (code: string, language = 'python') =>
    test.app.inject({
      method: 'POST',
      url: `/api/submissions/submit/${problemId}`,
      headers: { cookie: user },
      payload: { code, language },
    });
  const run = (payload: object) =>
    test.app.inject({
      method: 'POST',
      url: `/api/submissions/runcode/${problemId}`,
      headers: { cookie: user },
      payload: { language: 'python', ...payload },
    });

  beforeAll(async () => {
    test = await createTestApp({
      dialect,
      judging: realJudging,
      env: { AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000' },
    });
    await ensureAdmin(test.context.database, {
      email: 'admin@example.com',
      password: 'Secret1!',
      firstName: 'Admin',
      nowMs: test.context.clock(),
    });
    admin = sessionCookieOf(
      await test.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { emailid: 'admin@example.com', password: 'Secret1!' },
      }),
    );
    user = (await signUp(test.app)).cookie;
    const created = await create(functionBody());
    expect(created.statusCode, created.body).toBe(201);
    problemId = created.json().problem._id;
  }, 600_000);
  afterAll(async () => {
    await test?.close();
  });

  it('refuses a non-admin and a test that is no typed value of the signature, naming the field', async () => {
    expect((await create(functionBody(), user)).statusCode).toBe(403);
    const hidden = [...HIDDEN.slice(0, 2), { input: '[1,2]\nten\n', output: '[0,1]\n' }];
    const refused = await create(
      functionBody({
        hiddentestcases: hidden,
        visibletestcases: [{ input: '[2,7]\n9\n', output: '0 1\n', explanation: 'x' }],
      }),
    );
    expect(refused.statusCode).toBe(400);
    const errors = refused.json().errors as { path: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        {
          path: 'hiddentestcases.2.input',
          message: 'Line 2 (target) is not a JSON value: unexpected "t" at character 1',
        },
        {
          path: 'visibletestcases.0.output',
          message: 'The expected value is not a JSON value: unexpected text after the value at character 3',
        },
      ]),
    );
    const wrongType = await create(functionBody({ hiddentestcases: [{ input: '[1,2]\n3.5\n', output: '[0,1]\n' }] }));
    expect(wrongType.json().errors).toEqual([
      {
        path: 'hiddentestcases.0.input',
        message: 'Line 2 (target) must be an int (a whole number from -2147483648 to 2147483647)',
      },
    ]);
    const badSignature = await create(functionBody({ function: { ...SIGNATURE, returns: 'map<int>' } }));
    expect(badSignature.statusCode).toBe(400);
    expect(badSignature.json().errors[0].path).toBe('function.returns');
  });

  it("checks each reference through its language's driver before saving", async () => {
    const response = await create(
      functionBody({
        referenceCode: functionBody().referenceCode.map((entry) =>
          entry.language === 'Python' ? { ...entry, completecode: REVERSED_PYTHON } : entry,
        ),
      }),
    );
    expect(response.statusCode).toBe(422);
    const python = response.json().report.find((entry: { language: string }) => entry.language === 'Python');
    expect(python).toMatchObject({ passed: false, verdict: 'Wrong Answer' });
    expect(python.failures[0]).toMatchObject({ kind: 'visible', index: 1, actual: '[1,0]\n' });
  });

  it('answers the signature and the stubs as start code on problembyid; a stdin problem answers function null', async () => {
    const page = (await test.app.inject({ method: 'GET', url: `/api/problem/problembyid/${problemId}` })).json();
    expect(page.function).toEqual(SIGNATURE);
    const stubbed = solverLanguages().filter((language) => functionStub(language, SIGNATURE) !== null);
    expect(stubbed).toContain('python');
    expect(page.startCode).toEqual(
      stubbed.map((language) => ({
        language: languageLabel(language),
        initialcode: functionStub(language, SIGNATURE),
      })),
    );
    expect(page.visibletestcases).toEqual([
      { input: '[2,7,11,15]\n9\n', output: '[0, 1]\n', explanation: '2 + 7 = 9.' },
    ]);
    expect(JSON.stringify(page)).not.toContain('[-1,-2,-3,-4,-5]');
    const adminView = (
      await test.app.inject({ method: 'GET', url: `/api/problem/admin/${problemId}`, headers: { cookie: admin } })
    ).json();
    expect(adminView.function).toEqual(SIGNATURE);
    const stdinId = await insertProblem(test.context.database, sumProblem(), test.context.clock());
    const stdinPage = (await test.app.inject({ method: 'GET', url: `/api/problem/problembyid/${stdinId}` })).json();
    expect(stdinPage.function).toBeNull();
    expect(stdinPage.startCode.find((entry: { language: string }) => entry.language === 'C++')).toBeDefined();
  });

  it('judges a LeetCode-form Python submission Accepted and a wrong one Wrong Answer, telling nothing of the hidden test', async () => {
    const accepted = (await submit(REFERENCES.python)).json();
    expect(accepted).toMatchObject({ status: 'accepted', testCasesPassed: 3, testCasesTotal: 3 });
    const wrong = (await submit(REVERSED_PYTHON)).json();
    expect(wrong).toMatchObject({ status: 'wrong', verdict: 'Wrong Answer', errorMessage: 'Wrong Answer on test 1' });
    // What it returned on the hidden test is its output there: never shown to the submitter.
    expect(JSON.stringify(wrong)).not.toContain('[2,1]');
  });

  it('judges LeetCode-form solutions in every other offered language that has a driver', async (context) => {
    const offered = (await test.app.inject({ method: 'GET', url: '/api/languages' })).json().languages as {
      id: string;
    }[];
    const languages = offered
      .map((entry) => entry.id)
      .filter((id) => id in OTHER_SOLUTIONS && functionLanguages().includes(id as never));
    if (languages.length === 0) return context.skip();
    console.info(`function problem judged in ${languages.join(', ')} (offered here, with a driver)`);
    for (const language of languages) {
      const answer = (await submit(OTHER_SOLUTIONS[language]!, language)).json();
      expect({ language, status: answer.status, errorMessage: answer.errorMessage?.slice(0, 2000) ?? null }).toEqual({
        language,
        status: 'accepted',
        errorMessage: null,
      });
    }
  }, 300_000);

  it('refuses a Run or submission in a language the judge offers but has no driver for', async (context) => {
    const offered = (await test.app.inject({ method: 'GET', url: '/api/languages' })).json().languages as {
      id: string;
    }[];
    const language = offered.map((entry) => entry.id).find((id) => !functionLanguages().includes(id as never));
    // Once every installed language has a driver there is nothing left to refuse.
    if (language === undefined) return context.skip();
    const submitted = await submit('anything', language);
    expect(submitted.statusCode).toBe(400);
    expect(submitted.json().message).toMatch(
      new RegExp(
        `^${languageLabel(language).replace(/[+#]/g, '\\$&')} cannot be used for function problems yet: use .*Python`,
      ),
    );
    expect((await run({ code: 'anything', language })).statusCode).toBe(400);
  });

  it('runs custom typed input, showing the returned value beside the reference', async () => {
    const response = await run({ code: REVERSED_PYTHON, customInput: '[1,5,9]\n14\n' });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.testResults).toHaveLength(1);
    expect(result.testResults[0]).toMatchObject({ stdout: '[1,0]\n', expected_output: '[0, 1]\n' });
    expect(result.success).toBe(false);
    expect(result.custom).toMatchObject({ stdout: '[2,1]\n', expectedOutput: '[1,2]\n', status_id: 3 });
    const passing = (await run({ code: REFERENCES.python })).json();
    expect(passing.success).toBe(true);
  });

  it('refuses a Run input that is no typed value, and a deeply nested or huge one, before judging', async () => {
    const unparsable = await run({ code: REFERENCES.python, customInput: '[1,2\n3\n' });
    expect(unparsable.statusCode).toBe(400);
    expect(unparsable.json().message).toBe('Line 1 (nums) is not a JSON value: expected , or ] at character 5');
    const tooFew = await run({ code: REFERENCES.python, customInput: '[1,2]\n' });
    expect(tooFew.json().message).toBe(
      'The input needs 2 lines, one JSON value per parameter (nums, target); it has 1',
    );
    const edited = await run({ code: REFERENCES.python, testCases: [{ input: '[1,2]\n"3"\n' }] });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().message).toBe(
      'Case 1: Line 2 (target) must be an int (a whole number from -2147483648 to 2147483647)',
    );
    const nested = await run({ code: REFERENCES.python, customInput: `${'['.repeat(200_000)}\n1\n` });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toMatch(/^Line 1 \(nums\) is not a JSON value: nested too deeply/);
    const huge = await run({ code: REFERENCES.python, customInput: `[${'1,'.repeat(600_000)}1]\n1\n` });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('Request body is too large');
  });

  it('exports the signature, compact answers and the drivers; the export imports as the same function problem', async () => {
    const exported = await test.app.inject({
      method: 'GET',
      url: `/api/problem/export/${problemId}`,
      headers: { cookie: admin },
    });
    expect(exported.statusCode).toBe(200);
    const files = await unzipFiles(exported.rawPayload);
    expect(files['pair-to-target/problem.yaml']).toContain('function:');
    // 2025-09, the format with included files; its output validation is the default one, said by no key.
    expect(files['pair-to-target/problem.yaml']).toMatch(/^problem_format_version: 2025-09$/m);
    expect(files['pair-to-target/problem.yaml']).not.toMatch(/^validation:/m);
    expect(files['pair-to-target/data/sample/1.ans']).toBe('[0,1]\n');
    expect(files['pair-to-target/include/python3/main.py']).toContain('Solution()');
    expect(Object.keys(files).some((name) => name.includes('/start/'))).toBe(false);

    // Under another folder name it is a new problem, read only from the package.
    const renamed = Object.fromEntries(
      Object.entries(files).map(([name, content]) => [name.replace(/^pair-to-target\//, 'pair-again/'), content]),
    );
    const upload = multipartFile('file', 'pair-again.zip', await zipFiles(renamed));
    const imported = await test.app.inject({
      method: 'POST',
      url: '/api/problem/import',
      headers: { cookie: admin, ...upload.headers },
      payload: upload.payload,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const adminView = async (id: string) =>
      (await test.app.inject({ method: 'GET', url: `/api/problem/admin/${id}`, headers: { cookie: admin } })).json();
    const original = await adminView(problemId);
    const copy = await adminView(imported.json().problem._id);
    expect(copy.function).toEqual(original.function);
    expect(copy.startCode).toEqual(original.startCode);
    const byLanguage = (entries: { language: string }[]) =>
      [...entries].sort((left, right) => left.language.localeCompare(right.language));
    expect(byLanguage(copy.referenceCode)).toEqual(byLanguage(original.referenceCode));
    const values = (tests: { input: string; output: string }[]) =>
      tests.map((entry) => [entry.input, canonicalTypedText(entry.output)]);
    expect(values(copy.visibletestcases)).toEqual(values(original.visibletestcases));
    expect(values(copy.hiddentestcases)).toEqual(values(original.hiddentestcases));
    expect(copy.timeLimitMs).toBe(original.timeLimitMs);
  });

  it('refuses a package whose test does not fit the signature, naming the file', async () => {
    const exported = await test.app.inject({
      method: 'GET',
      url: `/api/problem/export/${problemId}`,
      headers: { cookie: admin },
    });
    const files = await unzipFiles(exported.rawPayload);
    files['pair-to-target/data/secret/02.in'] = '[3,3]\n6.5\n';
    const upload = multipartFile('file', 'pair-to-target.zip', await zipFiles(files));
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/problem/import',
      headers: { cookie: admin, ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Invalid problem package "pair-to-target": data/secret/02.in: Line 2 (target) must be an int (a whole number from -2147483648 to 2147483647)',
    );
  });

  it('refuses to turn a problem with submissions into a stdin/stdout one', async () => {
    const response = await test.app.inject({
      method: 'PATCH',
      url: `/api/problem/update/${problemId}`,
      headers: { cookie: admin },
      payload: {
        ...functionBody({ tags: ['array'] }),
        function: null,
        visibletestcases: [{ input: '1 2\n', output: '3\n', explanation: 'x' }],
        hiddentestcases: [{ input: '1 2\n', output: '3\n' }],
        startCode: ['C++', 'Java', 'JavaScript'].map((language) => ({ language, initialcode: '// start' })),
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^This problem has submissions/);
    // An edit that leaves `function` out keeps the signature, and its tests must still fit it.
    const kept = await test.app.inject({
      method: 'PATCH',
      url: `/api/problem/update/${problemId}`,
      headers: { cookie: admin },
      payload: {
        ...functionBody({ tags: ['array'], function: undefined }),
        hiddentestcases: [{ input: '1 2\n', output: '3\n' }],
        startCode: ['C++', 'Java', 'JavaScript'].map((language) => ({ language, initialcode: '// start' })),
      },
    });
    expect(kept.statusCode).toBe(400);
    expect(kept.json().errors[0]).toEqual({
      path: 'hiddentestcases.0.input',
      message: 'The input needs 2 lines, one JSON value per parameter (nums, target); it has 1',
    });
  });
});

afterAll(async () => {
  await closeSharedJudge();
});
