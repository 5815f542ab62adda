import {
  polygonChecker,
  polygonScoringTree,
  readPolygonPlan,
  PolygonPackageError,
  type PolygonPlan,
  type PolygonPreparation,
  type VerifyJudgedLine,
} from '@codeyard/judge';
import { solverLanguages, type CodeEntry } from '@codeyard/shared';
import { AppError } from '../errors.js';
import type { ProblemInput } from '../services/problems/problem-model.js';
import { slugify } from '../services/problems/slugs.js';
import { checkImportRules } from './import-rules.js';
import { generatedStartCode } from './package-code.js';
import { PackageError } from './package-error.js';
import { polygonStatementMarkdown } from './polygon-statement.js';

/** What importing a Polygon package needs of the judge (the judging service happens to satisfy it). */
export type PolygonPreparer = { preparePolygon(plan: PolygonPlan): Promise<PolygonPreparation> };

/** Where in a Polygon package each create-form field comes from, for error messages. */
const POLYGON_PLACES: Record<string, string> = {
  title: 'problem.xml <names>',
  tags: 'problem.xml <tags>',
  referenceCode: 'problem.xml <solutions> (main and accepted)',
};

/** Codeforces' tags that name one of Codeyard's own; the others are Polygon's words, not Codeyard's. */
const CODEYARD_TAGS: Record<string, string> = { dp: 'dp', graphs: 'graph', strings: 'string', trees: 'graph' };

function codeyardTags(plan: PolygonPlan): string[] {
  const tags = [...new Set(plan.tags.flatMap((tag) => CODEYARD_TAGS[tag.toLowerCase()] ?? []))];
  return tags.length > 0 ? tags : ['array'];
}

/**
 * The main solution and the accepted ones, one per language in the problem page's order (the
 * main first within its language): the problem's reference code.
 */
function referenceCode(plan: PolygonPlan): CodeEntry[] {
  const accepted = plan.solutions
    .filter((solution) => (solution.tag === 'main' || solution.tag === 'accepted') && solution.language)
    .sort((left, right) => Number(right.tag === 'main') - Number(left.tag === 'main'));
  return solverLanguages().flatMap((language) => {
    const solution = accepted.find((candidate) => candidate.language === language);
    return solution ? [{ language, code: solution.source }] : [];
  });
}

/** Every judged solution whose verdict its tag does not allow, as one message; null when all agree. */
function disagreements(plan: PolygonPlan, lines: VerifyJudgedLine[]): string | null {
  const wrong = lines.filter((line) => !line.ok);
  if (wrong.length === 0) return null;
  const tagOf = (file: string) => plan.solutions.find((solution) => solution.file === file)?.tag ?? '?';
  return wrong
    .map((line) => {
      const score = line.score !== undefined ? `, ${line.score} of ${line.maxScore} points` : '';
      return `${line.file} (tagged ${tagOf(line.file)}) got ${line.status}${score}`;
    })
    .join('; ');
}

/**
 * Reads a Polygon package (full or standard) into a problem: its tests made and its tagged
 * solutions judged by the judge (in the sandbox), then the limits (ms, and bytes to MiB), every
 * test hidden and the samples also shown, the testlib checker or interactor, the groups' tree of a
 * scored testset, the English statement as Markdown, the main and accepted solutions as reference
 * code, start code made for it. A package whose tests cannot be made or that breaks the import
 * rules throws PackageError (400); one whose solutions disagree with their tags AppError 422.
 */
export async function readPolygonImport(directory: string, judging: PolygonPreparer): Promise<ProblemInput> {
  let plan: PolygonPlan;
  try {
    plan = await readPolygonPlan(directory);
  } catch (error) {
    throw error instanceof PolygonPackageError ? new PackageError(error.message) : error;
  }
  if (!plan.statement) throw new PackageError('there is no statement (statements/english/problem-properties.json)');
  const description = polygonStatementMarkdown(plan.statement);

  const prepared = await judging.preparePolygon(plan);
  if (!prepared.ok) throw new PackageError(prepared.error);
  const judged = prepared.lines.filter((line): line is VerifyJudgedLine => 'actual' in line);
  const disagreeing = disagreements(plan, judged);
  if (disagreeing) throw new AppError('UNPROCESSABLE', `Solutions disagree with their tags — ${disagreeing}`);

  const { tests } = prepared;
  if (!tests.some((test) => test.sample))
    throw new PackageError('problem.xml: no test is marked sample="true" (the problem page shows the samples)');
  const code = referenceCode(plan);
  const checker = polygonChecker(plan);
  const problem: ProblemInput = {
    slug: plan.shortName ? slugify(plan.shortName) : null,
    title: plan.name,
    description,
    difficulty: 'medium',
    tags: codeyardTags(plan),
    visibleTests: tests
      .filter((test) => test.sample)
      .map((test) => ({ input: test.input, output: test.answer, explanation: '' })),
    // Codeforces judges every test, the samples among them.
    hiddenTests: tests.map((test) => ({ input: test.input, output: test.answer })),
    startCode: generatedStartCode({ interactive: checker.kind === 'interactive', referenceCode: code }),
    referenceCode: code,
    timeLimitMs: plan.timeLimitMs,
    memoryLimitMb: plan.memoryLimitMb,
    checker,
    sourceHash: null,
    scoring: plan.scored ? polygonScoringTree(tests, plan.groups) : null,
  };
  checkImportRules(problem, {
    fields: POLYGON_PLACES,
    statement: plan.statement.file,
    timeLimit: 'problem.xml: <time-limit>',
    memory: 'problem.xml: <memory-limit>',
  });
  return problem;
}
