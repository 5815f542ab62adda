import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { JudgeUnavailableError } from '../errors.js';
import type { MemoryControl } from '../types.js';
import { prepareCgroups } from './cgroups.js';
import type { SandboxEnvironment } from './sandbox-factory.js';
import { startSandbox } from './sandbox-factory.js';
import { buildSupervisor } from './supervisor-binary.js';

export type SandboxOptions = {
  /** Compiled programs, the supervisor and the precompiled header live here. */
  cacheDirectory?: string;
  /** Host uid/gid sandboxed programs run as when the judge is root. Default 65534 (nobody). */
  sandboxUid?: number;
  sandboxGid?: number;
  /** Pin the memory control instead of choosing the best available. */
  memoryControl?: MemoryControl;
  /** A cgroup directory to create sandboxes under (cgroup v2: a delegated one; v1: in the memory hierarchy). */
  cgroupDirectory?: string;
  bubblewrapPath?: string;
  /** Size of each run's fresh /tmp and /dev/shm in bytes. Default 64 MiB. */
  temporarySizeBytes?: number;
  /** Bytes of stderr kept per run. Default 64 kB. */
  stderrCapBytes?: number;
};

const NOBODY = 65534;

export function defaultCacheDirectory(): string {
  if (process.env.CODEYARD_JUDGE_CACHE) return process.env.CODEYARD_JUDGE_CACHE;
  // The sandbox user must be able to reach the cache, so never under a private home directory.
  if (process.getuid?.() === 0) return '/var/cache/codeyard-judge';
  return path.join(os.tmpdir(), `codeyard-judge-${process.getuid?.() ?? 'user'}`);
}

function findExecutable(name: string, explicit?: string): string | null {
  if (explicit) return existsSync(explicit) ? explicit : null;
  for (const directory of ['/usr/bin', '/bin', '/usr/local/bin', ...(process.env.PATH ?? '').split(':')]) {
    const candidate = path.join(directory, name);
    if (directory && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The sandbox user reaches the cache through every parent directory: each needs o+x. */
function unreachableParent(directory: string): string | null {
  let current = path.resolve(directory);
  for (;;) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return current;
    const parent = path.dirname(current);
    if (parent === current) return null;
    current = parent;
  }
}

function unavailable(reason: string, fix: string): never {
  throw new JudgeUnavailableError(reason, fix);
}

/**
 * Everything the judge needs before it may run anything: bubblewrap, a compiled supervisor, the
 * cgroups it will use, and proof that a sandbox starts and runs a program. There is no unsandboxed
 * fallback: if this fails the judge refuses to start.
 */
export async function prepareSandboxEnvironment(
  options: SandboxOptions,
): Promise<{ environment: SandboxEnvironment; cacheDirectory: string }> {
  if (process.platform !== 'linux')
    unavailable(
      `The judge's sandbox needs Linux; this is ${process.platform}.`,
      'run the judge on Linux (a container or VM will do).',
    );
  const bubblewrapPath = findExecutable('bwrap', options.bubblewrapPath);
  if (!bubblewrapPath)
    unavailable(
      'bubblewrap (bwrap) is not installed.',
      'install it: `sudo apt-get install bubblewrap` (or `npm run setup`).',
    );
  const compiler = findExecutable('gcc');
  if (!compiler)
    unavailable(
      'gcc is not installed; the judge compiles its sandbox supervisor with it.',
      'install it: `sudo apt-get install gcc` (or `npm run setup`).',
    );

  const isRoot = process.getuid?.() === 0;
  const uid = isRoot ? (options.sandboxUid ?? NOBODY) : null;
  const gid = isRoot ? (options.sandboxGid ?? options.sandboxUid ?? NOBODY) : null;
  if (uid === 0) unavailable('sandboxUid 0 would run programs as root.', 'choose an unprivileged uid such as 65534.');

  const cacheDirectory = path.resolve(options.cacheDirectory ?? defaultCacheDirectory());
  await mkdir(cacheDirectory, { recursive: true, mode: 0o755 });
  await chmod(cacheDirectory, 0o755).catch(() => {});
  const blocked = uid !== null ? unreachableParent(cacheDirectory) : null;
  if (blocked) {
    unavailable(
      `The cache directory ${cacheDirectory} is not reachable by the sandbox user (uid ${uid}): ${blocked} has no execute permission for others.`,
      `pass a cacheDirectory under /var/cache or /tmp, or \`chmod o+x ${blocked}\`.`,
    );
  }

  let supervisorPath: string;
  try {
    supervisorPath = await buildSupervisor(cacheDirectory, compiler);
  } catch (error) {
    unavailable(
      `The sandbox supervisor does not compile: ${(error as Error).message}`,
      'check that gcc and libc6-dev are installed.',
    );
  }

  let cgroups;
  try {
    cgroups = await prepareCgroups({ forced: options.memoryControl, baseDirectory: options.cgroupDirectory });
  } catch (error) {
    unavailable(
      `Memory control "${options.memoryControl}" is not available: ${(error as Error).message}`,
      'leave memoryControl unset to use the best available, or delegate a cgroup to the judge.',
    );
  }

  const environment: SandboxEnvironment = {
    supervisorPath,
    bubblewrapPath,
    uid,
    gid,
    cgroups,
    temporarySizeBytes: options.temporarySizeBytes ?? 64 << 20,
    stderrCapBytes: options.stderrCapBytes ?? 64 << 10,
  };
  await provePrivateSandbox(environment);
  return { environment, cacheDirectory };
}

async function provePrivateSandbox(environment: SandboxEnvironment): Promise<void> {
  let failure = '';
  try {
    const sandbox = await startSandbox(environment, {
      mounts: [],
      argv: ['/bin/sh', '-c', 'echo sandbox-ok'],
      environment: { PATH: '/usr/bin:/bin' },
      workingDirectory: '/tmp',
      memoryBytes: 64 << 20,
      processes: 16,
    });
    try {
      const outcome = await sandbox.run({
        stdin: '',
        limits: {
          cpuMs: 5000,
          wallMs: 10000,
          addressSpaceKb: 0,
          fileSizeBytes: 1 << 20,
          stackKb: 8192,
          processes: 16,
          openFiles: 64,
        },
      });
      if (outcome.kind !== 'exited' || outcome.exitCode !== 0 || outcome.stdout.toString() !== 'sandbox-ok\n') {
        failure = `a test program did not run: ${outcome.kind} ${outcome.exitCode ?? outcome.signal} ${outcome.stderr.toString('utf8')}`;
      }
    } finally {
      await sandbox.close();
    }
  } catch (error) {
    failure = (error as Error).message;
  }
  if (!failure) return;
  unavailable(`The sandbox does not start: ${failure}`, sandboxHints());
}

function sandboxHints(): string {
  const hints = ['make sure unprivileged user namespaces are enabled (`sysctl user.max_user_namespaces` > 0;'];
  hints[0] += ' on Debian/Ubuntu also `sysctl kernel.unprivileged_userns_clone=1`,';
  hints[0] +=
    ' on Ubuntu 24.04+ `sysctl kernel.apparmor_restrict_unprivileged_userns=0` or an AppArmor profile for bwrap)';
  try {
    execFileSync('bwrap', ['--version'], { stdio: 'ignore' });
  } catch {
    hints.push('check that `bwrap --version` runs');
  }
  hints.push(
    'inside Docker, run the container with --security-opt seccomp=unconfined --security-opt apparmor=unconfined (or --privileged)',
  );
  return hints.join('; ');
}
