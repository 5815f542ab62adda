import { describe, expect, it } from 'vitest';
import {
  dashboardFromWire,
  problemFieldsFromBody,
  problemPageFromWire,
  runOutcomeFromWire,
  solutionsFromWire,
  toDashboardView,
  toProblemBody,
  toProblemDetail,
  toPublicUser,
  toRunResult,
  toSolutionsView,
  toSubmissionView,
  userFromWire,
} from './api-edge.js';
import type { User } from './auth.js';
import type { DashboardStats } from './dashboard.js';
import type { ProblemPage } from './problem.js';
import { createProblemSchema } from './problem-schema.js';
import type { RunOutcome, Submission } from './submission.js';

const user: User = { _id: 'u1', firstName: 'Ada', lastName: null, email: 'ada@example.com', role: 'user' };

describe('the API edge', () => {
  it('answers a user with emailid and reads it back', () => {
    expect(toPublicUser(user)).toEqual({
      _id: 'u1',
      firstName: 'Ada',
      lastName: null,
      emailid: 'ada@example.com',
      role: 'user',
    });
    expect(userFromWire(toPublicUser(user))).toEqual(user);
  });

  it('answers a submission with both spellings, keeping what else it carries', () => {
    const submission: Submission & { countedForContest: boolean } = {
      _id: 's1',
      problemId: 'p1',
      language: 'cpp',
      status: 'accepted',
      runtime: 0.25,
      memory: 2048,
      testCasesPassed: 4,
      testCasesTotal: 4,
      errorMessage: null,
      code: 'int main(){}',
      createdAt: '2026-01-01T00:00:00.000Z',
      countedForContest: true,
    };
    expect(toSubmissionView(submission)).toEqual({
      ...submission,
      runTime: 0.25,
      testcasespassed: 4,
      totalTestcases: 4,
    });
  });

  it("answers a run in Judge0's spelling and reads it back unchanged", () => {
    const outcome: RunOutcome = {
      success: false,
      error: 'Compilation Error',
      testResults: [
        {
          statusId: 6,
          status: 'Compilation Error',
          time: 0,
          memory: 0,
          stdin: '1 2\n',
          expectedOutput: '3\n',
          stdout: '',
          stderr: '',
          compileOutput: 'main.cpp:1: error',
        },
        { statusId: 3, time: 0.01, memory: 900, stdin: '1\n', expectedOutput: null, stdout: '1\n', stderr: '' },
      ],
      custom: { stdin: '5\n', stdout: '5\n', stderr: '', statusId: 3, expectedOutput: '5\n' },
    };
    const wire = toRunResult(outcome);
    expect(wire.testResults[0]).toEqual({
      status_id: 6,
      status: 'Compilation Error',
      time: 0,
      memory: 0,
      stdin: '1 2\n',
      expected_output: '3\n',
      stdout: '',
      stderr: '',
      compile_output: 'main.cpp:1: error',
    });
    expect(wire.testResults[1]).not.toHaveProperty('compile_output');
    expect(wire.custom).toEqual({ stdin: '5\n', stdout: '5\n', stderr: '', status_id: 3, expectedOutput: '5\n' });
    expect(JSON.stringify(wire)).not.toMatch(/statusId|compileOutput|"expectedOutput":"3/);
    expect(runOutcomeFromWire(wire)).toEqual(outcome);
  });

  it('answers a problem page with visibletestcases, initialcode and completecode, and reads it back', () => {
    const page: ProblemPage = {
      _id: 'p1',
      title: 'Sum',
      difficulty: 'easy',
      tags: ['math'],
      description: 'Add.',
      statementHtml: '<p>Add.</p>',
      visibleTests: [{ input: '1 2\n', output: '3\n', explanation: 'one and two' }],
      startCode: [{ language: 'cpp', code: '// start' }],
      referenceCode: [{ language: 'cpp', code: '// reference' }],
      solvedByUser: false,
      timeLimitMs: 2000,
      memoryLimitMb: 256,
      contestMode: null,
    };
    const wire = toProblemDetail(page);
    expect(wire).toMatchObject({
      visibletestcases: page.visibleTests,
      startCode: [{ language: 'C++', initialcode: '// start' }],
      referenceCode: [{ language: 'C++', completecode: '// reference' }],
    });
    expect(wire).not.toHaveProperty('visibleTests');
    expect(problemPageFromWire(wire)).toEqual(page);
    const { referenceCode: _hidden, ...withoutReference } = page;
    expect(toProblemDetail(withoutReference)).not.toHaveProperty('referenceCode');
  });

  it("answers code entries under the spec form's language labels and reads either spelling", () => {
    const entries = ['cpp', 'java', 'javascript', 'python'].map((language) => ({ language, code: language }));
    const wire = toSolutionsView({ referenceCode: entries, submissions: [] });
    expect(wire.referenceCode.map((entry) => entry.language)).toEqual(['C++', 'Java', 'JavaScript', 'Python']);
    expect(solutionsFromWire(wire).referenceCode).toEqual(entries);
    expect(
      solutionsFromWire({ referenceCode: [{ language: 'cpp', completecode: 'x' }], submissions: [] }).referenceCode,
    ).toEqual([{ language: 'cpp', code: 'x' }]);
  });

  it('reads a create body into fields and writes them back as the same body', () => {
    const body = createProblemSchema.parse({
      title: 'Sum',
      description: 'Add.',
      difficulty: 'easy',
      tags: 'array',
      visibletestcases: [{ input: '1 2', output: '3', explanation: 'x' }],
      hiddentestcases: [{ input: '5 6', output: '11' }],
      startCode: ['cpp', 'java', 'javascript'].map((language) => ({ language, initialcode: `// ${language}` })),
      referenceCode: ['cpp', 'java', 'javascript'].map((language) => ({ language, completecode: `// ${language}` })),
    });
    const fields = problemFieldsFromBody(body);
    expect(fields.startCode[0]).toEqual({ language: 'cpp', code: '// cpp' });
    expect(fields.hiddenTests).toEqual([{ input: '5 6', output: '11' }]);
    expect(fields).not.toHaveProperty('visibletestcases');
    expect(createProblemSchema.parse(toProblemBody(fields))).toEqual(body);
  });

  it('translates solutions and the dashboard both ways', () => {
    const solutions = { referenceCode: [{ language: 'java', code: 'class Main {}' }], submissions: [] };
    expect(toSolutionsView(solutions)).toEqual({
      referenceCode: [{ language: 'Java', completecode: 'class Main {}' }],
      submissions: [],
    });
    expect(solutionsFromWire(toSolutionsView(solutions))).toEqual(solutions);

    const stats = { user: { _id: 'u1', firstName: 'Ada', lastName: null, email: 'ada@example.com' } } as DashboardStats;
    expect(toDashboardView(stats).user).toEqual({
      _id: 'u1',
      firstName: 'Ada',
      lastName: null,
      emailid: 'ada@example.com',
    });
    expect(dashboardFromWire(toDashboardView(stats))).toEqual(stats);
  });
});
