import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MemoryControl } from '../types.js';

/**
 * Memory and process limits through cgroups. Every sandbox gets its own cgroup (one per
 * controller on v1); the supervisor launcher joins it before bubblewrap starts, so nothing in the
 * sandbox ever runs outside it. The supervisor reads the out-of-memory counter to tell a memory
 * overrun from any other kill.
 */

export type SandboxCgroup = {
  /** cgroup.procs files the launcher writes itself into. */
  joinFiles: string[];
  /** File whose "oom_kill N" line counts out-of-memory kills (memory.events or memory.oom_control). */
  oomFile: string;
  /** Kills anything left inside and removes the cgroup. */
  remove(): Promise<void>;
};

export type SandboxCgroupLimits = {
  /** Memory for everything in the sandbox, in bytes. */
  memoryBytes: number;
  /** Processes and threads for everything in the sandbox. */
  processes: number;
};

export type CgroupManager = {
  mode: MemoryControl;
  /** Where our cgroups live, for the report and for leftover checks. */
  baseDirectories: string[];
  create(limits: SandboxCgroupLimits): Promise<SandboxCgroup | null>;
};

const cgroupRoot = '/sys/fs/cgroup';

async function ownCgroupPaths(): Promise<Map<string, string>> {
  // Lines look like "4:memory:/process_api/abc" (v1) or "0::/user.slice/…" (v2).
  const text = await readFile('/proc/self/cgroup', 'utf8');
  const paths = new Map<string, string>();
  for (const line of text.trim().split('\n')) {
    const [, controllers = '', cgroupPath = '/'] = line.split(':');
    for (const controller of controllers.split(',')) paths.set(controller, cgroupPath);
  }
  return paths;
}

function uniqueName(): string {
  return `${process.pid}-${randomBytes(4).toString('hex')}`;
}

async function killMembers(directory: string): Promise<void> {
  const text = await readFile(path.join(directory, 'cgroup.procs'), 'utf8').catch(() => '');
  for (const pid of text.split('\n').filter(Boolean)) {
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/** rmdir fails with EBUSY while dying processes are still being reaped; a few retries cover that. */
async function removeDirectory(directory: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await rmdir(directory);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return;
      if (code !== 'EBUSY') throw error;
      await killMembers(directory);
      await new Promise((resolve) => setTimeout(resolve, 10 + attempt * 5));
    }
  }
  throw new Error(`cgroup ${directory} is still busy`);
}

/** cgroup v2: one leaf per sandbox under a base whose subtree enables memory and pids. */
async function prepareVersion2(requestedBase?: string): Promise<CgroupManager | null> {
  const mounts = [cgroupRoot, path.join(cgroupRoot, 'unified')];
  const mount = mounts.find((candidate) => existsSync(path.join(candidate, 'cgroup.controllers')));
  if (!mount) return null;
  const available = (await readFile(path.join(mount, 'cgroup.controllers'), 'utf8')).trim().split(/\s+/);
  if (!available.includes('memory')) return null;

  let base = requestedBase;
  if (!base) {
    const own = (await ownCgroupPaths()).get('') ?? '/';
    base = path.join(mount, own, 'codeyard-judge');
  }
  const parent = path.dirname(base);
  try {
    await enableControllers(parent);
  } catch {
    // A cgroup that holds processes cannot enable controllers for children ("no internal processes").
    // Move this process into a leaf of its own and try again, as delegated services do.
    await mkdir(path.join(parent, 'judge-host'), { recursive: true });
    await writeFile(path.join(parent, 'judge-host', 'cgroup.procs'), String(process.pid));
    await enableControllers(parent);
  }
  await mkdir(base, { recursive: true });
  await enableControllers(base);
  const enabled = (await readFile(path.join(base, 'cgroup.subtree_control'), 'utf8')).trim().split(/\s+/);
  const hasPids = enabled.includes('pids');
  const baseDirectory = base;

  return {
    mode: 'cgroup-v2',
    baseDirectories: [baseDirectory],
    async create(limits) {
      const directory = path.join(baseDirectory, uniqueName());
      await mkdir(directory);
      try {
        await writeFile(path.join(directory, 'memory.max'), String(limits.memoryBytes));
        await writeFile(path.join(directory, 'memory.swap.max'), '0').catch(() => {});
        if (hasPids) await writeFile(path.join(directory, 'pids.max'), String(limits.processes));
      } catch (error) {
        await removeDirectory(directory).catch(() => {});
        throw error;
      }
      return {
        joinFiles: [path.join(directory, 'cgroup.procs')],
        oomFile: path.join(directory, 'memory.events'),
        async remove() {
          await writeFile(path.join(directory, 'cgroup.kill'), '1').catch(() => {});
          await removeDirectory(directory);
        },
      };
    },
  };
}

async function enableControllers(directory: string): Promise<void> {
  const available = (await readFile(path.join(directory, 'cgroup.controllers'), 'utf8')).trim().split(/\s+/);
  const wanted = ['memory', 'pids'].filter((controller) => available.includes(controller));
  await writeFile(path.join(directory, 'cgroup.subtree_control'), wanted.map((name) => `+${name}`).join(' '));
}

/** cgroup v1: a memory cgroup (required) and a pids cgroup (when that hierarchy is writable). */
async function prepareVersion1(requestedBase?: string): Promise<CgroupManager | null> {
  const memoryMount = path.join(cgroupRoot, 'memory');
  if (!existsSync(path.join(memoryMount, 'memory.limit_in_bytes'))) return null;
  const own = await ownCgroupPaths();
  const memoryBase = requestedBase ?? path.join(memoryMount, own.get('memory') ?? '/', 'codeyard-judge');
  await mkdir(memoryBase, { recursive: true });
  // Children must count their usage into ours, or a limit here would not bound the whole tree.
  await writeFile(path.join(memoryBase, 'memory.use_hierarchy'), '1').catch(() => {});

  const pidsMount = path.join(cgroupRoot, 'pids');
  let pidsBase: string | null = null;
  if (existsSync(path.join(pidsMount, 'cgroup.procs'))) {
    const candidate = path.join(pidsMount, own.get('pids') ?? '/', 'codeyard-judge');
    try {
      await mkdir(candidate, { recursive: true });
      pidsBase = candidate;
    } catch {
      pidsBase = null;
    }
  }
  const hasMemsw = existsSync(path.join(memoryBase, 'memory.memsw.limit_in_bytes'));

  return {
    mode: 'cgroup-v1',
    baseDirectories: pidsBase ? [memoryBase, pidsBase] : [memoryBase],
    async create(limits) {
      const name = uniqueName();
      const memoryDirectory = path.join(memoryBase, name);
      const pidsDirectory = pidsBase ? path.join(pidsBase, name) : null;
      await mkdir(memoryDirectory);
      try {
        await writeFile(path.join(memoryDirectory, 'memory.limit_in_bytes'), String(limits.memoryBytes));
        // Without swap accounting a program could page out past the limit where swap exists.
        if (hasMemsw)
          await writeFile(path.join(memoryDirectory, 'memory.memsw.limit_in_bytes'), String(limits.memoryBytes));
        await writeFile(path.join(memoryDirectory, 'memory.swappiness'), '0').catch(() => {});
        if (pidsDirectory) {
          await mkdir(pidsDirectory);
          await writeFile(path.join(pidsDirectory, 'pids.max'), String(limits.processes));
        }
      } catch (error) {
        await removeDirectory(memoryDirectory).catch(() => {});
        if (pidsDirectory) await removeDirectory(pidsDirectory).catch(() => {});
        throw error;
      }
      const joinFiles = [path.join(memoryDirectory, 'cgroup.procs')];
      if (pidsDirectory) joinFiles.push(path.join(pidsDirectory, 'cgroup.procs'));
      return {
        joinFiles,
        oomFile: path.join(memoryDirectory, 'memory.oom_control'),
        async remove() {
          await killMembers(memoryDirectory);
          await removeDirectory(memoryDirectory);
          if (pidsDirectory) await removeDirectory(pidsDirectory);
        },
      };
    },
  };
}

/** Removes sandbox cgroups left by judge processes that died without cleaning up (names start with their pid). */
async function removeStale(manager: CgroupManager): Promise<void> {
  for (const base of manager.baseDirectories) {
    const entries = await readdir(base, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const owner = /^(\d+)-[0-9a-f]+$/.exec(entry.name);
      if (!entry.isDirectory() || !owner || existsSync(`/proc/${owner[1]}`)) continue;
      await removeDirectory(path.join(base, entry.name)).catch(() => {});
    }
  }
}

const rlimitOnly: CgroupManager = { mode: 'rlimit', baseDirectories: [], create: async () => null };

/**
 * Picks the best memory control this machine allows and proves it by creating and removing one
 * cgroup. `forced` pins a mode (tests, or operators who know better).
 */
export async function prepareCgroups(
  options: { forced?: MemoryControl; baseDirectory?: string } = {},
): Promise<CgroupManager> {
  const attempts: Array<[MemoryControl, () => Promise<CgroupManager | null>]> = [
    ['cgroup-v2', () => prepareVersion2(options.baseDirectory)],
    ['cgroup-v1', () => prepareVersion1(options.baseDirectory)],
  ];
  if (options.forced === 'rlimit') return rlimitOnly;
  for (const [mode, prepare] of attempts) {
    if (options.forced && options.forced !== mode) continue;
    try {
      const manager = await prepare();
      if (!manager) continue;
      const probe = await manager.create({ memoryBytes: 64 << 20, processes: 16 });
      await probe?.remove();
      await removeStale(manager);
      return manager;
    } catch (error) {
      if (options.forced) throw error;
    }
  }
  if (options.forced) throw new Error(`${options.forced} is not available on this machine`);
  return rlimitOnly;
}
