import { existsSync, lstatSync } from 'node:fs';

/** A host path made visible inside the sandbox; read-only unless `writable`. */
export type Mount = { source: string; target: string; writable?: boolean };

/**
 * What every sandbox sees: the toolchains read-only, a read-only root, a private /dev and /proc,
 * and nothing of the host's /etc, /home, /root, /var or the judge's own files. Each run then gets
 * a fresh /tmp and /dev/shm from the supervisor.
 */
const systemDirectories = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];
/** Only what the dynamic loader, the JDK and Mono (its assembly map) need from /etc. */
const systemFiles = [
  '/etc/ld.so.cache',
  '/etc/ld.so.conf',
  '/etc/ld.so.conf.d',
  '/etc/java-17-openjdk',
  '/etc/alternatives',
  '/etc/mono',
];

function systemMounts(): string[] {
  const argumentsList: string[] = [];
  for (const directory of systemDirectories) {
    if (!existsSync(directory)) continue;
    const stat = lstatSync(directory);
    if (stat.isSymbolicLink()) {
      // Merged /usr: /bin -> usr/bin and friends stay symbolic links.
      argumentsList.push('--symlink', `usr${directory}`, directory);
    } else {
      argumentsList.push('--ro-bind', directory, directory);
    }
  }
  for (const file of systemFiles) argumentsList.push('--ro-bind-try', file, file);
  return argumentsList;
}

export function bubblewrapArguments(options: {
  mounts: Mount[];
  uid: number | null;
  gid: number | null;
  command: string[];
}): string[] {
  const argumentsList = [
    // New user, pid, network, ipc, uts and cgroup namespaces; the network one has only its own loopback.
    '--unshare-all',
    '--die-with-parent',
    // A new session, so a program cannot push input into the judge's terminal.
    '--new-session',
    // The supervisor is pid 1 itself: no extra reaper process, and it is immune to signals from inside.
    '--as-pid-1',
    '--hostname',
    'sandbox',
    '--clearenv',
    ...systemMounts(),
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--tmpfs',
    '/tmp',
    '--dir',
    '/box',
  ];
  if (options.uid !== null) argumentsList.push('--uid', String(options.uid));
  if (options.gid !== null) argumentsList.push('--gid', String(options.gid));
  for (const mount of options.mounts) {
    argumentsList.push(mount.writable ? '--bind' : '--ro-bind', mount.source, mount.target);
  }
  argumentsList.push('--remount-ro', '/', '--chdir', '/tmp', ...options.command);
  return argumentsList;
}
