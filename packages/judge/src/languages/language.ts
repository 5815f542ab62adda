import { languageRow } from '@codeyard/shared';
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
  /** Names of the tools (see Language.prepare) present in TOOLS_DIRECTORY for this compile. */
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

/**
 * A language's toolchain is data: how to check or compile a program, and run it. Its identity (label,
 * file endings, file name, CLICS and editor names) is its row in the language table
 * (packages/shared/src/languages.ts). The judge has no per-language branches; adding a language is
 * adding its row and one of these files (listed in registry.ts).
 */
export type Language = {
  /** Its row's id in the language table. */
  id: LanguageId;
  /** The compiler or runtime and dialect, as the picker's tooltip shows it: "Rust (rustc 1.63, 2021 edition)". */
  name: string;
  /** Command on the host that prints the toolchain version (part of the compile cache key). */
  versionCommand: string[];
  /** Where the file name depends on the source (Java's public class); undefined (or none): the table's `sourceFileName`. */
  sourceFileName?(source: string): string | undefined;
  /** Why a source cannot be judged here although its file ending is this language's (Python 2), if it cannot. */
  unsupportedSource?(source: string): string | undefined;
  /** Compiler or syntax check, run in the sandbox with BUILD_DIRECTORY as working directory. */
  compileCommand(context: CompileContext): string[];
  /** What the run step starts from, e.g. the class holding main. */
  entryPoint(source: string): string;
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
  /**
   * Compile limits beyond the judge's, for heavy compilers (kotlinc runs on the JVM): the judge's CPU and
   * wall-clock limits are multiplied by `timeFactor`, and its memory raised to at least `memoryMb`.
   */
  compileLimits?: { timeFactor?: number; memoryMb?: number };
};

export const DEFAULT_ENVIRONMENT: Record<string, string> = {
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: '/tmp',
  LANG: 'C.UTF-8',
  TMPDIR: '/tmp',
};

/** The name a source is written under for the compiler: the language's own rule, else the table's. */
export function sourceFileFor(language: Language, source: string): string {
  return language.sourceFileName?.(source) ?? languageRow(language.id).sourceFileName;
}

/** Whether a language is installed on demand (its row says), so a judge may lack it and still start. */
export function isOptional(language: Language): boolean {
  return languageRow(language.id).optional;
}
