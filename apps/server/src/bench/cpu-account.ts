// Where a benchmark's CPU went, read from /proc: the whole machine and each server process's own work
// (requests, sockets, password hashes). The load generator reports its own; the rest of the machine
// is mostly the judge's (compilers, sandboxed programs, checkers), which the server does not reap
// itself (bubblewrap's children), so its children's counters miss most of it.
import fs from 'node:fs';

/** Linux's USER_HZ: /proc counts CPU time in ticks of 1/100 s on every architecture Node ships for. */
const TICKS_PER_SECOND = 100;

type ProcessTicks = { own: number; children: number };

function machineBusyTicks(): number {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  // cpu user nice system idle iowait irq softirq steal …: everything but idle and iowait is work.
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  return fields.slice(0, 8).reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
}

function processTicks(pid: number): ProcessTicks | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: count fields after its closing one.
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    // Fields 14–17 of proc(5) (utime, stime, cutime, cstime) are 11–14 after the name and state.
    return { own: fields[11]! + fields[12]!, children: fields[13]! + fields[14]! };
  } catch {
    return null;
  }
}

export type CpuShares = {
  /** CPU seconds the whole machine spent working during the window. */
  machineSeconds: number;
  /** Per server process: its own CPU seconds and its reaped children's (the in-process judge's programs). */
  byProcess: Record<string, { ownSeconds: number; childrenSeconds: number }>;
};

/**
 * Starts counting now; `stop` answers the CPU each part used since. A process restarted in between
 * (the scaled run kills a web server) has another pid at the end and is left out.
 */
export function startCpuAccount(processes: () => Record<string, number | undefined>): { stop(): CpuShares } {
  const machineAtStart = machineBusyTicks();
  const atStart = new Map(
    Object.entries(processes()).map(([name, pid]) => [name, { pid, ticks: pid ? processTicks(pid) : null }]),
  );
  return {
    stop() {
      const byProcess: CpuShares['byProcess'] = {};
      for (const [name, pid] of Object.entries(processes())) {
        const first = atStart.get(name);
        const last = pid ? processTicks(pid) : null;
        if (!first?.ticks || first.pid !== pid || !last) continue;
        byProcess[name] = {
          ownSeconds: (last.own - first.ticks.own) / TICKS_PER_SECOND,
          childrenSeconds: (last.children - first.ticks.children) / TICKS_PER_SECOND,
        };
      }
      return { machineSeconds: (machineBusyTicks() - machineAtStart) / TICKS_PER_SECOND, byProcess };
    },
  };
}
