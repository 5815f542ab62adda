import type { CheckingInput } from './checking.js';
import type { FunctionSignature } from './function-problem.js';
import type { InteractorInput, ProblemType, ScoringGroupInput, ScoringGroupView } from './scoring.js';

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Tag filter options on the home screen (docs/product.md §9). */
export const HOME_TAGS = ['array', 'linkedList', 'graph', 'dp', 'string'] as const;
/** Tag choices of the create-problem form (docs/product.md §9). */
export const CREATE_FORM_TAGS = ['array', 'linkedList', 'graph', 'dp'] as const;

export type TestCaseView = {
  input: string;
  output: string;
  explanation?: string;
  /**
   * An interactive problem's sample as the Kattis `.interaction` file shows it: lines starting with
   * `<` are what the program reads (sent by the interactor), `>` what it writes; `---` separates passes.
   */
  interaction?: string;
};
/** A language's starting or reference code as both apps hold it. */
export type CodeEntry = { language: string; code: string };
/** The API's spelling of a starting code entry (docs/api.md). */
export type StartCode = { language: string; initialcode: string };
/** The API's spelling of a reference solution entry (docs/api.md). */
export type ReferenceCode = { language: string; completecode: string };

/** A problem as lists show it: only what a row needs. */
export type ProblemSummary = { _id: string; title: string; difficulty: Difficulty; tags: string[] };

/**
 * A row of GET /problem/getAllProblem. `acceptanceRate` is accepted submissions ÷ judged
 * submissions as a percentage (0–100, one decimal), null while nobody has submitted.
 */
export type ProblemListEntry = ProblemSummary & {
  acceptanceRate: number | null;
  /** Only in an admin's list, which holds every problem; everyone else gets the practice set. */
  visibility?: ProblemVisibility;
  /** Only in an admin's list: the problem's address name, which its search box matches too. */
  slug?: string | null;
  /** Scored or interactive; left out for pass-fail problems (most of them). */
  type?: ProblemType;
};

/** A problem as its page shows it, as both apps hold it — never hidden tests. The API answers it as `ProblemDetail`. */
export type ProblemPage = ProblemSummary & {
  description: string;
  /**
   * The statement as the page shows it: `description` rendered from Markdown on the server,
   * sanitised, maths typeset by KaTeX, a leading heading that repeats the title dropped.
   */
  statementHtml: string;
  visibleTests: TestCaseView[];
  startCode: CodeEntry[];
  referenceCode?: CodeEntry[];
  solvedByUser: boolean;
  timeLimitMs: number;
  memoryLimitMb: number;
  secureUrl?: string | null;
  thumbnailUrl?: string | null;
  duration?: number | null;
  /**
   * Set while a contest that contains this problem runs (null otherwise, and always for admins):
   * its AI tutor, discussions, editorial and others' solutions are closed until `endTime`, and
   * `message` says so in the words the page shows.
   */
  contestMode: ContestMode | null;
  /** Pass-fail, scored or interactive (always sent by the server; optional for older clients' fixtures). */
  type?: ProblemType;
  /** Scored problems: each group's name and points, in order (never which hidden tests it holds). */
  scoringGroups?: ScoringGroupView[];
  /** Scored problems, signed-in viewers: their best score so far (null before any judged submission). */
  bestScore?: number | null;
  /**
   * A function problem's signature (LeetCode's form: the user writes only the function, and
   * `startCode` holds its stub in every language that has one); null for a stdin/stdout problem.
   * Optional for older clients' fixtures; the server always sends it.
   */
  function?: FunctionSignature | null;
};

/** GET /problem/problembyid/:id in the API's spelling. */
export type ProblemDetail = Omit<ProblemPage, 'visibleTests' | 'startCode' | 'referenceCode'> & {
  visibletestcases: TestCaseView[];
  startCode: StartCode[];
  referenceCode?: ReferenceCode[];
};

/** Everything about a problem, hidden tests and reference code included: the admin edit form's (it edits the Markdown, so no rendered statement). */
export type AdminProblem = ProblemSummary & {
  description: string;
  visibleTests: TestCaseView[];
  hiddenTests: TestCaseView[];
  startCode: CodeEntry[];
  referenceCode: CodeEntry[];
  timeLimitMs: number;
  memoryLimitMb: number;
  slug: string | null;
  visibility: ProblemVisibility;
  type?: ProblemType;
  /** Scored problems: the groups of hidden tests (0-based indices) with their points; null for pass-fail. */
  scoring?: { groups: ScoringGroupInput[] } | null;
  /**
   * Interactive problems whose interactor the form can edit (C++ or Python); null otherwise. An
   * imported interactor in another language is kept on save but not shown.
   */
  interactor?: InteractorInput | null;
  /** A batch problem's output check as the form edits it; left out when the form cannot (an imported validator of several files, or an interactive problem). */
  checking?: CheckingInput;
  /** A function problem's signature; null for a stdin/stdout problem (see ProblemPage). */
  function?: FunctionSignature | null;
};

/** GET /problem/admin/:id in the API's spelling. */
export type AdminProblemView = Omit<AdminProblem, 'visibleTests' | 'hiddenTests' | 'startCode' | 'referenceCode'> & {
  visibletestcases: TestCaseView[];
  hiddentestcases: TestCaseView[];
  startCode: StartCode[];
  referenceCode: ReferenceCode[];
};

/** One other user's accepted submission on the Solutions tab. */
export type SolutionSummary = {
  _id: string;
  language: string;
  /** seconds */ runtime: number;
  /** kB */ memory: number;
  author: string;
  /** The author is Codeyard staff (an admin): shown with a badge beside the name, so nobody else passes for them. Present only when true. */
  staff?: true;
  createdAt: string;
};

/** The Solutions tab as both apps hold it; the API answers it as `SolutionsView`. */
export type Solutions = { referenceCode: CodeEntry[]; submissions: SolutionSummary[] };
/** GET /problem/solutions/:id in the API's spelling. */
export type SolutionsView = { referenceCode: ReferenceCode[]; submissions: SolutionSummary[] };

/** A running contest that closes a problem's help (see ProblemDetail.contestMode). */
export type ContestMode = { contestId: string; contestTitle: string; endTime: string; message: string };

/**
 * Who sees a problem outside the admin screens:
 * - `public`: the practice set; listed and open to everyone.
 * - `contest`: reserved for contests until one of them ends, then practice (the default for
 *   problems made for a contest).
 * - `reserved`: only ever seen through a running contest; never practice.
 */
export const PROBLEM_VISIBILITIES = ['public', 'contest', 'reserved'] as const;
export type ProblemVisibility = (typeof PROBLEM_VISIBILITIES)[number];

export const PROBLEM_VISIBILITY_LABELS: Record<ProblemVisibility, string> = {
  public: 'Public practice problem',
  contest: 'Contest problem: becomes practice when its contest ends',
  reserved: 'Contest only: stays reserved after its contest',
};

/** The same, short enough for a table column (the admin problem list's Visibility). */
export const PROBLEM_VISIBILITY_SHORT_LABELS: Record<ProblemVisibility, string> = {
  public: 'Public',
  contest: 'Contest, then practice',
  reserved: 'Contest only',
};

/** Why help on a problem is closed while its contest runs (shown on the tabs and in 403 answers). */
export function contestModeMessage(contestTitle: string): string {
  return `Closed during the contest "${contestTitle}": the AI tutor, discussions, editorial and others' solutions of its problems open when it ends.`;
}

export const problemMessages = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  visibleRequired: 'At least one visible test case required',
  hiddenRequired: 'At least one hidden test case required',
  inputRequired: 'Input is required',
  outputRequired: 'Output is required',
  explanationRequired: 'Explanation is required',
  allThreeLanguages: 'All three languages required',
  initialCodeRequired: 'Initial code is required',
  completeCodeRequired: 'Complete code is required',
  notFound: 'Problem not found',
  visibilityInvalid: 'Visibility must be public, contest or reserved',
  visibilityUpdated: 'Problem visibility updated',
  functionNotInteractive: 'A function problem cannot be interactive: its tests are typed values',
} as const;
