import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { JAVA_HOME } from '../languages/jvm.js';
import { BUILD_DIRECTORY, type PrepareContext } from '../languages/language.js';
import { startSandbox } from '../sandbox/sandbox-factory.js';

/** A JVM compiler whose own classes are worth a class-data-sharing archive (javac's, kotlinc's). */
export type ArchivedCompiler = {
  /** The archive's file name (the language's tool). */
  archive: string;
  /** A program it compiles while the archive is recorded (the language's self-test). */
  sourceFile: string;
  source: string;
  /** The compile command, with -XX:ArchiveClassesAtExit=`archivePath` among its JVM flags. */
  command(archivePath: string): string[];
};

/**
 * Builds a JVM compiler's class-data-sharing archive once per version (the context's: a new one
 * gets a new archive): the compiler compiles its language's self-test once with
 * -XX:ArchiveClassesAtExit, in the sandbox, and the archive is kept in the cache. The compiler's
 * start-up is mostly loading its own classes; the archive maps them.
 */
export async function ensureCompilerArchive(
  { environment, cacheDirectory, version }: PrepareContext,
  compiler: ArchivedCompiler,
): Promise<string> {
  const hash = createHash('sha256')
    .update(JSON.stringify([compiler.archive, version, JAVA_HOME]))
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
