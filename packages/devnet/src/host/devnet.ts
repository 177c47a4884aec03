import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type ChainInfo, type Generation, startChain } from "@rollups-ts/chain";
import { type Address, isAddress } from "viem";
import { attachChain, describeApplication } from "../attach.ts";
import type { Dialect } from "../dialect.ts";
import { dialectGeneration } from "../dialect.ts";
import type { ApplicationHandler, InspectHandler } from "../handler.ts";
import { type RollupsNode, startNode } from "../node.ts";
import { type HostApplication, startHostApplication } from "./host-application.ts";

/** What a `--handler` module gives: its default export, and its `inspect` export if any. */
export type HandlerModule = { handler: ApplicationHandler; inspect?: InspectHandler };

/**
 * Loads an application handler module: a TypeScript or JavaScript module whose default export is
 * an {@link ApplicationHandler} and whose optional `inspect` export is an {@link InspectHandler}.
 */
export async function loadHandlerModule(path: string, cwd = process.cwd()): Promise<HandlerModule> {
  const url = pathToFileURL(resolve(cwd, path)).href;
  let loaded: Record<string, unknown>;
  try {
    loaded = (await import(url)) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`handler module ${path} could not be loaded: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (typeof loaded.default !== "function")
    throw new TypeError(
      `handler module ${path} must export a function as its default export (the application handler), got ${typeof loaded.default}`,
    );
  if (loaded.inspect !== undefined && typeof loaded.inspect !== "function")
    throw new TypeError(
      `handler module ${path}: its inspect export must be a function, got ${typeof loaded.inspect}`,
    );
  return {
    handler: loaded.default as ApplicationHandler,
    ...(loaded.inspect ? { inspect: loaded.inspect as InspectHandler } : {}),
  };
}

export type DevnetOptions = {
  /** Port of a chain started here (default 0: a free one). */
  chainPort?: number;
  /** Attach to the chain at this URL instead of starting one. */
  chainUrl?: string;
  /** Seconds between blocks of a chain started here; 0 or none mines one block per transaction. */
  blockTime?: number;
  /** Epoch length of a newly deployed application, in blocks (default 10). */
  epochLength?: bigint;
  /**
   * The contract generation of the application the node follows: `v3-alpha.9` (3.0.0-alpha.9, the
   * default), `v3` (3.0.0-alpha.5) or `v2` (2.2.0). The default follows `dialect`: N goes with
   * `v3-alpha.9`, I with `v3`, R with `v2`, the contracts the nodes of each dialect read.
   */
  generation?: Generation;
  /** Blocks a staged claim of a newly deployed v3 application waits before it can be accepted (default 2). */
  claimStagingPeriod?: bigint;
  /** Follow the application at this address instead of the local one. */
  applicationAddress?: Address;
  applicationName?: string;
  nodePort?: number;
  pollingInterval?: number;
  dialect?: Dialect;
  /** Origins a browser may call the node from; default: any (`*`), unlike a real node. */
  corsOrigins?: readonly string[];
  /** Inspect requests the node answers at once; more get 503 with `Retry-After` (default: no limit). */
  inspectMaxInflight?: number;
  /** Run the application as this command in host mode. */
  command?: readonly string[];
  /** Port of the rollup HTTP server in host mode (default 0: a free one). */
  rollupPort?: number;
  /** Milliseconds an input may take in host mode before the application is restarted. */
  finishTimeout?: number;
  /** Run the application as this handler module. */
  handlerModule?: string;
  /** Directory `command` runs in and `handlerModule` is resolved from (default: the current one). */
  cwd?: string;
  /** Where a host-mode application's output goes (default `inherit`). */
  stdio?: "inherit" | "ignore";
  onError?: (error: unknown) => void;
};

export { describeApplication };

export type Devnet = {
  chain: ChainInfo;
  /** Whether the chain was running before (`chainUrl`). */
  attached: boolean;
  node: RollupsNode;
  /** The host-mode application, when `command` was given. */
  host?: HostApplication;
  stop: () => Promise<void>;
};

/**
 * Starts a local devnet: a chain (or one attached to), the node following the application, and
 * the application itself — a host-mode command, a handler module, or the test application.
 */
export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  if (options.command && options.handlerModule)
    throw new TypeError("startDevnet: give either command or handlerModule, not both");
  if (
    options.applicationAddress !== undefined &&
    !isAddress(options.applicationAddress, { strict: false })
  )
    throw new TypeError(
      `startDevnet: applicationAddress must be an address, got ${JSON.stringify(options.applicationAddress)}`,
    );
  // Loaded first, so a bad module fails before any process starts.
  const module = options.handlerModule
    ? await loadHandlerModule(options.handlerModule, options.cwd)
    : undefined;
  const epochLength = options.epochLength ?? 10n;
  const generation = options.generation ?? dialectGeneration(options.dialect ?? "N");
  const staging =
    options.claimStagingPeriod !== undefined
      ? { claimStagingPeriod: options.claimStagingPeriod }
      : {};
  // The application goes first: the node's stop waits for the input it is running.
  const stops: { stopChain?: () => Promise<void>; host?: HostApplication; node?: RollupsNode } = {};
  const stop = async () => {
    await stops.host?.stop();
    await stops.node?.stop();
    await stops.stopChain?.();
  };
  try {
    let chain: ChainInfo;
    if (options.chainUrl) {
      chain = await attachChain(options.chainUrl, {
        epochLength,
        generations: [generation],
        ...staging,
      });
    } else {
      const { stop: stopChain, ...started } = await startChain({
        port: options.chainPort ?? 0,
        epochLength,
        generations: [generation],
        ...staging,
        ...(options.blockTime ? { blockTime: options.blockTime } : {}),
      });
      stops.stopChain = stopChain;
      chain = started;
    }
    if (options.applicationAddress) {
      const application = await describeApplication(chain, options.applicationAddress);
      const contracts = chain.generations[application.generation]?.contracts;
      if (!contracts)
        throw new Error(
          `the application at ${options.applicationAddress} uses ${application.generation} contracts, and this devnet runs ${generation}`,
        );
      chain = { ...chain, generation: application.generation, contracts, application };
    }
    let host: HostApplication | undefined;
    if (options.command) {
      host = await startHostApplication({
        command: options.command,
        port: options.rollupPort ?? 0,
        ...(options.finishTimeout !== undefined ? { finishTimeout: options.finishTimeout } : {}),
        ...(options.cwd ? { cwd: options.cwd } : {}),
        ...(options.stdio ? { stdio: options.stdio } : {}),
        ...(options.onError ? { onError: options.onError } : {}),
      });
      stops.host = host;
    }
    const application = host ?? module;
    const node = await startNode({
      chain,
      ...(application ? { handler: application.handler } : {}),
      ...(application?.inspect ? { inspect: application.inspect } : {}),
      ...(options.applicationName ? { applicationName: options.applicationName } : {}),
      ...(options.nodePort !== undefined ? { port: options.nodePort } : {}),
      ...(options.pollingInterval ? { pollingInterval: options.pollingInterval } : {}),
      ...(options.dialect ? { dialect: options.dialect } : {}),
      ...(options.corsOrigins ? { corsOrigins: options.corsOrigins } : {}),
      ...(options.inspectMaxInflight ? { inspectMaxInflight: options.inspectMaxInflight } : {}),
      ...(options.onError ? { onError: options.onError } : {}),
      // Without a block time, blocks come only with transactions: the node mines the staging period.
      mineStagingBlocks: !options.blockTime,
    });
    stops.node = node;
    return { chain, attached: Boolean(options.chainUrl), node, ...(host ? { host } : {}), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
