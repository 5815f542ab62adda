import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import type { SandboxCgroup } from './cgroups.js';
import { bubblewrapArguments, type Mount } from './bubblewrap-arguments.js';

/**
 * One sandbox: one bubblewrap with the supervisor as its pid 1, kept for all runs of one program.
 * Runs are sent one at a time over the supervisor's stdin and answered on its stdout.
 */

export type RunLimits = {
  /** CPU time in milliseconds. */
  cpuMs: number;
  /** Wall-clock time in milliseconds. */
  wallMs: number;
  /** Address-space limit in kB, 0 for none (set only when no cgroup limits memory). */
  addressSpaceKb: number;
  /** Largest file (including stdout and stderr) a run may write, in bytes. */
  fileSizeBytes: number;
  /** Stack in kB. */
  stackKb: number;
  /** Processes and threads. */
  processes: number;
  openFiles: number;
};

export type RunInput = {
  limits: RunLimits;
  stdin: Buffer | string;
  /** Files placed in the run's fresh /tmp; a name ending in "/" makes a directory. */
  files?: Array<{ name: string; data: Buffer | string }>;
  /**
   * Talk to the other side of an interactive run through the named pipes mounted at /pipes instead
   * of `stdin` and the captured stdout: the submission is 'program', its interactor 'interactor'.
   * The sandbox's init opens the pipes (the program finds /pipes empty) and holds back its
   * program's end until it has taken its time (see docs/judge.md, "Who ended first").
   * 'program-recorded' relays the submission's dialogue through its sandbox's init, and the run's
   * stdout is then the transcript ('<' lines read, '>' lines written).
   */
  connect?: 'program' | 'interactor' | 'program-recorded';
  /** Send back the regular files the run leaves in /tmp/feedback/ (an output validator's). */
  collectFeedback?: boolean;
};

export type RunKind = 'exited' | 'signaled' | 'cpu-limit' | 'wall-limit' | 'exec-failed' | 'internal';

export type RunOutcome = {
  kind: RunKind;
  /** Exit code when kind is "exited"; errno when "exec-failed". */
  exitCode: number | null;
  signal: number | null;
  /** CPU time of every process of the run, in microseconds. */
  cpuMicroseconds: number;
  wallMicroseconds: number;
  /** Largest resident set of any process of the run, in kB. */
  maxRssKb: number;
  /** Out-of-memory kills in the sandbox's cgroup during this run. */
  oomKills: number;
  stdout: Buffer;
  stderr: Buffer;
  /** Bytes written to stderr (only the first `stderrCapBytes` are kept). */
  stderrTotalBytes: number;
  /**
   * Monotonic clock when the program ended, in microseconds: comparable between sandboxes, and taken
   * before the other side of an interactive run can see that end.
   */
  endMicroseconds: number;
  /** Files left in /tmp/feedback/, when the run asked for them. */
  feedback: Map<string, Buffer>;
};

const CONNECT_CODES = { program: 1, interactor: 2, 'program-recorded': 3 } as const;

export type SessionOptions = {
  supervisorPath: string;
  bubblewrapPath: string;
  /** Host uid and gid the sandbox runs as; null to stay the current user (judge not run as root). */
  uid: number | null;
  gid: number | null;
  mounts: Mount[];
  cgroup: SandboxCgroup | null;
  /** Program and arguments, as seen inside the sandbox. */
  argv: string[];
  environment: Record<string, string>;
  workingDirectory: string;
  /** Size of each run's fresh /tmp and /dev/shm, in bytes. */
  temporarySizeBytes: number;
  stderrCapBytes: number;
};

type Pending = {
  resolve: (outcome: RunOutcome) => void;
  reject: (error: Error) => void;
};

/** Fixed descriptor the launcher opens the out-of-memory counter on. */
const oomDescriptor = 3;
const supervisorPathInside = '/.judge/supervisor';

export class SandboxSession {
  private readonly child: ChildProcessByStdio<Writable, Readable, Readable>;
  private readonly pending: Pending[] = [];
  private chunks: Buffer[] = [];
  private chunkBytes = 0;
  private header: { fields: string[]; stdoutBytes: number; stderrBytes: number; collectedBytes: number } | null = null;
  private diagnostics = '';
  private exited = false;
  private readonly exitPromise: Promise<void>;

  private constructor(private readonly options: SessionOptions) {
    const launcherArguments = ['launch'];
    for (const file of options.cgroup?.joinFiles ?? []) launcherArguments.push('--join', file);
    if (options.cgroup) launcherArguments.push('--open', `${oomDescriptor}:${options.cgroup.oomFile}`);
    if (options.uid !== null && options.gid !== null) {
      launcherArguments.push('--oom-score-adj', '-1000', '--uid', String(options.uid), '--gid', String(options.gid));
    }
    const serveArguments = [supervisorPathInside, 'serve', '--cwd', options.workingDirectory];
    serveArguments.push(
      '--tmp-size',
      String(options.temporarySizeBytes),
      '--stderr-cap',
      String(options.stderrCapBytes),
    );
    if (options.cgroup) serveArguments.push('--oom-fd', String(oomDescriptor));
    for (const [name, value] of Object.entries(options.environment)) serveArguments.push('--env', `${name}=${value}`);
    serveArguments.push('--', ...options.argv);

    const mounts: Mount[] = [...options.mounts, { source: options.supervisorPath, target: supervisorPathInside }];
    const bubblewrap = bubblewrapArguments({ mounts, uid: options.uid, gid: options.gid, command: serveArguments });
    this.child = spawn(options.supervisorPath, [...launcherArguments, '--', options.bubblewrapPath, ...bubblewrap], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: {},
    });
    this.child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    this.child.stderr.on('data', (chunk: Buffer) => {
      // Keep the tail: the supervisor's and bubblewrap's last words explain a failure.
      this.diagnostics = (this.diagnostics + chunk.toString('utf8')).slice(-4000);
    });
    this.child.stdin.on('error', () => {});
    this.exitPromise = new Promise((resolve) => {
      this.child.on('close', (code, signal) => {
        this.exited = true;
        const reason = `sandbox exited (${signal ?? `code ${code}`})${this.diagnostics ? `: ${this.diagnostics.trim()}` : ''}`;
        for (const waiter of this.pending.splice(0)) waiter.reject(new Error(reason));
        resolve();
      });
      this.child.on('error', (error) => {
        this.diagnostics += `\n${error.message}`;
      });
    });
  }

  static start(options: SessionOptions): SandboxSession {
    return new SandboxSession(options);
  }

  /** Runs the program once. Rejects only when the sandbox itself fails. */
  run(input: RunInput): Promise<RunOutcome> {
    if (this.exited) return Promise.reject(new Error(`sandbox is not running: ${this.diagnostics.trim()}`));
    const { limits } = input;
    const stdin = typeof input.stdin === 'string' ? Buffer.from(input.stdin) : input.stdin;
    const files = (input.files ?? []).map((file) => ({
      name: Buffer.from(file.name),
      data: typeof file.data === 'string' ? Buffer.from(file.data) : file.data,
    }));
    const numbers = [
      limits.cpuMs,
      limits.wallMs,
      limits.addressSpaceKb,
      limits.fileSizeBytes,
      limits.stackKb,
      limits.processes,
      limits.openFiles,
    ].map((value) => Math.max(0, Math.round(value)));
    const connect = input.connect ? CONNECT_CODES[input.connect] : 0;
    const collect = input.collectFeedback ? 1 : 0;
    const parts: Buffer[] = [
      Buffer.from(`run ${numbers.join(' ')} ${files.length} ${stdin.length} ${connect} ${collect}\n`),
    ];
    for (const file of files) {
      parts.push(Buffer.from(`file ${file.name.length} ${file.data.length}\n`), file.name, file.data);
    }
    parts.push(stdin);
    return new Promise((resolve, reject) => {
      this.pending.push({ resolve, reject });
      this.child.stdin.write(Buffer.concat(parts));
    });
  }

  /** Ends the sandbox: the supervisor exits at end of input, and its namespace takes every process with it. */
  async close(): Promise<void> {
    if (!this.exited) {
      this.child.stdin.end();
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 2000);
      await this.exitPromise;
      clearTimeout(timer);
    }
    await this.options.cgroup?.remove();
  }

  /**
   * Parses answers as they stream in. Chunks are kept in a list and joined once an answer is
   * complete: joining on every chunk would copy a 16 MiB output hundreds of times.
   */
  private receive(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.chunkBytes += chunk.length;
    for (;;) {
      if (!this.header) {
        if (chunk.indexOf(10) < 0 && this.chunks.length > 1) return;
        const joined = this.join();
        const newline = joined.indexOf(10);
        if (newline < 0) return;
        const fields = joined.subarray(0, newline).toString('utf8').split(' ');
        this.replaceBuffered(joined.subarray(newline + 1));
        if (fields[0] !== 'result' || fields.length !== 13) {
          this.failAll(new Error(`sandbox protocol error: ${fields.join(' ')}`));
          return;
        }
        this.header = {
          fields,
          stdoutBytes: Number(fields[8]),
          stderrBytes: Number(fields[9]),
          collectedBytes: Number(fields[12]),
        };
      }
      const { fields, stdoutBytes, stderrBytes, collectedBytes } = this.header;
      const answerBytes = stdoutBytes + stderrBytes + collectedBytes;
      if (this.chunkBytes < answerBytes) return;
      const joined = this.join();
      const stdout = Buffer.from(joined.subarray(0, stdoutBytes));
      const stderr = Buffer.from(joined.subarray(stdoutBytes, stdoutBytes + stderrBytes));
      const feedback = parseCollected(joined.subarray(stdoutBytes + stderrBytes, answerBytes));
      this.replaceBuffered(joined.subarray(answerBytes));
      this.header = null;
      const kind = fields[1] as RunKind;
      const outcome: RunOutcome = {
        kind,
        exitCode: kind === 'exited' || kind === 'exec-failed' ? Number(fields[2]) : null,
        signal: kind === 'signaled' ? Number(fields[3]) : null,
        cpuMicroseconds: Number(fields[4]),
        wallMicroseconds: Number(fields[5]),
        maxRssKb: Number(fields[6]),
        oomKills: Number(fields[7]),
        stdout,
        stderr,
        stderrTotalBytes: Number(fields[10]),
        endMicroseconds: Number(fields[11]),
        feedback,
      };
      this.pending.shift()?.resolve(outcome);
      if (this.chunkBytes === 0) return;
      chunk = this.chunks[0]!;
    }
  }

  private join(): Buffer {
    if (this.chunks.length === 1) return this.chunks[0]!;
    const joined = Buffer.concat(this.chunks, this.chunkBytes);
    this.chunks = [joined];
    return joined;
  }

  private replaceBuffered(rest: Buffer): void {
    this.chunks = rest.length > 0 ? [rest] : [];
    this.chunkBytes = rest.length;
  }

  private failAll(error: Error): void {
    for (const waiter of this.pending.splice(0)) waiter.reject(error);
    this.child.kill('SIGKILL');
  }
}

/** The supervisor's list of collected files: per file "NAME_BYTES DATA_BYTES\n", the name, the data. */
function parseCollected(bytes: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let offset = 0;
  while (offset < bytes.length) {
    const newline = bytes.indexOf(10, offset);
    if (newline < 0) break;
    const [nameBytes, dataBytes] = bytes.subarray(offset, newline).toString('utf8').split(' ').map(Number);
    const nameStart = newline + 1;
    const dataStart = nameStart + nameBytes!;
    files.set(
      bytes.subarray(nameStart, dataStart).toString('utf8'),
      Buffer.from(bytes.subarray(dataStart, dataStart + dataBytes!)),
    );
    offset = dataStart + dataBytes!;
  }
  return files;
}
