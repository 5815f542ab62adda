import type { LanguageId } from '../types.js';

/** Where things are inside the sandbox. */
export const BUILD_DIRECTORY = '/box/build';
export const PROGRAM_DIRECTORY = '/box/program';
export const PRECOMPILED_HEADER_DIRECTORY = '/box/pch';
/** Helper files the judge prepares once per toolchain (e.g. javac's class-data archive), read-only. */
export const TOOLS_DIRECTORY = '/box/tools';

export type CompileContext = {
  /** File name the source was saved under, inside BUILD_DIRECTORY. */
  sourceFile: string;
  /**
   * Every source file of a program that is a folder (the main one first), each a path relative to
   * BUILD_DIRECTORY; languages that compile several files together take them all. Default: [sourceFile].
   */
  sourceFiles?: string[];
  /** Names of the tools (see Language.tools) present in TOOLS_DIRECTORY for this compile. */
  tools: ReadonlySet<string>;
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
  /** Names the recipe in the compile cache's key. */
  id: string;
  /** File extensions of its sources, with the dot (a language is recognised by them in problem packages). */
  extensions: string[];
  /** The source's file name; Java needs the public class's name. */
  sourceFileName(source: string): string;
  /** Compiler or syntax check, run in the sandbox with BUILD_DIRECTORY as working directory. */
  compileCommand(context: CompileContext): string[];
  /**
   * What the run step starts from, e.g. the class holding main; `fileName` is the main source's
   * name in the build directory (a folder's own, else sourceFileName's).
   */
  entryPoint(source: string, fileName?: string): string;
  /** The program, run in the sandbox with the compile step's output at PROGRAM_DIRECTORY. */
  runCommand(context: RunContext): string[];
  /** Whether the compiled program uses the precompiled bits/stdc++.h. */
  usesPrecompiledHeader?: boolean;
  /** Tools the compile step can use when the judge has prepared them. */
  tools?: string[];
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
 * A language is data: how to name, check or compile, and run a program. The judge has no
 * per-language branches; adding a language is adding one of these files.
 */
export type Language = ProgramRecipe & {
  id: LanguageId;
  name: string;
  /** Its code in the Kattis format's language table (include/<code>/), when it is not the id. */
  packageCode?: string;
  /** Command on the host that prints the toolchain version (part of the compile cache key). */
  versionCommand: string[];
  /** Echoes stdin: run at start-up so a broken toolchain is found at boot. */
  selfTestSource: string;
  /**
   * A language installed on demand (`npm run judge -- install`): the Debian packages of its
   * toolchain (none when it comes from npm). A missing one is not offered; the judge still starts.
   */
  install?: { debianPackages: string[] };
};

export const DEFAULT_ENVIRONMENT: Record<string, string> = {
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: '/tmp',
  LANG: 'C.UTF-8',
  TMPDIR: '/tmp',
};
