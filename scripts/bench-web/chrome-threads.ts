// What the kernel says Chromium's threads did during a Lighthouse run: a trace sees a task's wall
// time and its CPU time, but not why the rest was spent off a core. Linux keeps, per thread, the
// time it ran, the time it was ready but waited for a core (the run queue: the machine busy with
// other programs), and the pages it had to read from disk to go on (major page faults: Chromium's
// own code and data after a cold page cache). Sampled every SAMPLE_MS while the run lasts, for
// every process under the Chromium the bench launched. Linux only: elsewhere `stop()` gives null.
import { readFileSync, readdirSync } from 'node:fs';

const SAMPLE_MS = 200;

interface ThreadSample {
  name: string;
  cpuNs: number;
  runQueueNs: number;
  majorFaults: number;
}

export interface ThreadTotals {
  cpuMs: number;
  /** Ready to run but waiting for a core. */
  runQueueMs: number;
  majorFaults: number;
}

export interface ChromeThreads {
  /** The renderer's main thread (pid = tid = the trace's renderer pid), if it was seen. */
  rendererMain: ThreadTotals | null;
  /** All threads of all Chromium processes. */
  all: ThreadTotals;
  /** CPU time by thread name (as the kernel shortens it: 'VizCompositorTh', 'CompositorTileW'…), most first. */
  cpuByThread: { name: string; cpuMs: number }[];
}

/**
 * A process's main thread carries the program's name ('chromium'), whatever the process does:
 * named instead by its --type (renderer, gpu-process, utility…; none for the browser itself).
 */
function mainThreadName(pid: number): string {
  try {
    const type = readFileSync(`/proc/${pid}/cmdline`, 'utf8').match(/--type=([\w-]+)/)?.[1];
    return `${type ?? 'browser'} main`;
  } catch {
    return 'main';
  }
}

function readThread(pid: number, tid: number): ThreadSample | null {
  try {
    const [cpu, wait] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const name = pid === tid ? mainThreadName(pid) : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // Fields after the name: state ppid pgrp session tty tpgid flags minflt cminflt majflt…
    const majorFaults = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[9]);
    return { name, cpuNs: cpu!, runQueueNs: wait!, majorFaults };
  } catch {
    return null; // the thread ended meanwhile
  }
}

/** Pids of `root` and all its descendants now alive. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.pop()!;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Starts sampling Chromium's threads (`chromePid` and its descendants) until `stop()`. */
export function watchChromeThreads(chromePid: number): { stop: (rendererPid: number | null) => ChromeThreads | null } {
  const first = new Map<string, ThreadSample>();
  const last = new Map<string, ThreadSample>();
  let available = true;
  const sample = (baseline: boolean) => {
    try {
      for (const pid of processTree(chromePid)) {
        let tids: string[];
        try {
          tids = readdirSync(`/proc/${pid}/task`);
        } catch {
          continue;
        }
        for (const tid of tids) {
          const thread = readThread(pid, Number(tid));
          if (!thread) continue;
          const key = `${pid}:${tid}`;
          // A thread born during the run starts from nothing.
          if (!first.has(key)) first.set(key, baseline ? thread : { ...thread, cpuNs: 0, runQueueNs: 0, majorFaults: 0 });
          last.set(key, thread);
        }
      }
    } catch {
      available = false; // no /proc
    }
  };
  sample(true);
  const timer = setInterval(() => sample(false), SAMPLE_MS);
  return {
    stop(rendererPid) {
      clearInterval(timer);
      sample(false);
      if (!available) return null;
      const totals = (keys: string[]): ThreadTotals => {
        const t = { cpuMs: 0, runQueueMs: 0, majorFaults: 0 };
        for (const key of keys) {
          const a = first.get(key)!;
          const b = last.get(key)!;
          t.cpuMs += (b.cpuNs - a.cpuNs) / 1e6;
          t.runQueueMs += (b.runQueueNs - a.runQueueNs) / 1e6;
          t.majorFaults += b.majorFaults - a.majorFaults;
        }
        return t;
      };
      const mainKey = `${rendererPid}:${rendererPid}`;
      const byName = new Map<string, number>();
      for (const [key, b] of last) {
        const name = key === mainKey ? "the page's renderer main" : b.name;
        byName.set(name, (byName.get(name) ?? 0) + (b.cpuNs - first.get(key)!.cpuNs) / 1e6);
      }
      return {
        rendererMain: rendererPid !== null && last.has(mainKey) ? totals([mainKey]) : null,
        all: totals([...last.keys()]),
        cpuByThread: [...byName]
          .map(([name, cpuMs]) => ({ name, cpuMs }))
          .sort((a, b) => b.cpuMs - a.cpuMs),
      };
    },
  };
}
