import type { CgroupManager } from './cgroups.js';
import type { Mount } from './bubblewrap-arguments.js';
import { SandboxSession } from './session.js';

/** What every sandbox of one judge shares. */
export type SandboxEnvironment = {
  supervisorPath: string;
  bubblewrapPath: string;
  /** Host uid/gid of sandboxed programs; null when the judge is not root and cannot switch. */
  uid: number | null;
  gid: number | null;
  cgroups: CgroupManager;
  /** Size of each run's fresh /tmp and /dev/shm, in bytes. */
  temporarySizeBytes: number;
  /** Bytes of stderr kept per run. */
  stderrCapBytes: number;
};

export type SandboxSpecification = {
  mounts: Mount[];
  argv: string[];
  environment: Record<string, string>;
  workingDirectory: string;
  /** Hard memory limit for everything in the sandbox, in bytes (cgroup modes). */
  memoryBytes: number;
  /** Processes and threads for everything in the sandbox (cgroup modes). */
  processes: number;
};

/** Room for the supervisor, bubblewrap and the memory-backed stdin/stdout, in bytes. */
const sandboxOverheadBytes = 8 << 20;

export async function startSandbox(
  environment: SandboxEnvironment,
  specification: SandboxSpecification,
): Promise<SandboxSession> {
  const cgroup = await environment.cgroups.create({
    memoryBytes: specification.memoryBytes + sandboxOverheadBytes,
    // bubblewrap, the supervisor and each run's init come on top of the program's own.
    processes: specification.processes + 8,
  });
  return SandboxSession.start({
    supervisorPath: environment.supervisorPath,
    bubblewrapPath: environment.bubblewrapPath,
    uid: environment.uid,
    gid: environment.gid,
    mounts: specification.mounts,
    cgroup,
    argv: specification.argv,
    environment: specification.environment,
    workingDirectory: specification.workingDirectory,
    temporarySizeBytes: environment.temporarySizeBytes,
    stderrCapBytes: environment.stderrCapBytes,
  });
}
