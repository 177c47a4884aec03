/** A process as `/proc/<pid>/stat` describes it. */
export type ProcessInfo = {
  /** `pid:starttime`: pids are reused. */
  key: string;
  ppid: number;
  /** The command name. */
  comm: string;
  /** Its own processor ticks, user and system. */
  own: number;
  /** The ticks of the children it has waited for. */
  children: number;
  /** Resident memory, in bytes. */
  rss: number;
};
/** Every process, by pid. */
export declare function readProcesses(): Map<number, ProcessInfo>;
/**
 * Starts sampling; `stop()` returns the seconds of processor time of each task (`package#script`),
 * and of the whole machine, since the start; without /proc (outside Linux), `undefined`.
 */
export declare function sampleCpu(): { stop: () => unknown };
