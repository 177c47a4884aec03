import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type Hex, toHex } from "viem";
import type {
  AdvanceInput,
  ApplicationHandler,
  HandlerResult,
  InspectHandler,
  InspectResult,
  Output,
} from "../handler.ts";
import {
  exitDescription,
  RollupRequestError,
  readFinishStatus,
  readJsonBody,
  readOutput,
  readPayload,
  sendJson,
  sendText,
} from "./rollup-api.ts";

export type HostApplicationOptions = {
  /** The application's command and its arguments, as `pnpm devnet -- <command>` gets them. */
  command: readonly string[];
  /** Port of the rollup HTTP server on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /** Milliseconds the application may take over a request, up to its `/finish` (default 60 000). */
  finishTimeout?: number;
  /** Milliseconds a waiting request may wait for the application to call `/finish` and take it (default 60 000). */
  takeTimeout?: number;
  /** Working directory of the application (default: this process's). */
  cwd?: string;
  /** Extra environment for the application (it inherits this process's). */
  env?: Record<string, string>;
  /**
   * Milliseconds a `/finish` is held while no request comes before it is answered `202` (no rollup
   * request available), so the application asks again (default 120 000). The real server holds it
   * for ever, but in a machine no time passes meanwhile; on a host, HTTP clients give up (Node's
   * fetch after 300 s).
   */
  idleFinishTimeout?: number;
  /** Where the application's stdout and stderr go (default `inherit`). */
  stdio?: "inherit" | "ignore";
  /** Hears about exits, restarts and timeouts (default `console.error`). */
  onError?: (error: unknown) => void;
};

/** An application running as a process on this host, behind a rollup HTTP server. */
export type HostApplication = {
  /** What the application gets as `ROLLUP_HTTP_SERVER_URL`. */
  url: string;
  port: number;
  /** Runs an advance request through the application; give it to `startNode`. */
  handler: ApplicationHandler;
  /** Runs an inspect request through the application; give it to `startNode`. */
  inspect: InspectHandler;
  /** How many times the process has been started (1 + restarts). */
  readonly starts: number;
  stop: () => Promise<void>;
};

type Ending =
  | { how: "accept" | "reject" }
  | { how: "exception"; payload: Hex }
  | { how: "timeout" }
  | { how: "exited"; payload: Hex };

type Job = {
  request: unknown;
  /** Set once the request went out as the answer to a `/finish`. */
  delivered: boolean;
  outputIndex: bigint;
  outputs: Output[];
  reports: Hex[];
  /** (Re)starts the request's clock. */
  arm: (milliseconds: number) => void;
  end: (ending: Ending) => void;
};

const restartDelays = { first: 100, max: 5_000 };

function checkOptions(options: HostApplicationOptions): void {
  const { command, port, finishTimeout, takeTimeout, idleFinishTimeout } = options;
  if (!Array.isArray(command) || command.length === 0 || typeof command[0] !== "string")
    throw new TypeError("startHostApplication: command must be a non-empty array of strings");
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port < 65536))
    throw new TypeError(
      `startHostApplication: port must be an integer from 0 to 65535, got ${port}`,
    );
  for (const [name, value] of Object.entries({ finishTimeout, takeTimeout, idleFinishTimeout }))
    if (value !== undefined && !(typeof value === "number" && value > 0))
      throw new TypeError(
        `startHostApplication: ${name} must be a positive number of milliseconds, got ${value}`,
      );
}

/**
 * An advance the application did not finish within `finishTimeout`, as a Cartesi Machine that
 * overran its deadline. A node of dialects R and I ends the input in `TIME_LIMIT_EXCEEDED`; a node
 * of dialect N (v3) has no such status and marks the application `FAILED` instead.
 */
export class ApplicationTimeoutError extends Error {
  readonly finishTimeout: number;
  constructor(finishTimeout: number) {
    super(`the application did not call /finish within ${finishTimeout} ms (--finish-timeout)`);
    this.name = "ApplicationTimeoutError";
    this.finishTimeout = finishTimeout;
  }
}

/**
 * Serves the rollup HTTP API (`/finish`, `/notice`, `/voucher`, `/delegate-call-voucher`,
 * `/report`, `/exception`) on a local port and runs `command` with `ROLLUP_HTTP_SERVER_URL` set.
 * Requests go to the application one at a time. A process that exits or does not call `/finish`
 * in time ends the request (`EXCEPTION`, or {@link ApplicationTimeoutError}) and is started again.
 */
export async function startHostApplication(
  options: HostApplicationOptions,
): Promise<HostApplication> {
  checkOptions(options);
  const finishTimeout = options.finishTimeout ?? 60_000;
  const takeTimeout = options.takeTimeout ?? 60_000;
  const idleFinishTimeout = options.idleFinishTimeout ?? 120_000;
  const onError = options.onError ?? ((error: unknown) => console.error(error));

  /** The application's `/finish` call held open until there is a request to answer it with. */
  let waiting: ServerResponse | undefined;
  let job: Job | undefined;
  let tail: Promise<unknown> = Promise.resolve();
  let child: ChildProcess | undefined;
  let starts = 0;
  let stopping = false;
  /** True from deciding to end the process until it has exited: its requests are not heard. */
  let killing = false;
  let restartDelay = restartDelays.first;
  let restartTimer: NodeJS.Timeout | undefined;
  /** Settles once the first process has started, or could not be. */
  let firstStart: { resolve: () => void; reject: (error: Error) => void } | undefined;

  function deliver(): void {
    if (!job || job.delivered || !waiting) return;
    const response = waiting;
    waiting = undefined;
    job.delivered = true;
    job.arm(finishTimeout);
    sendJson(response, 200, job.request);
  }

  function endJob(ending: Ending): void {
    const ended = job;
    job = undefined;
    ended?.end(ending);
  }

  const server = createServer(async (request, response) => {
    if (killing || stopping) {
      request.socket.destroy();
      return;
    }
    const path = new URL(request.url ?? "/", "http://localhost").pathname.replace(/\/+$/, "");
    const endpoint = path.slice(1);
    const known = [
      "finish",
      "notice",
      "voucher",
      "delegate-call-voucher",
      "report",
      "exception",
      "gio",
    ];
    if (request.method !== "POST" || !known.includes(endpoint)) {
      request.resume();
      return sendText(response, 404, `no rollup API endpoint ${request.method} ${path}`);
    }
    try {
      const body = await readJsonBody(request);
      if (killing || stopping) {
        request.socket.destroy();
        return;
      }
      switch (endpoint) {
        case "finish": {
          const status = readFinishStatus(body);
          restartDelay = restartDelays.first;
          if (job?.delivered) endJob({ how: status });
          if (waiting) sendText(waiting, 400, "another /finish call took this one's place");
          waiting = response;
          const idle = setTimeout(() => {
            if (waiting !== response) return;
            waiting = undefined;
            sendText(response, 202, "no rollup request available");
          }, idleFinishTimeout);
          response.once("close", () => {
            clearTimeout(idle);
            if (waiting === response) waiting = undefined;
          });
          deliver();
          return;
        }
        case "gio":
          throw new RollupRequestError(
            "unable to process gio request: the v2 rollups node does not handle GIO requests",
          );
        case "report":
        case "exception": {
          const payload = readPayload(endpoint, body);
          if (!job?.delivered)
            throw new RollupRequestError(
              `unable to insert ${endpoint}: no request is being processed (call /finish first)`,
            );
          if (endpoint === "report") job.reports.push(payload);
          else endJob({ how: "exception", payload });
          response.writeHead(202);
          return response.end();
        }
        default: {
          const output = readOutput(endpoint as "notice", body);
          if (!job?.delivered)
            throw new RollupRequestError(
              `unable to insert ${endpoint.replaceAll("-", " ")}: no request is being processed (call /finish first)`,
            );
          const index = job.outputIndex + BigInt(job.outputs.length);
          job.outputs.push(output);
          return sendJson(response, 201, { index: Number(index) });
        }
      }
    } catch (error) {
      if (error instanceof RollupRequestError) return sendText(response, 400, error.message);
      onError(error);
      if (!response.headersSent) sendText(response, 500, "internal error");
    }
  });
  server.listen(options.port ?? 0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;

  function start(): void {
    restartTimer = undefined;
    if (stopping) return;
    starts++;
    const [file, ...args] = options.command as [string, ...string[]];
    const started = spawn(file, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env, ROLLUP_HTTP_SERVER_URL: url },
      stdio: ["ignore", options.stdio ?? "inherit", options.stdio ?? "inherit"],
      // Its own process group, so a shell or package-manager wrapper goes down with it.
      detached: true,
    });
    child = started;
    let ended = false;
    const onEnd = (payload: Hex, error?: Error) => {
      if (ended) return;
      ended = true;
      if (error && firstStart) {
        firstStart.reject(error);
        return;
      }
      // Killed for a request that has already ended: the request running now is not its.
      const killed = killing;
      child = undefined;
      waiting = undefined;
      // Its half-sent requests must not reach the next process's request.
      server.closeAllConnections();
      killing = false;
      if (stopping) return;
      if (job && !killed) {
        onError(
          new Error(
            `application process: ${Buffer.from(payload.slice(2), "hex").toString()} while running a request; starting it again`,
          ),
        );
        endJob({ how: "exited", payload });
      } else {
        onError(
          new Error(
            `application process: ${Buffer.from(payload.slice(2), "hex").toString()}; starting it again`,
          ),
        );
      }
      restartTimer = setTimeout(start, restartDelay);
      restartDelay = Math.min(restartDelay * 2, restartDelays.max);
    };
    started.once("spawn", () => {
      firstStart?.resolve();
      firstStart = undefined;
    });
    started.once("exit", (code, signal) => onEnd(exitDescription(code, signal)));
    started.once("error", (error) =>
      onEnd(toHex(`dapp failed to start with ${error.message}`), error),
    );
  }

  function kill(): void {
    const running = child;
    if (!running?.pid || running.exitCode !== null || running.signalCode !== null) return;
    killing = true;
    try {
      process.kill(-running.pid, "SIGKILL");
    } catch {
      running.kill("SIGKILL");
    }
  }

  function run(request: unknown, outputIndex: bigint): Promise<Job & { ending: Ending }> {
    const result = tail.then(
      () =>
        new Promise<Job & { ending: Ending }>((resolve) => {
          if (stopping) {
            const ending: Ending = { how: "exited", payload: toHex("the devnet stopped") };
            const none = () => {};
            resolve({
              request,
              delivered: false,
              outputIndex,
              outputs: [],
              reports: [],
              arm: none,
              end: none,
              ending,
            });
            return;
          }
          let timer: NodeJS.Timeout | undefined;
          const onTimeout = () => {
            if (job !== current) return;
            onError(
              new Error(
                current.delivered
                  ? `application did not call /finish within ${finishTimeout} ms of taking the request; ending the request and starting the application again`
                  : `application did not call /finish to take a request within ${takeTimeout} ms; ending the request and starting the application again`,
              ),
            );
            endJob({ how: "timeout" });
            kill();
          };
          const current: Job = {
            request,
            delivered: false,
            outputIndex,
            outputs: [],
            reports: [],
            arm: (milliseconds) => {
              clearTimeout(timer);
              timer = setTimeout(onTimeout, milliseconds);
            },
            end: (ending) => {
              clearTimeout(timer);
              resolve({ ...current, ending });
            },
          };
          current.arm(takeTimeout);
          job = current;
          deliver();
        }),
    );
    tail = result;
    return result;
  }

  const handler: ApplicationHandler = async (input: AdvanceInput, context) => {
    const { ending, outputs, reports } = await run(
      {
        request_type: "advance_state",
        data: {
          metadata: {
            chain_id: Number(input.chainId),
            app_contract: input.application.toLowerCase(),
            msg_sender: input.sender.toLowerCase(),
            block_number: Number(input.blockNumber),
            block_timestamp: Number(input.blockTimestamp),
            prev_randao: toHex(input.prevRandao, { size: 32 }),
            input_index: Number(input.index),
          },
          payload: input.payload,
        },
      },
      context.outputIndex,
    );
    const result: HandlerResult = { reports };
    switch (ending.how) {
      case "accept":
        return { ...result, status: "ACCEPTED", outputs };
      case "reject":
        return { ...result, status: "REJECTED" };
      case "timeout":
        // What the node makes of it depends on its dialect: see `ApplicationTimeoutError`.
        throw new ApplicationTimeoutError(finishTimeout);
      default:
        return { ...result, status: "EXCEPTION", exception: ending.payload };
    }
  };

  const inspect: InspectHandler = async (payload) => {
    const { ending, reports } = await run({ request_type: "inspect_state", data: { payload } }, 0n);
    const result: InspectResult = { reports };
    switch (ending.how) {
      case "accept":
        return { ...result, status: "ACCEPTED" };
      case "reject":
        return { ...result, status: "REJECTED" };
      case "timeout":
        return {
          ...result,
          status: "EXCEPTION",
          exception: `the application did not call /finish within ${finishTimeout} ms`,
        };
      default:
        return {
          ...result,
          status: "EXCEPTION",
          exception: Buffer.from(ending.payload.slice(2), "hex").toString(),
        };
    }
  };

  try {
    await new Promise<void>((resolve, reject) => {
      firstStart = { resolve, reject };
      start();
    });
  } catch (error) {
    stopping = true;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    throw new Error(
      `could not start the application ${JSON.stringify(options.command.join(" "))}: ${(error as Error).message}`,
      { cause: error },
    );
  }

  return {
    url,
    port,
    handler,
    inspect,
    get starts() {
      return starts;
    },
    stop: async () => {
      stopping = true;
      clearTimeout(restartTimer);
      const running = child;
      if (running?.pid && running.exitCode === null && running.signalCode === null) {
        const exited = once(running, "exit");
        kill();
        await exited;
      }
      endJob({ how: "exited", payload: toHex("the devnet stopped") });
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
