import { languageOfFile, languageRow } from '@codeyard/shared/languages';
import type { SandboxEnvironment } from '../sandbox/sandbox-factory.js';
import type { LanguageId } from '../types.js';

/** Where things are inside the sandbox. */
export const BUILD_DIRECTORY = '/box/build';
export const PROGRAM_DIRECTORY = '/box/program';
/** What the languages' start-up work made (Language.prepare), one folder or file per tool, read-only. */
export const TOOLS_DIRECTORY = '/box/tools';

export type CompileContext = {
  /** File name the source was saved under, inside BUILD_DIRECTORY. */
  sourceFile: string;
  /**
   * Every source file of a program that is a folder (the main one first), each a path relative to
   * BUILD_DIRECTORY; languages that compile several files together take them all. Default: [sourceFile].
   */
  sourceFiles?: string[];
  /** Names of the tools (see ProgramRecipe.prepare) present in TOOLS_DIRECTORY for this compile. */
  tools: ReadonlySet<string>;
};

/** What a language's start-up work gets from Judge.create. */
export type PrepareContext = {
  environment: SandboxEnvironment;
  /** The judge's cache folder, where what is made is kept between starts. */
  cacheDirectory: string;
  /** What the toolchain's version command printed: a new version has its tool made anew. */
  version: string;
};

/**
 * Start-up work for a language's compiler, which Judge.create does once the toolchain is found
 * (and which is kept in the cache per version): C++'s precompiled header, javac's and kotlinc's
 * class-data archives, the TypeScript compiler's folder. What it makes is a tool, mounted read-only
 * at TOOLS_DIRECTORY/<tool> while this language compiles.
 */
export type LanguagePreparation = {
  tool: string;
  /** Names it in the language's error when it cannot be made: "precompiled header". */
  what: string;
  /**
   * Whether the language needs it. A speed-up (false) is skipped when JudgeOptions.speedUps is
   * false, and its failure only noted; a language without its required tool is not offered.
   */
  required: boolean;
  /** Makes the tool, or finds it made for this version, and answers its host path. */
  make(context: PrepareContext): Promise<string>;
};

export type RunContext = {
  /** What the compile step recorded, e.g. Java's main class. */
  entryPoint: string;
  /** Memory limit of the run in MiB. */
  memoryLimitMb: number;
  /** Stack limit of the run in kB. */
  stackKb: number;
};

/** The files a compile command is given: every source of a folder, or the one source file. */
export function compiledSources(context: CompileContext): string[] {
  return context.sourceFiles ?? [context.sourceFile];
}

/**
 * How to build and start one kind of program: a language's (below), or a folder's own `build` and
 * `run` scripts (build-run.ts). The compile cache and the sandboxes need no more than this.
 */
export type ProgramRecipe = {
  /** Names the recipe in the compile cache's key; a language's is its row's id in the language table. */
  id: string;
  /**
   * Where the file name depends on the source (Java's public class); undefined (or none): the
   * language table's `sourceFileName` (see sourceFileFor).
   */
  sourceFileName?(source: string): string | undefined;
  /** Compiler or syntax check, run in the sandbox with BUILD_DIRECTORY as working directory. */
  compileCommand(context: CompileContext): string[];
  /**
   * What the run step starts from, e.g. the class holding main; `fileName` is the main source's
   * name in the build directory (a folder's own, else sourceFileFor's).
   */
  entryPoint(source: string, fileName: string): string;
  /** The program, run in the sandbox with the compile step's output at PROGRAM_DIRECTORY. */
  runCommand(context: RunContext): string[];
  /** Start-up work: a tool the compile step uses, made once per toolchain version. */
  prepare?: LanguagePreparation;
  /** Files the compile step may delete from the artefact (sources of compiled languages). */
  keepSource: boolean;
  /**
   * Memory the runtime needs beyond the program's own, in MiB (JVM and V8 baselines), added to the
   * sandbox's hard memory limit so the program gets the memory the problem promises.
   */
  memoryOverheadMb: number;
  /** Processes and threads a run may have (runtimes start helper threads). */
  processes: number;
  openFiles: number;
  /** Whether an address-space limit is safe when no cgroup limits memory (runtimes reserving huge heaps say no). */
  addressSpaceLimit: boolean;
  /** Text on stderr that means the runtime ran out of memory. */
  outOfMemoryMarkers: string[];
  environment: Record<string, string>;
  /**
   * Compile limits beyond the judge's, for heavy compilers (kotlinc runs on the JVM): the judge's CPU and
   * wall-clock limits are multiplied by `timeFactor`, and its memory raised to at least `memoryMb`.
   */
  compileLimits?: { timeFactor?: number; memoryMb?: number };
};

/**
 * A language's toolchain is data: how to check or compile a program, and run it. Its identity (label,
 * file endings, file name, package code, CLICS and editor names) is its row in the language table
 * (packages/shared/src/languages.ts). The judge has no per-language branches; adding a language is
 * adding its row and one of these files (listed in registry.ts).
 */
export type Language = ProgramRecipe & {
  /** Its row's id in the language table. */
  id: LanguageId;
  /** The compiler or runtime and dialect, as the picker's tooltip shows it: "Rust (rustc 1.63, 2021 edition)". */
  name: string;
  /** Command on the host that prints the toolchain version (part of the compile cache key). */
  versionCommand: string[];
  /** Why a source cannot be judged here although its file ending is this language's (Python 2), if it cannot. */
  unsupportedSource?(source: string): string | undefined;
  /**
   * How a folder of this language's files shows its main file where no file is named main (see
   * package/program-folder.ts): `packageMain` starts the folder as a package when it is at its top
   * (Python's __main__.py), and `declaration` is the code that marks a file as where a program
   * starts (default: a main function).
   */
  mainFile?: { packageMain?: string; declaration?: RegExp };
  /** Echoes stdin: run at start-up so a broken toolchain is found at boot. */
  selfTestSource: string;
  /**
   * What the problem page opens on when a problem brings no start code (Kattis and DOMjudge packages
   * have no place for it): a complete program that prints nothing and either reads the whole input
   * as tokens (`batch`) or, for an interactive problem, reads line by line and flushes after every
   * line it writes (reading everything first would wait for ever).
   */
  startCode: { batch: string; interactive: string };
  /** A+B (two integers on a line; their sum), with `marker` in a comment: bench:judge's program. */
  additionSource(marker: string): string;
  /**
   * How an optional language (`optional` in its row: installed on demand by `npm run judge --
   * install`) is installed: the Debian packages of its toolchain (none when it comes from npm). A
   * missing one is not offered; the judge still starts.
   */
  install?: { debianPackages: string[] };
};

export const DEFAULT_ENVIRONMENT: Record<string, string> = {
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: '/tmp',
  LANG: 'C.UTF-8',
  TMPDIR: '/tmp',
};

/**
 * The name a source is written under for the compiler: the recipe's own rule, else its language's
 * row in the table. A recipe that is no language (build-run) always has a rule of its own.
 */
export function sourceFileFor(recipe: ProgramRecipe, source: string): string {
  return recipe.sourceFileName?.(source) ?? languageRow(recipe.id).sourceFileName;
}

/**
 * Whether a file is written in a recipe's language by its ending (the table's rule, languageOfFile);
 * never for a recipe that is no language (build-run), whose folder is built by its own script.
 */
export function isSourceOf(recipe: ProgramRecipe, fileName: string): boolean {
  return languageOfFile(fileName) === recipe.id;
}

/** Whether a language is installed on demand (its row says), so a judge may lack it and still start. */
export function isOptional(language: Language): boolean {
  return languageRow(language.id).optional;
}
