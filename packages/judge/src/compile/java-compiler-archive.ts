import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_DIRECTORY } from '../languages/language.js';
import { JAVA_HOME, java } from '../languages/java.js';
import { startSandbox, type SandboxEnvironment } from '../sandbox/sandbox-factory.js';

/**
 * Builds javac's class-data-sharing archive once per JDK: javac compiles the self-test once with
 * -XX:ArchiveClassesAtExit, in the sandbox, and the archive is kept in the cache.
 */
export async function ensureJavaCompilerArchive(
  environment: SandboxEnvironment,
  cacheDirectory: string,
  javaVersion: string,
): Promise<string> {
  const hash = createHash('sha256')
    .update(JSON.stringify([javaVersion, JAVA_HOME]))
    .digest('hex')
    .slice(0, 16);
  const directory = path.join(cacheDirectory, 'java-cds', hash);
  const archive = path.join(directory, 'javac.jsa');
  if (existsSync(archive)) return archive;

  const work = path.join(cacheDirectory, 'java-cds', `build-${randomBytes(6).toString('hex')}`);
  await mkdir(work, { recursive: true, mode: 0o755 });
  try {
    await writeFile(path.join(work, 'Main.java'), java.selfTestSource);
    if (environment.uid !== null) await chown(work, environment.uid, environment.gid ?? environment.uid);
    const sandbox = await startSandbox(environment, {
      mounts: [{ source: work, target: BUILD_DIRECTORY, writable: true }],
      argv: [
        `${JAVA_HOME}/bin/javac`,
        '-J-XX:+UseSerialGC',
        '-J-XX:TieredStopAtLevel=1',
        '-J-XX:-UsePerfData',
        `-J-XX:ArchiveClassesAtExit=${BUILD_DIRECTORY}/javac.jsa`,
        '-J-Xlog:disable',
        '-d',
        BUILD_DIRECTORY,
        'Main.java',
      ],
      environment: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8', HOME: '/tmp' },
      workingDirectory: BUILD_DIRECTORY,
      memoryBytes: 1024 << 20,
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
    const built = path.join(work, 'javac.jsa');
    if (outcome.kind !== 'exited' || outcome.exitCode !== 0 || !existsSync(built)) {
      throw new Error(
        `javac archive failed (${outcome.kind} ${outcome.exitCode ?? outcome.signal}): ${outcome.stderr.toString('utf8')}`,
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
