// The processor time of each turbo task, read from /proc once a second: on a machine whose cores
// are all busy, a task's wall time says more about what ran beside it than about its own cost.
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { join } from "node:path";

/** Clock ticks per second of /proc's times (USER_HZ), 100 on every Linux architecture Node runs on. */
const ticksPerSecond = 100;
/** The size of a memory page, in which /proc counts resident memory. */
const pageBytes = 4096;

/**
 * Starts sampling; `stop()` returns the seconds of processor time of each task (`package#script`),
 * and of the whole machine, since the start; without /proc (outside Linux), `undefined`.
 */
export function sampleCpu() {
  let machineStart;
  try {
    machineStart = machineTicks();
  } catch {
    return { stop: () => undefined };
  }
  /**
   * Each process at the last sample, by `pid:starttime` (pids are reused): its own ticks, those of
   * the children it has waited for, and its parent's key.
   */
  let last = new Map();
  /** The task a process was charged to, kept if it outlives its parent and init adopts it. */
  const taskOf = new Map();
  const byTask = new Map();
  let first = true;

  const sample = () => {
    const processes = readProcesses();
    const current = new Map();
    for (const process of processes.values()) {
      const parent = processes.get(process.ppid);
      current.set(process.key, { ...process, parentKey: parent?.key });
    }
    // A process gone since the last sample was waited for by its parent, whose children's ticks
    // now hold all of its ticks, and those of its own children gone with it: the ticks charged
    // already are not charged again.
    const gone = [...last].filter(([key]) => !current.has(key));
    const goneChildren = new Map();
    for (const [key, process] of gone) {
      goneChildren.set(process.parentKey, [...(goneChildren.get(process.parentKey) ?? []), key]);
    }
    const charged = (key) =>
      last.get(key).own +
      last.get(key).children +
      (goneChildren.get(key) ?? []).reduce((sum, child) => sum + charged(child), 0);
    const reaped = new Map();
    for (const [key, process] of gone) {
      if (current.has(process.parentKey)) {
        reaped.set(process.parentKey, (reaped.get(process.parentKey) ?? 0) + charged(key));
      }
    }
    for (const [pid, process] of processes) {
      const previous = last.get(process.key);
      // What ran before the first sample is not charged; a process started since is, from its start.
      const before = previous ?? (first ? process : { own: 0, children: 0 });
      const spent =
        process.own -
        before.own +
        Math.max(0, process.children - before.children - (reaped.get(process.key) ?? 0));
      if (spent <= 0) continue;
      const task = taskOf.get(process.key) ?? findTask(pid, processes);
      if (!task) continue;
      taskOf.set(process.key, task);
      byTask.set(task, (byTask.get(task) ?? 0) + spent / ticksPerSecond);
    }
    last = current;
    first = false;
  };
  /** The task a process runs under: the child of turbo among its ancestors, named once. */
  const findTask = (pid, processes) => {
    for (let current = pid; ; ) {
      const process = processes.get(current);
      if (!process) return undefined;
      const known = taskOf.get(process.key);
      if (known) return known;
      const parent = processes.get(process.ppid);
      if (!parent) return undefined;
      if (parent.comm === "turbo") {
        const task = taskName(current);
        if (task) taskOf.set(process.key, task);
        return task;
      }
      current = process.ppid;
    }
  };

  sample();
  const timer = setInterval(sample, 1000);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const [busy, all] = machineTicks().map(
        (ticks, i) => (ticks - machineStart[i]) / ticksPerSecond,
      );
      return { byTask, busySeconds: busy, allSeconds: all };
    },
  };
}

/**
 * Every process, by pid: its parent, its command name, its own processor ticks (user and system),
 * those of the children it has waited for, and its resident memory in bytes. The docs' budget
 * script reads the build's memory from it too.
 */
export function readProcesses() {
  const processes = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // it ended while the directory was read
    }
    const close = stat.lastIndexOf(")");
    const comm = stat.slice(stat.indexOf("(") + 1, close);
    // The fields after the command name: state, ppid, … utime, stime, cutime, cstime (14th to
    // 17th), … starttime (22nd), vsize, rss (24th, in pages).
    const fields = stat.slice(close + 2).split(" ");
    processes.set(Number(entry), {
      key: `${entry}:${fields[19]}`,
      ppid: Number(fields[1]),
      comm,
      own: Number(fields[11]) + Number(fields[12]),
      children: Number(fields[13]) + Number(fields[14]),
      rss: Number(fields[21]) * pageBytes,
    });
  }
  return processes;
}

/** `package#script` of the process turbo started for a task: `pnpm run <script>` in the package's folder. */
function taskName(pid) {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    const script = args[args.indexOf("run") + 1];
    const folder = readlinkSync(`/proc/${pid}/cwd`);
    const { name } = JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));
    return script && name ? `${name}#${script}` : undefined;
  } catch {
    return undefined;
  }
}

/** The machine's busy and total ticks, all cores, from the first line of /proc/stat. */
function machineTicks() {
  const [, ...values] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal (guest time is counted in user already)
  const ticks = values.slice(0, 8).map(Number);
  const idle = ticks[3] + ticks[4];
  const all = ticks.reduce((sum, value) => sum + value, 0);
  return [all - idle, all];
}
