import { createHash, randomBytes } from 'node:crypto';
import { chmod, chown, lstat, mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  BUILD_DIRECTORY,
  isSourceOf,
  sourceFileFor,
  TOOLS_DIRECTORY,
  type ProgramRecipe,
} from '../languages/language.js';
import type { Mount } from '../sandbox/bubblewrap-arguments.js';
import { startSandbox, type SandboxEnvironment } from '../sandbox/sandbox-factory.js';
import type { RunOutcome } from '../sandbox/session.js';

export type CompileLimits = {
  /** CPU time in milliseconds. */
  cpuMs: number;
  /** Wall-clock time in milliseconds. */
  wallMs: number;
  /** Memory in MiB. */
  memoryMb: number;
  /** Largest file the compiler may write, in bytes. */
  fileSizeBytes: number;
};

export const DEFAULT_COMPILE_LIMITS: CompileLimits = {
  cpuMs: 10_000,
  wallMs: 20_000,
  memoryMb: 768,
  fileSizeBytes: 64 << 20,
};

/** Compiler messages kept for the user, in bytes. */
const compileOutputCapBytes = 64 << 10;

export type CompiledProgram =
  | { ok: true; directory: string; entryPoint: string; output: string; cached: boolean }
  | { ok: false; output: string; cached: boolean };

type Metadata = { ok: boolean; entryPoint: string; output: string };

/**
 * What one compilation is given: the main source, and for a program that is a folder its name
 * there and the folder's other files (see ProgramSource). Without `sourceName`, `files` are only
 * headers written beside the source.
 */
export type CompileInput = { source: string; sourceName?: string; files?: Record<string, string> };

/** What the judge prepared once for the compilers: host paths, or null while unavailable. */
export type CompileAssets = {
  /** Tool name (see Language.prepare) to host file or folder. */
  tools: Record<string, string>;
};

export const NO_COMPILE_ASSETS: CompileAssets = { tools: {} };

/**
 * Compile once, run many: a compiled program is kept under a hash of the language, its toolchain
 * version, its compile command and the source, so a resubmission or a rejudge skips the compiler.
 * Compilation runs in the sandbox like everything else.
 */
export class CompileCache {
  private readonly inFlight = new Map<string, Promise<CompiledProgram>>();
  private readonly programsDirectory: string;
  private readonly workDirectory: string;

  constructor(
    private readonly environment: SandboxEnvironment,
    cacheDirectory: string,
    private readonly versions: Partial<Record<string, string>>,
    private readonly assets: () => CompileAssets,
    private readonly limits: CompileLimits = DEFAULT_COMPILE_LIMITS,
  ) {
    this.programsDirectory = path.join(cacheDirectory, 'programs');
    this.workDirectory = path.join(cacheDirectory, 'work');
  }

  /** The tool of this recipe the judge has prepared (none, or one), by name, with its host path. */
  private availableTools(language: ProgramRecipe): Map<string, string> {
    const name = language.prepare?.tool;
    const prepared = name === undefined ? undefined : this.assets().tools[name];
    return new Map(name !== undefined && prepared !== undefined ? [[name, prepared]] : []);
  }

  key(language: ProgramRecipe, input: CompileInput): string {
    const hash = createHash('sha256');
    const available = this.availableTools(language);
    const tools = new Set(available.keys());
    const layout = buildLayout(language, input);
    hash.update(
      JSON.stringify([
        language.id,
        this.versions[language.id] ?? '',
        language.compileCommand({ sourceFile: layout.sourceFile, sourceFiles: layout.sourceFiles, tools }),
        // A prepared tool's folder is named after what it holds (TypeScript's: tsc's and the Node
        // declarations' versions), so new declarations compile anew.
        [...available],
        layout.sourceFile,
        input.source,
        input.files ?? {},
        // A folder keeps every file beside what the compiler made; a single source does not.
        layout.folder,
      ]),
    );
    return hash.digest('hex');
  }

  compile(language: ProgramRecipe, input: CompileInput): Promise<CompiledProgram> {
    const key = this.key(language, input);
    const running = this.inFlight.get(key);
    if (running) return running;
    const compilation = this.compileUncached(key, language, input).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, compilation);
    return compilation;
  }

  private async compileUncached(key: string, language: ProgramRecipe, input: CompileInput): Promise<CompiledProgram> {
    const directory = path.join(this.programsDirectory, key);
    const cached = await readMetadata(directory);
    if (cached) return toProgram(directory, cached, true);

    await mkdir(this.programsDirectory, { recursive: true, mode: 0o755 });
    await mkdir(this.workDirectory, { recursive: true, mode: 0o711 });
    // Named by the process, as its cgroups and pipes are: judges of several processes share the
    // machine's cache, and each answers only for the build folders it left.
    const work = path.join(this.workDirectory, `${process.pid}-${key.slice(0, 16)}-${randomBytes(6).toString('hex')}`);
    await mkdir(work, { mode: 0o700 });
    try {
      const layout = buildLayout(language, input);
      const extraFiles = input.files ?? {};
      for (const [name, content] of Object.entries(extraFiles)) await writeNested(work, name, content);
      await writeNested(work, layout.sourceFile, input.source);
      // The compiler runs as the sandbox user and must write here.
      if (this.environment.uid !== null)
        await chownTree(work, this.environment.uid, this.environment.gid ?? this.environment.uid);

      const limits = compileLimitsFor(language, this.limits);
      const outcome = await this.runCompiler(language, work, layout, limits);
      const entryPoint = language.entryPoint(input.source, layout.sourceFile);
      const { metadata, deterministic } = judgeCompilation(outcome, entryPoint, limits);
      if (!metadata.ok) {
        if (deterministic) await this.store(work, directory, metadata, []);
        return toProgram(directory, metadata, false);
      }
      const removable = language.keepSource || layout.folder ? [] : [layout.sourceFile, ...Object.keys(extraFiles)];
      await this.store(work, directory, metadata, removable);
      return toProgram(directory, metadata, false);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  private async runCompiler(
    language: ProgramRecipe,
    work: string,
    layout: BuildLayout,
    limits: CompileLimits,
  ): Promise<RunOutcome> {
    const mounts: Mount[] = [{ source: work, target: BUILD_DIRECTORY, writable: true }];
    const tools = this.availableTools(language);
    for (const [name, file] of tools) mounts.push({ source: file, target: `${TOOLS_DIRECTORY}/${name}` });
    const sandbox = await startSandbox(this.environment, {
      mounts,
      argv: language.compileCommand({
        sourceFile: layout.sourceFile,
        sourceFiles: layout.sourceFiles,
        tools: new Set(tools.keys()),
      }),
      environment: language.environment,
      workingDirectory: BUILD_DIRECTORY,
      memoryBytes: limits.memoryMb << 20,
      processes: 128,
    });
    try {
      return await sandbox.run({
        stdin: '',
        limits: {
          cpuMs: limits.cpuMs,
          wallMs: limits.wallMs,
          addressSpaceKb:
            this.environment.cgroups.mode === 'rlimit' && language.addressSpaceLimit ? limits.memoryMb * 1024 : 0,
          fileSizeBytes: limits.fileSizeBytes,
          stackKb: 64 * 1024,
          processes: 128,
          openFiles: 512,
        },
      });
    } finally {
      await sandbox.close();
    }
  }

  /** Makes the artefact root-owned and read-only for the sandbox, then publishes it atomically. */
  private async store(work: string, directory: string, metadata: Metadata, removable: string[]): Promise<void> {
    for (const name of removable) await rm(path.join(work, safeName(name)), { force: true });
    await sanitizeTree(work);
    await writeFile(path.join(work, 'meta.json'), JSON.stringify(metadata));
    if (this.environment.uid !== null) await chownTree(work, process.getuid?.() ?? 0, process.getgid?.() ?? 0);
    await chmod(work, 0o755);
    try {
      await rename(work, directory);
    } catch (error) {
      // Another compilation of the same source won the race; theirs is identical.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    }
  }
}

/** Where a compilation's files go in the build directory, and which of them are compiled. */
type BuildLayout = { sourceFile: string; sourceFiles: string[]; folder: boolean };

/**
 * A single source is saved under its language's name for it (main.cpp, the public class's .java)
 * and compiled alone. A folder keeps its names, and every file of its language (by the table's
 * endings, or the main source's: PyPy's .py) is compiled with it, the main one first.
 */
function buildLayout(language: ProgramRecipe, input: CompileInput): BuildLayout {
  if (input.sourceName === undefined) {
    const sourceFile = sourceFileFor(language, input.source);
    return { sourceFile, sourceFiles: [sourceFile], folder: false };
  }
  const sourceFile = safeName(input.sourceName);
  const main = path.extname(sourceFile).toLowerCase();
  const compiled = (name: string) =>
    isSourceOf(language, name) || (main !== '' && path.extname(name).toLowerCase() === main);
  const others = Object.keys(input.files ?? {})
    .map(safeName)
    .filter((name) => name !== sourceFile && compiled(name))
    .sort();
  return { sourceFile, sourceFiles: [sourceFile, ...others], folder: true };
}

/** Writes a file of the build, making the folders of a nested path (a Java package, a Python module's folder). */
async function writeNested(work: string, name: string, content: string): Promise<void> {
  const target = path.join(work, safeName(name));
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content);
}

/** The judge's compile limits, raised for a heavy compiler (see Language.compileLimits). */
export function compileLimitsFor(language: ProgramRecipe, limits: CompileLimits): CompileLimits {
  const factor = language.compileLimits?.timeFactor ?? 1;
  return {
    ...limits,
    cpuMs: limits.cpuMs * factor,
    wallMs: limits.wallMs * factor,
    memoryMb: Math.max(limits.memoryMb, language.compileLimits?.memoryMb ?? 0),
  };
}

function safeName(name: string): string {
  const normalized = path.normalize(name);
  if (normalized.startsWith('..') || path.isAbsolute(normalized)) throw new TypeError(`Unsafe file name ${name}`);
  return normalized;
}

async function readMetadata(directory: string): Promise<Metadata | null> {
  try {
    return JSON.parse(await readFile(path.join(directory, 'meta.json'), 'utf8')) as Metadata;
  } catch {
    return null;
  }
}

function toProgram(directory: string, metadata: Metadata, cached: boolean): CompiledProgram {
  return metadata.ok
    ? { ok: true, directory, entryPoint: metadata.entryPoint, output: metadata.output, cached }
    : { ok: false, output: metadata.output, cached };
}

function capText(buffer: Buffer): string {
  const text = buffer.subarray(0, compileOutputCapBytes).toString('utf8');
  return buffer.length > compileOutputCapBytes ? `${text}\n[compiler output truncated]` : text;
}

/** A compiler killed by a limit may do better next time (a loaded machine); only its own errors are cached. */
function judgeCompilation(
  outcome: RunOutcome,
  entryPoint: string,
  limits: CompileLimits,
): { metadata: Metadata; deterministic: boolean } {
  const output = capText(Buffer.concat([outcome.stdout, outcome.stderr]));
  const failed = (message: string, deterministic = false) => ({
    metadata: { ok: false, entryPoint, output: output ? `${output}\n${message}` : message },
    deterministic,
  });
  if (outcome.kind === 'exec-failed') throw new Error(`compiler could not start (errno ${outcome.exitCode})`);
  if (outcome.kind === 'internal')
    throw new Error(`sandbox failed while compiling: ${outcome.stderr.toString('utf8')}`);
  if (outcome.oomKills > 0) return failed(`Compilation exceeded the memory limit (${limits.memoryMb} MiB).`);
  if (outcome.kind === 'cpu-limit' || outcome.kind === 'wall-limit' || outcome.cpuMicroseconds > limits.cpuMs * 1000) {
    return failed(`Compilation exceeded the time limit (${limits.cpuMs / 1000} s).`);
  }
  if (outcome.kind === 'signaled') {
    const reason =
      outcome.signal === 25
        ? `Compilation output exceeded ${limits.fileSizeBytes} bytes.`
        : `Compiler killed by signal ${outcome.signal}.`;
    return failed(reason);
  }
  if (outcome.exitCode !== 0) return { metadata: { ok: false, entryPoint, output }, deterministic: true };
  return { metadata: { ok: true, entryPoint, output }, deterministic: true };
}

async function chownTree(directory: string, uid: number, gid: number): Promise<void> {
  await chown(directory, uid, gid);
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const child = path.join(directory, entry.name);
    if (entry.isDirectory()) await chownTree(child, uid, gid);
    else if (!entry.isSymbolicLink()) await chown(child, uid, gid);
  }
}

/**
 * Only regular files and directories may leave a sandbox: a symbolic link or device planted in the
 * build directory must never be followed on the host. Everything becomes world-readable, read-only.
 */
async function sanitizeTree(directory: string): Promise<void> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const child = path.join(directory, entry.name);
    const stat = await lstat(child);
    if (stat.isDirectory()) {
      await sanitizeTree(child);
      await chmod(child, 0o755);
    } else if (stat.isFile()) {
      await chmod(child, stat.mode & 0o111 ? 0o755 : 0o644);
    } else {
      await unlink(child);
    }
  }
}

/** Build directories older than this were left by a judge that died mid-compile, in milliseconds. */
const staleWorkAgeMs = 60 * 60 * 1000;

/** Removes build directories abandoned by crashed judges (live compilations last seconds, never an hour). */
export async function removeStaleWork(cacheDirectory: string): Promise<void> {
  const now = Date.now();
  for (const folder of ['work', 'pch', 'java-cds', 'tools']) {
    const directory = path.join(cacheDirectory, folder);
    const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (folder !== 'work' && !entry.name.startsWith('build-')) continue;
      const child = path.join(directory, entry.name);
      const stat = await lstat(child).catch(() => null);
      if (stat && now - stat.mtimeMs > staleWorkAgeMs) await rm(child, { recursive: true, force: true });
    }
  }
}
