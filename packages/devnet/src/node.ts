import type { AddressInfo } from "node:net";
import {
  type ChainInfo,
  type Generation,
  generationArtifact,
  generationTraits,
  localChain,
  testAccounts,
} from "@rollups-ts/chain";
import {
  type Abi,
  type Account,
  type Address,
  BlockNotFoundError,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  isAddressEqual,
  parseEventLogs,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  toFunctionSelector,
} from "viem";
import { parseAccount } from "viem/accounts";
import { type Dialect, dialectNodeVersions, dialects, generationDialects } from "./dialect.ts";
import {
  type ApplicationHandler,
  type InspectHandler,
  testApplication,
  testApplicationInspect,
} from "./handler.ts";
import { type HeadSubscription, subscribeHeads, unannouncedCheckInterval } from "./heads.ts";
import { inspectEndpoint } from "./inspect.ts";
import type { RpcContext } from "./methods.ts";
import { createRpcServer } from "./server.ts";
import { type ApplicationConfig, ApplicationState } from "./state.ts";

/** What the node needs to know about the chain: a `ChainInfo` (tokens and accounts are not used). */
export type NodeChain = Pick<ChainInfo, "url" | "chainId" | "contracts" | "application"> &
  Partial<Pick<ChainInfo, "generations">>;

export type NodeOptions = {
  chain: NodeChain;
  /**
   * Which of the chain's applications to follow, by contract generation (default: the chain's
   * primary one, `chain.application`). A v3 application's claims are staged, then accepted; one of
   * 3.0.0-alpha.7 or later (`v3-alpha.9`) is claimed with a `MachineValidityProof`.
   */
  generation?: Generation;
  /**
   * Have the blocks a staged claim waits for mined, for a chain that mines only when a transaction
   * comes (anvil without a block time), so v3 claims are accepted without other traffic: the
   * claimer sends itself an empty transaction, one per block, each once the previous one is mined.
   * Transactions, not `anvil_mine`: a block mined by hand while a test reverts anvil
   * (`evm_revert`) can leave the chain with a block and no parent, while a transaction waits in the
   * pool for the revert to end. Default false: on a chain with a block time, blocks come on their
   * own.
   */
  mineStagingBlocks?: boolean;
  /** The application's logic; default {@link testApplication}. */
  handler?: ApplicationHandler;
  /**
   * Answers `/inspect/<application>` requests; default: the test application's (an echo) when
   * `handler` is not given, else none (the endpoint answers 501).
   */
  inspect?: InspectHandler;
  /** Name the application is served under (default `echo`), matching `^[a-z0-9_-]{3,}$`. */
  applicationName?: string;
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /**
   * Milliseconds between looks at the chain (default 50). A chain that announces its blocks over
   * WebSocket at its URL (anvil does) is read at each block it announces, and looked at every
   * `max(pollingInterval, 250)` ms for what it does not announce (a revert).
   */
  pollingInterval?: number;
  /**
   * Who submits claims: the Authority's owner. Default: anvil's account 0 as an
   * unlocked node account, so anvil assigns its nonces.
   */
  claimer?: Account | Address;
  /** Reports failures that do not stop the node (handler exceptions, chain errors). */
  onError?: (error: unknown) => void;
  /**
   * The wire dialect `/rpc` answers in. A node speaks the dialect of the nodes that read its
   * application's contracts: `R` (node 2.0.0-alpha.8 to alpha.11) for v2, `I` (alpha.12) for v3
   * 3.0.0-alpha.5, `N` (alpha.13 and later) for `v3-alpha.9`. `/<dialect>/rpc` answers in it too.
   */
  dialect?: Dialect;
  /** Version `cartesi_getNodeVersion` answers (default: the dialect's node release, tagged `+local`). */
  nodeVersion?: string;
  /**
   * Origins a browser may call the node from (JSON-RPC and inspect); default: any (`*`). A real
   * node allows none unless its operator lists them.
   */
  corsOrigins?: readonly string[];
  /** Inspect requests answered at once; more get 503 with `Retry-After: 1` (default: no limit). */
  inspectMaxInflight?: number;
};

export type RollupsNode = {
  /** The JSON-RPC endpoint, `http://127.0.0.1:<port>/rpc`, in the node's dialect. */
  url: string;
  /** The application's inspect endpoint, `http://127.0.0.1:<port>/inspect/<name>`. */
  inspectUrl: string;
  /** The node's dialect. */
  dialect: Dialect;
  /** The generation of the contracts of the application the node follows. */
  generation: Generation;
  /** The same API in each dialect the node speaks: `http://127.0.0.1:<port>/<dialect>/rpc`. */
  urls: Partial<Record<Dialect, string>>;
  port: number;
  applicationName: string;
  stop: () => Promise<void>;
};

/**
 * The ABIs and the events the node reads, per contract generation: from 3.0.0-alpha.7 on,
 * `OutputExecuted` and `Withdrawal` carry their index in topic1, which that release's ABI decodes.
 */
const generationAbis = (generation: Generation) => {
  const artifact = (name: string) => generationArtifact(generation, name);
  const authority = artifact("Authority").abi;
  const names = new Set([
    "InputAdded",
    "ClaimStaged",
    "ClaimAccepted",
    "OutputExecuted",
    "Foreclosure",
    "Withdrawal",
  ]);
  const application = artifact("Application").abi;
  const events = [...artifact("InputBox").abi, ...authority, ...application].filter(
    (item) => item.type === "event" && names.has(item.name),
  ) as Abi;
  return { authority, application, events };
};

type NodeEvent =
  | { eventName: "InputAdded"; args: { appContract: Address; index: bigint; input: Hex } }
  | {
      eventName: "ClaimStaged" | "ClaimAccepted";
      args: {
        appContract: Address;
        lastProcessedBlockNumber: bigint;
        outputsMerkleRoot: Hex;
        /** v3 only. */
        machineMerkleRoot?: Hex;
      };
    }
  | { eventName: "OutputExecuted"; args: { outputIndex: bigint; output: Hex } }
  | { eventName: "Foreclosure"; args: Record<string, never> }
  | { eventName: "Withdrawal"; args: { accountIndex: bigint; account: Hex; output: Hex } };

function checkOptions(options: NodeOptions): void {
  const { applicationName, pollingInterval, port, dialect } = options;
  if (dialect !== undefined && !dialects.includes(dialect))
    throw new TypeError(
      `startNode: dialect must be one of ${dialects.join(", ")}, got ${JSON.stringify(dialect)}`,
    );
  if (applicationName !== undefined && !/^[a-z0-9_-]{3,}$/.test(applicationName))
    throw new TypeError(
      `startNode: applicationName must match ^[a-z0-9_-]{3,}$, got ${JSON.stringify(applicationName)}`,
    );
  if (pollingInterval !== undefined && !(pollingInterval > 0))
    throw new TypeError(
      `startNode: pollingInterval must be a positive number of milliseconds, got ${pollingInterval}`,
    );
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port < 65536))
    throw new TypeError(`startNode: port must be an integer from 0 to 65535, got ${port}`);
  const { inspectMaxInflight } = options;
  if (
    inspectMaxInflight !== undefined &&
    !(Number.isInteger(inspectMaxInflight) && inspectMaxInflight > 0)
  )
    throw new TypeError(
      `startNode: inspectMaxInflight must be a positive integer, got ${inspectMaxInflight}`,
    );
}

/**
 * Starts the local rollups node for the chain's application: it reads inputs
 * from the InputBox, runs them through the handler, claims each epoch that
 * received inputs through the Authority and serves the node's JSON-RPC API.
 * Resolves once the node has caught up with the chain.
 */
export async function startNode(options: NodeOptions): Promise<RollupsNode> {
  checkOptions(options);
  const { chain: givenChain } = options;
  const generation = options.generation ?? givenChain.application.generation;
  const followed =
    generation === givenChain.application.generation
      ? givenChain
      : givenChain.generations?.[generation];
  if (!followed) throw new TypeError(`startNode: the chain has no ${generation} application`);
  const chain = { ...givenChain, ...followed };
  const served = generationDialects[generation];
  const dialect = options.dialect ?? served.at(-1)!;
  if (!served.includes(dialect))
    throw new TypeError(
      `startNode: a node following a ${generation} application speaks ${served.join(" or ")}, not ${dialect}`,
    );
  const abis = generationAbis(generation);
  const proveDriveRootSelector = toFunctionSelector(
    "proveAccountsDriveMerkleRoot(bytes32,bytes32[])",
  );
  const handler = options.handler ?? testApplication;
  const pollingInterval = options.pollingInterval ?? 50;
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  const config: ApplicationConfig = {
    name: options.applicationName ?? "echo",
    address: chain.application.application,
    consensus: chain.application.authority,
    // The InputBox the application names; the generation's own for an application that says none.
    inputBox: chain.application.inputBox ?? chain.contracts.inputBox,
    templateHash: chain.application.templateHash,
    epochLength: chain.application.epochLength,
    ...(chain.application.dataAvailability
      ? { dataAvailability: chain.application.dataAvailability }
      : {}),
    deploymentBlock: chain.application.deploymentBlock,
    chainId: BigInt(chain.chainId),
    generation,
    claimStagingPeriod: chain.application.claimStagingPeriod,
    ...(chain.application.withdrawalConfig
      ? { withdrawalConfig: chain.application.withdrawalConfig }
      : {}),
  };
  const viemChain = localChain(chain.url, chain.chainId);
  const publicClient = createPublicClient({
    chain: viemChain,
    transport: http(chain.url),
    cacheTime: 0,
  });
  const walletClient = createWalletClient({ chain: viemChain, transport: http(chain.url) });
  const traits = generationTraits[generation];
  // The test application keeps a ledger of the token its v3 application's withdrawals pay, when
  // a `UsdWithdrawalOutputBuilder` pays them (one that answers `token()`).
  if (!options.handler && traits.claimStaging && config.withdrawalConfig) {
    const token = await publicClient
      .readContract({
        address: config.withdrawalConfig.withdrawalOutputBuilder,
        abi: generationArtifact(generation, "UsdWithdrawalOutputBuilder").abi,
        functionName: "token",
      })
      .catch(() => undefined);
    if (token)
      config.ledger = { erc20Portal: chain.contracts.erc20Portal, token: token as Address };
  }
  const claimer = options.claimer ?? testAccounts[0]!.address;
  const claimerAddress = parseAccount(claimer).address;

  let state = new ApplicationState(config);
  /** The head the state was built up to; a different hash at that height means the chain reorganised. */
  let lastSeen: { number: bigint; hash: Hex } | undefined;
  /** Claim errors already reported, by epoch, so a persistent failure is reported once. */
  const claimErrors = new Map<bigint, string>();
  /** v3 epochs whose `acceptClaim` was sent, so a chain slow to mine it does not get it twice. */
  const acceptsSent = new Set<bigint>();
  /** The head the last block-mining transaction was sent at; the next waits for another head. */
  let minedFrom: Hex | undefined;
  /** The claimer's last transaction, until a look finds it mined. */
  let claimerPending: Hex | undefined;

  async function catchUp(target: ApplicationState, head: bigint): Promise<void> {
    const fromBlock = target.lastCheckedBlock + 1n;
    if (fromBlock <= head) {
      const logs = await publicClient.getLogs({
        address: [config.inputBox, config.consensus, config.address],
        fromBlock,
        toBlock: head,
      });
      const events = parseEventLogs({ abi: abis.events, logs }) as unknown as (NodeEvent & {
        address: Address;
        blockNumber: bigint;
        transactionHash: Hex;
        logIndex: number;
      })[];
      for (const event of events) {
        if (event.eventName === "InputAdded") {
          if (
            isAddressEqual(event.address, config.inputBox) &&
            isAddressEqual(event.args.appContract, config.address)
          )
            target.addInput(event.args.input, event.blockNumber, event);
        } else if (event.eventName === "ClaimStaged" || event.eventName === "ClaimAccepted") {
          if (
            !isAddressEqual(event.address, config.consensus) ||
            !isAddressEqual(event.args.appContract, config.address)
          )
            continue;
          if (event.eventName === "ClaimStaged")
            target.stageClaim(event.args.lastProcessedBlockNumber, {
              outputsMerkleRoot: event.args.outputsMerkleRoot,
              machineMerkleRoot: event.args.machineMerkleRoot!,
              blockNumber: event.blockNumber,
              transactionHash: event.transactionHash,
            });
          else
            target.acceptClaim(event.args.lastProcessedBlockNumber, {
              outputsMerkleRoot: event.args.outputsMerkleRoot,
              transactionHash: event.transactionHash,
            });
        } else if (event.eventName === "Foreclosure") {
          if (isAddressEqual(event.address, config.address)) target.foreclose(event);
        } else if (event.eventName === "Withdrawal") {
          if (isAddressEqual(event.address, config.address)) target.withdraw(event.args, event);
        } else if (
          event.eventName === "OutputExecuted" &&
          isAddressEqual(event.address, config.address)
        ) {
          target.executeOutput(event.args.outputIndex, event.transactionHash);
        }
      }
      if (target.foreclosure && !target.driveRootProved) await findDriveRootProof(target, head);
      target.lastCheckedBlock = head;
    }
    target.advanceEpochs(head);
  }

  const readDriveRoot = (blockNumber: bigint) =>
    publicClient.readContract({
      address: config.address,
      abi: abis.application,
      functionName: "getAccountsDriveMerkleRoot",
      blockNumber,
    }) as Promise<readonly [boolean, Hex]>;

  /**
   * Looks for the accounts drive root proved on chain by `head`. The vendored contracts emit no
   * event for it (3.0.0-alpha.6 adds `AccountsDriveMerkleRootProved`), so the node reads
   * `getAccountsDriveMerkleRoot()`, finds the block where it turned proved and, in it, the call.
   */
  async function findDriveRootProof(target: ApplicationState, head: bigint): Promise<void> {
    const [proved, root] = await readDriveRoot(head);
    if (!proved) return;
    let low = target.foreclosure!.blockNumber;
    let high = head;
    while (low < high) {
      const middle = (low + high) / 2n;
      if ((await readDriveRoot(middle))[0]) high = middle;
      else low = middle + 1n;
    }
    const block = await publicClient.getBlock({ blockNumber: high, includeTransactions: true });
    let transactionHash: Hex | null = null;
    for (const transaction of block.transactions) {
      if (
        !transaction.to ||
        !isAddressEqual(transaction.to, config.address) ||
        !transaction.input.startsWith(proveDriveRootSelector)
      )
        continue;
      const receipt = await publicClient.getTransactionReceipt({ hash: transaction.hash });
      if (receipt.status === "success") transactionHash = transaction.hash;
    }
    target.proveDriveRoot({ root, blockNumber: high, transactionHash });
  }

  // Inputs are processed apart from following the chain, as a real node's machine runs apart
  // from its chain reader: epochs close on time even while the application is busy.
  let processing: Promise<void> | undefined;
  function startProcessing(): void {
    if (processing) return;
    processing = (async () => {
      for (let target = state; ; target = state) {
        const processed = await target.processNext(handler, onError);
        target.advanceEpochs(target.lastCheckedBlock);
        if (!processed && target === state) return;
      }
    })()
      .catch(onError)
      .finally(() => {
        processing = undefined;
      });
  }

  /**
   * Sends what the consensus waits for: each computed claim (3.0.0-alpha.5: with the outputs
   * root's proof in the machine tree, so the Authority derives the machine root; from alpha.7: the
   * machine root with the proofs of its `iflags.Y`, `tohost` and TX buffer leaves), and each v3
   * staged claim whose staging period is over, to be accepted.
   */
  const claimArguments = (epoch: ApplicationState["epochs"][number]): readonly unknown[] => {
    switch (traits.claim) {
      case "machine-validity-proof":
        return [config.address, epoch.lastBlock, epoch.machineHash, epoch.stateProof];
      case "outputs-root-proof":
        return [config.address, epoch.lastBlock, epoch.outputsMerkleRoot, epoch.outputsMerkleProof];
      case "outputs-root":
        return [config.address, epoch.lastBlock, epoch.outputsMerkleRoot];
    }
  };

  async function submitClaims({
    number: head,
    hash,
  }: {
    number: bigint;
    hash: Hex;
  }): Promise<void> {
    // One claimer transaction at a time, each once the last is mined: anvil may answer a
    // transaction before it mines it, and give one sent meanwhile the same nonce.
    if (claimerPending) {
      const pending = claimerPending;
      const receipt = await publicClient
        .getTransactionReceipt({ hash: pending })
        .catch((error: unknown) => {
          if (error instanceof TransactionReceiptNotFoundError) return undefined;
          throw error;
        });
      // Not mined yet, or gone: a revert takes it with its block, and the node sees no revert when
      // it had not read that block yet. Waiting only for one the chain still holds.
      if (!receipt) {
        const held = await publicClient
          .getTransaction({ hash: pending })
          .catch((error: unknown) => {
            if (error instanceof TransactionNotFoundError) return undefined;
            throw error;
          });
        if (held) return;
      }
      claimerPending = undefined;
    }
    for (const epoch of state.epochs) {
      const submit = epoch.status === "CLAIM_COMPUTED";
      // v3: `acceptClaim` is mined in a later block than `head`; it needs the period to be over there.
      const accept =
        epoch.status === "CLAIM_STAGED" &&
        epoch.stagedAtBlock !== null &&
        !acceptsSent.has(epoch.index) &&
        head + 1n >= epoch.stagedAtBlock + config.claimStagingPeriod;
      // Blocks still to come before `acceptClaim` can be mined; the node mines them when asked to.
      const blocksToWait =
        epoch.status === "CLAIM_STAGED" && epoch.stagedAtBlock !== null
          ? epoch.stagedAtBlock + config.claimStagingPeriod - head - 1n
          : 0n;
      if (options.mineStagingBlocks && blocksToWait > 0n) {
        if (minedFrom === hash) return; // the last one is not mined yet
        minedFrom = hash;
        claimerPending = await walletClient.sendTransaction({
          account: claimer,
          to: claimerAddress,
          value: 0n,
        });
        return;
      }
      if (!submit && !accept) continue;
      try {
        const hash = await walletClient.writeContract({
          address: config.consensus,
          abi: abis.authority,
          ...(accept
            ? {
                functionName: "acceptClaim",
                args: [config.address, epoch.lastBlock, epoch.machineHash],
              }
            : {
                functionName: "submitClaim",
                args: claimArguments(epoch),
              }),
          account: claimer,
        });
        claimerPending = hash;
        if (submit) state.claimSubmitted(epoch, hash);
        else acceptsSent.add(epoch.index);
        claimErrors.delete(epoch.index);
        return;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (claimErrors.get(epoch.index) !== message) {
          claimErrors.set(epoch.index, message);
          onError(new Error(`claim of epoch ${epoch.index} failed; retrying`, { cause: error }));
        }
      }
    }
  }

  async function poll(): Promise<void> {
    const head = await publicClient.getBlock({ blockTag: "latest" });
    try {
      await follow(head);
    } catch (error) {
      // The chain went back under this poll (a revert after `head` was read, so its logs are out
      // of range): not a failure, the next poll rebuilds from the chain as it is now.
      if (await isGone(head)) return;
      throw error;
    }
  }

  /** Whether `block` is no longer on the chain; unknown (a failing chain) counts as still there. */
  async function isGone(block: { number: bigint; hash: Hex }): Promise<boolean> {
    try {
      return (await publicClient.getBlock({ blockNumber: block.number })).hash !== block.hash;
    } catch (error) {
      return error instanceof BlockNotFoundError;
    }
  }

  async function follow(head: { number: bigint; hash: Hex }): Promise<void> {
    if (lastSeen && head.hash === lastSeen.hash) return submitClaims(head);
    // A block gone (a revert under the last poll) or replaced at the last seen height: rebuild.
    const reorganised =
      lastSeen !== undefined && (head.number <= lastSeen.number || (await isGone(lastSeen)));
    if (reorganised || !lastSeen) {
      // Rebuild off to the side and swap, so readers never see a half-built state.
      const fresh = new ApplicationState(config);
      await catchUp(fresh, head.number);
      state = fresh;
      claimErrors.clear();
      acceptsSent.clear();
      // Its transaction may be gone with the revert, and a head after it can have the same hash
      // (the same blocks again, in the same second).
      minedFrom = undefined;
      claimerPending = undefined;
    } else {
      lastSeen = undefined; // an error below leaves the state half-updated: rebuild next time
      await catchUp(state, head.number);
    }
    lastSeen = { number: head.number, hash: head.hash };
    startProcessing();
    await submitClaims(head);
  }

  const contextOf = (dialect: Dialect): RpcContext => ({
    applications: () => [state],
    chainId: BigInt(chain.chainId),
    nodeVersion: options.nodeVersion ?? dialectNodeVersions[dialect],
    dialect,
  });
  const inspect = inspectEndpoint({
    applicationName: config.name,
    applicationAddress: config.address,
    inspect: options.inspect ?? (options.handler ? undefined : testApplicationInspect),
    context: () => ({ applicationName: config.name, processedInputCount: state.processedInputs }),
    foreclosed: () => state.foreclosure !== null,
    onError,
    corsOrigins: options.corsOrigins,
    maxInflight: options.inspectMaxInflight,
  });
  const server = createRpcServer(
    contextOf(dialect),
    onError,
    contextOf,
    inspect,
    { corsOrigins: options.corsOrigins },
    served,
  );

  // A chain that announces its blocks (anvil, over WebSocket) is read at each one; polling then
  // only catches what no announcement tells, such as a revert (`evm_revert` announces nothing).
  let heads: HeadSubscription | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let pollAgain = false;
  let lastPollError: string | undefined;
  const interval = () =>
    heads ? Math.max(pollingInterval, unannouncedCheckInterval) : pollingInterval;
  // `timer` is set while the node waits for its next look, unset while it looks.
  const look = () => {
    timer = undefined;
    running = poll()
      .then(() => {
        lastPollError = undefined;
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (message !== lastPollError) onError(error);
        lastPollError = message;
      })
      .finally(() => {
        if (!stopped) next();
      });
  };
  /** The next look: at once if a block was announced during the last, else after the interval. */
  const next = () => {
    if (pollAgain) {
      pollAgain = false;
      look();
    } else timer = setTimeout(look, interval());
  };
  const onHead = () => {
    if (stopped) return;
    if (timer === undefined) pollAgain = true;
    else {
      clearTimeout(timer);
      look();
    }
  };
  heads = await subscribeHeads(chain.url, onHead, () => {
    // The chain closed the connection: back to polling at the full rate.
    heads = undefined;
  });

  try {
    await poll();
    await processing;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port ?? 0, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    stopped = true;
    heads?.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  // Blocks announced while the node caught up are read now.
  next();

  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/rpc`,
    inspectUrl: `${origin}/inspect/${config.name}`,
    dialect,
    generation,
    urls: Object.fromEntries(served.map((name) => [name, `${origin}/${name}/rpc`])),
    port,
    applicationName: config.name,
    stop: async () => {
      stopped = true;
      heads?.close();
      clearTimeout(timer);
      await running;
      await processing;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
