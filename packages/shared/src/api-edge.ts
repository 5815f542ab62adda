import type { PublicUser, User } from './auth.js';
import type { DashboardStats, DashboardView } from './dashboard.js';
import { languageLabel, normalizeLanguage } from './languages.js';
import type {
  AdminProblem,
  AdminProblemView,
  CodeEntry,
  ProblemDetail,
  ProblemPage,
  ReferenceCode,
  Solutions,
  SolutionsView,
  StartCode,
  TestCaseView,
} from './problem.js';
import type { ProblemFields, ProblemBody } from './problem-schema.js';
import type {
  CustomRunResult,
  RunCaseResult,
  RunOutcome,
  RunResult,
  RunTestResult,
  Submission,
  SubmissionView,
} from './submission.js';

/*
 * The API edge. Clients written against docs/api.md read and send the original API's spellings
 * (`emailid`, `visibletestcases`, `hiddentestcases`, `initialcode`, `completecode`, Judge0's
 * `status_id`, `expected_output` and `compile_output`, and the submit answer's `runTime`,
 * `testcasespassed` and `totalTestcases`), so the wire keeps them. Inside, both apps use
 * camelCase. These functions are the one place that translates: the server's routes call the
 * `to…` ones on the way out and the `…FromBody` ones on the way in; the web app's `api/` files call
 * the `…FromWire` ones on what they fetch. Nothing else names a legacy field (a test checks).
 */

export function toPublicUser(user: User): PublicUser {
  return {
    _id: user._id,
    handle: user.handle,
    firstName: user.firstName,
    lastName: user.lastName,
    emailid: user.email,
    role: user.role,
  };
}

export function userFromWire(user: PublicUser): User {
  return {
    _id: user._id,
    handle: user.handle,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.emailid,
    role: user.role,
  };
}

/** A submission with the submit answer's original spellings beside the camelCase ones (anything else it carries is kept). */
export function toSubmissionView<Value extends Submission>(submission: Value): Value & SubmissionView {
  return {
    ...submission,
    runTime: submission.runtime,
    testcasespassed: submission.testCasesPassed,
    totalTestcases: submission.testCasesTotal,
  };
}

/**
 * The spec's create form stores code entries under the languages' labels (`C++`, `Java`,
 * `JavaScript`, `Python`) and its client matches them exactly, so answers use the labels; inside,
 * the ids (`cpp`, …). Requests may use either (normalizeLanguage).
 */
const languageId = (language: string): string => normalizeLanguage(language) ?? language;

const toStartCode = (entry: CodeEntry): StartCode => ({
  language: languageLabel(entry.language),
  initialcode: entry.code,
});
const toReferenceCode = (entry: CodeEntry): ReferenceCode => ({
  language: languageLabel(entry.language),
  completecode: entry.code,
});
const startCodeFromWire = (entry: StartCode): CodeEntry => ({
  language: languageId(entry.language),
  code: entry.initialcode,
});
const referenceCodeFromWire = (entry: ReferenceCode): CodeEntry => ({
  language: languageId(entry.language),
  code: entry.completecode,
});

export function toProblemDetail(problem: ProblemPage): ProblemDetail {
  const { visibleTests, startCode, referenceCode, ...rest } = problem;
  return {
    ...rest,
    visibletestcases: visibleTests,
    startCode: startCode.map(toStartCode),
    ...(referenceCode ? { referenceCode: referenceCode.map(toReferenceCode) } : {}),
  };
}

export function problemPageFromWire(problem: ProblemDetail): ProblemPage {
  const { visibletestcases, startCode, referenceCode, ...rest } = problem;
  return {
    ...rest,
    visibleTests: visibletestcases ?? [],
    startCode: (startCode ?? []).map(startCodeFromWire),
    ...(referenceCode ? { referenceCode: referenceCode.map(referenceCodeFromWire) } : {}),
  };
}

export function toSolutionsView(solutions: Solutions): SolutionsView {
  return { ...solutions, referenceCode: solutions.referenceCode.map(toReferenceCode) };
}

export function solutionsFromWire(view: SolutionsView): Solutions {
  return { ...view, referenceCode: (view.referenceCode ?? []).map(referenceCodeFromWire) };
}

export function toAdminProblemView(problem: AdminProblem): AdminProblemView {
  const { visibleTests, hiddenTests, startCode, referenceCode, ...rest } = problem;
  return {
    ...rest,
    visibletestcases: visibleTests,
    hiddentestcases: hiddenTests,
    startCode: startCode.map(toStartCode),
    referenceCode: referenceCode.map(toReferenceCode),
  };
}

/** A create or update body (already parsed by its schema) as the fields the server stores. */
export function problemFieldsFromBody<Body extends ProblemBody>(body: Body): ProblemFields<Body> {
  const { visibletestcases, hiddentestcases, startCode, referenceCode, ...rest } = body;
  return {
    ...rest,
    visibleTests: visibletestcases.map((test) => ({
      input: test.input,
      output: test.output,
      explanation: test.explanation,
      ...(test.interaction !== undefined ? { interaction: test.interaction } : {}),
    })),
    hiddenTests: hiddentestcases.map((test) => ({ input: test.input, output: test.output })),
    startCode: (startCode ?? []).map(startCodeFromWire),
    referenceCode: referenceCode.map(referenceCodeFromWire),
  } as ProblemFields<Body>;
}

/** Fields in the app's spelling as a create or update body (the admin form sends it; the package reader checks it against the form's rules). */
export function toProblemBody<Fields extends CodeAndTests>(fields: Fields) {
  const { visibleTests, hiddenTests, startCode, referenceCode, ...rest } = fields;
  return {
    ...rest,
    visibletestcases: visibleTests.map((test) => ({
      input: test.input,
      output: test.output,
      explanation: test.explanation ?? '',
      ...(test.interaction !== undefined ? { interaction: test.interaction } : {}),
    })),
    hiddentestcases: hiddenTests.map((test) => ({ input: test.input, output: test.output })),
    startCode: startCode.map(toStartCode),
    referenceCode: referenceCode.map(toReferenceCode),
  };
}

type CodeAndTests = {
  visibleTests: TestCaseView[];
  hiddenTests: { input: string; output: string }[];
  startCode: CodeEntry[];
  referenceCode: CodeEntry[];
};

function toRunTestResult(result: RunCaseResult): RunTestResult {
  const { statusId, expectedOutput, compileOutput, ...rest } = result;
  return {
    ...rest,
    status_id: statusId,
    expected_output: expectedOutput,
    ...(compileOutput !== undefined ? { compile_output: compileOutput } : {}),
  };
}

function runCaseFromWire(result: RunTestResult): RunCaseResult {
  const { status_id, expected_output, compile_output, ...rest } = result;
  return {
    ...rest,
    statusId: status_id,
    expectedOutput: expected_output,
    ...(compile_output !== undefined ? { compileOutput: compile_output } : {}),
  };
}

export function toRunResult(outcome: RunOutcome): RunResult {
  const { testResults, custom, ...rest } = outcome;
  return {
    ...rest,
    testResults: testResults.map(toRunTestResult),
    ...(custom ? { custom: toCustomRun(custom) } : {}),
  };
}

export function runOutcomeFromWire(result: RunResult): RunOutcome {
  const { testResults, custom, ...rest } = result;
  return {
    ...rest,
    testResults: (testResults ?? []).map(runCaseFromWire),
    ...(custom ? { custom: customRunFromWire(custom) } : {}),
  };
}

function toCustomRun(custom: CustomRunResult): NonNullable<RunResult['custom']> {
  const { statusId, ...rest } = custom;
  return { ...rest, status_id: statusId };
}

function customRunFromWire(custom: NonNullable<RunResult['custom']>): CustomRunResult {
  const { status_id, ...rest } = custom;
  return { ...rest, statusId: status_id };
}

export function toDashboardView(stats: DashboardStats): DashboardView {
  const { email, ...user } = stats.user;
  return { ...stats, user: { ...user, emailid: email } };
}

export function dashboardFromWire(view: DashboardView): DashboardStats {
  const { emailid, ...user } = view.user;
  return { ...view, user: { ...user, email: emailid } };
}
