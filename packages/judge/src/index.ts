/**
 * @codeyard/judge — a sandboxed compile-once, run-many judge for C, C++, Java, JavaScript and Python.
 * See docs/judge.md.
 */
export { Judge, DEFAULT_OUTPUT_LIMIT_BYTES, type JudgeOptions } from './judge.js';
export { JudgeClosingError, JudgeUnavailableError, LanguageUnavailableError } from './errors.js';
export { FairQueue, type JobKind, type JobTicket } from './fair-queue.js';
export { STATUS, statusById, statusIdsForName, isRuntimeError, type Status, type StatusKey } from './status.js';
export { judgeLanguages, languageById, languageForFile, registerJudgeLanguage } from './languages/registry.js';
export { sourceFileFor, type Language, type LanguagePreparation } from './languages/language.js';
export { checkLines } from './checkers/lines.js';
export { checkExact } from './checkers/exact.js';
export { checkTokens, type TokenOptions } from './checkers/tokens.js';
export type { CheckResult } from './checkers/check-result.js';
export { defaultCacheDirectory } from './sandbox/prepare.js';
export * from './types.js';
export {
  readProblemPackage,
  readTimeLimitFile,
  programFileLanguage,
  testNameInData,
  EXPECTED_VERDICTS,
  type ExpectedVerdict,
  type PackageSubmission,
  type PackageTest,
  type ProblemPackage,
} from './package/read-problem-package.js';
export {
  verifyProblemPackage,
  verifyPackage,
  verdictFolder,
  scoredVerdictFolder,
  type VerifyLine,
  type VerifyJudgedLine,
  type VerifySkippedLine,
  type VerifySummaryLine,
  type VerifyOptions,
} from './package/verify-problem-package.js';
export { parseValidatorFlags, parseValidatorArguments } from './package/validator-flags.js';
export {
  formatVersionOf,
  formatVersionLabel,
  unsupportedProblemYaml,
  type FormatVersion,
} from './package/format-version.js';
export { readTestArguments, type TestArguments } from './package/test-data-settings.js';
export {
  readSubmissionsYaml,
  rulesFor,
  SUBMISSIONS_YAML,
  type ExpectationRule,
  type KattisVerdict,
  type Requirement,
  type SubmissionsYaml,
} from './package/submissions-yaml.js';
export { unmetRequirements, unmetWhenPassingEveryTest, type JudgedTests } from './package/submission-expectations.js';
export { readChecker } from './package/output-validator.js';
export {
  readIncludedFiles,
  includedFor,
  withIncludedFiles,
  packageLanguageCode,
  DEFAULT_INCLUDE,
  type IncludedFiles,
} from './package/included-files.js';
export { declaredProblemTypes, isScoringProblem, unsupportedProblemType } from './package/problem-type.js';
export { withProblemType } from './package/read-problem-package.js';
export { readScoring, type ProblemScoring, type ScoringSource } from './scoring/read-scoring.js';
export { unsupportedTestDataSettings } from './package/test-data-settings.js';
export {
  scoreSubmission,
  graderVerdictForStatus,
  testOutcomeOf,
  testGroupsFromSubtasks,
  type GroupScore,
  type SubmissionScore,
  type Subtask,
} from './scoring/score-submission.js';
export {
  judgeGroups,
  type TestGroup,
  type TestOutcome,
  type GroupSettings,
  type GroupOutcome,
} from './scoring/test-groups.js';
export {
  grade,
  parseGraderFlags,
  type GraderVerdict,
  type GraderResult,
  type GraderFlags,
} from './scoring/default-grader.js';
export { isPolygonPackage, readPolygonPlan } from './package/polygon/read-polygon-plan.js';
export { PolygonPackageError } from './package/polygon/problem-xml.js';
export type {
  PolygonPlan,
  PolygonPlanTest,
  PolygonProgram,
  PolygonSolution,
  PolygonStatement,
} from './package/polygon/polygon-plan.js';
export {
  DEFAULT_POLYGON_LIMITS,
  type PolygonPreparationLimits,
  type PreparedPolygonTest,
} from './package/polygon/prepare-polygon-tests.js';
export { preparePolygonPackage, type PolygonPreparation } from './package/polygon/prepare-polygon-package.js';
export { polygonChecker, polygonProblemPackage, tagVerdicts } from './package/polygon/polygon-package.js';
export { polygonScoringTree, type PolygonGroup } from './package/polygon/polygon-scoring.js';
export {
  functionDriver,
  functionLanguages,
  functionLanguageProblem,
  asFunctionProgram,
  FunctionLanguageError,
  type FunctionDriver,
} from './functions/index.js';
export { checkTypedTests, readFunctionSignature } from './package/function-signature.js';
