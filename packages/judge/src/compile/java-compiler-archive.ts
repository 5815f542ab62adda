import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_DIRECTORY } from '../languages/language.js';
import { JAVA_HOME, java } from '../languages/java.js';
import { KOTLIN_COMPILER_ARCHIVE, kotlinCompilerCommand, kotlin } from '../languages/kotlin.js';
import { startSandbox, type SandboxEnvironment } from '../sandbox/sandbox-factory.js';

/** A JVM compiler whose own classes are worth a class-data-sharing archive. */
type ArchivedCompiler = {
  /** The archive's file name (a Language tool name). */
  archive: string;
  /** The compiler's version: a new one gets a new archive. */
  version: string;
  sourceFile: string;
  source: string;
  /** The compile command, with -XX:ArchiveClassesAtExit=`archivePath` among its JVM flags. */
  command(archivePath: string): string[];
};

/**
 * Builds a JVM compiler's class-data-sharing archive once per version: the compiler compiles its
 * language's self-test once with -XX:ArchiveClassesAtExit, in the sandbox, and the archive is kept
 * in the cache. The compiler's start-up is mostly loading its own classes; the archive maps them.
 */
async function ensureCompilerArchive(
  environment: SandboxEnvironment,
  cacheDirectory: string,
  compiler: ArchivedCompiler,
): Promise<string> {
  const hash = createHash('sha256')
    .update(JSON.stringify([compiler.archive, compiler.version, JAVA_HOME]))
    .digest('hex')
    .slice(0, 16);
  const directory = path.join(cacheDirectory, 'java-cds', hash);
  const archive = path.join(directory, compiler.archive);
  if (existsSync(archive)) return archive;

  const work = path.join(cacheDirectory, 'java-cds', `build-${randomBytes(6).toString('hex')}`);
  await mkdir(work, { recursive: true, mode: 0o755 });
  try {
    await writeFile(path.join(work, compiler.sourceFile), compiler.source);
    if (environment.uid !== null) await chown(work, environment.uid, environment.gid ?? environment.uid);
    const sandbox = await startSandbox(environment, {
      mounts: [{ source: work, target: BUILD_DIRECTORY, writable: true }],
      argv: compiler.command(`${BUILD_DIRECTORY}/${compiler.archive}`),
      environment: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8', HOME: '/tmp' },
      workingDirectory: BUILD_DIRECTORY,
      memoryBytes: 1536 << 20,
      processes: 128,
    });
    const outcome = await sandbox
      .run({
        stdin: '',
        limits: {
          cpuMs: 60_000,
          wallMs: 120_000,
          addressSpaceKb: 0,
          fileSizeBytes: 256 << 20,
          stackKb: 65536,
          processes: 128,
          openFiles: 512,
        },
      })
      .finally(() => sandbox.close());
    const built = path.join(work, compiler.archive);
    if (outcome.kind !== 'exited' || outcome.exitCode !== 0 || !existsSync(built)) {
      throw new Error(
        `${compiler.archive} failed (${outcome.kind} ${outcome.exitCode ?? outcome.signal}): ${outcome.stderr.toString('utf8')}`,
      );
    }
    await mkdir(directory, { recursive: true, mode: 0o755 });
    if (environment.uid !== null) await chown(built, process.getuid?.() ?? 0, process.getgid?.() ?? 0);
    await chmod(built, 0o644);
    await rename(built, archive);
    return archive;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** javac's archive: it nearly halves a compile (0.95 s to 0.55 s CPU measured here). */
export function ensureJavaCompilerArchive(
  environment: SandboxEnvironment,
  cacheDirectory: string,
  javaVersion: string,
): Promise<string> {
  return ensureCompilerArchive(environment, cacheDirectory, {
    archive: 'javac.jsa',
    version: javaVersion,
    sourceFile: 'Main.java',
    source: java.selfTestSource,
    command: (archivePath) => [
      `${JAVA_HOME}/bin/javac`,
      '-J-XX:+UseSerialGC',
      '-J-XX:TieredStopAtLevel=1',
      '-J-XX:-UsePerfData',
      `-J-XX:ArchiveClassesAtExit=${archivePath}`,
      '-J-Xlog:disable',
      '-d',
      BUILD_DIRECTORY,
      'Main.java',
    ],
  });
}

/** kotlinc's archive: an A+B compile goes from about 2.1 s to 0.85 s of CPU (measured here). */
export function ensureKotlinCompilerArchive(
  environment: SandboxEnvironment,
  cacheDirectory: string,
  kotlinVersion: string,
): Promise<string> {
  return ensureCompilerArchive(environment, cacheDirectory, {
    archive: KOTLIN_COMPILER_ARCHIVE,
    version: kotlinVersion,
    sourceFile: 'main.kt',
    source: kotlin.selfTestSource,
    command: (archivePath) => kotlinCompilerCommand(['main.kt'], [`-XX:ArchiveClassesAtExit=${archivePath}`]),
  });
}
