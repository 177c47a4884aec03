import { type DeploymentParameters, knownDeployments, type RollupsDeployment } from "@cartesi/viem";
import type { QueryClient } from "@tanstack/query-core";
import {
  type Config,
  type Connector,
  type GetConnectorClientErrorType,
  getConnectorClient,
  waitForTransactionReceipt,
} from "@wagmi/core";
import {
  type Account,
  type Address,
  type Chain,
  ChainMismatchError,
  type ChainMismatchErrorType,
  type Client,
  type Hash,
  isAddress,
  isAddressEqual,
  parseAbi,
  parseEventLogs,
  type TransactionReceipt,
  type Transport,
  toHex,
} from "viem";
import { getChainId } from "viem/actions";
import {
  WalletChainNotConfiguredError,
  type WalletChainNotConfiguredErrorType,
} from "../../errors.js";
import { outputStatusQueryNames } from "../outputStatus.js";
import { refundStatusQueryNames } from "../refundStatus.js";
import { withdrawalStatusQueryNames } from "../withdrawalStatus.js";

/** The deployments a write chooses from, besides those `@cartesi/viem` knows: `CartesiProvider`'s or the hook's. */
export type DeploymentsParameter = {
  /**
   * Deployments of the rollups contracts besides those `@cartesi/viem` knows, such as a local
   * chain's, as `walletActionsL1({ deployments })` takes them. A call's own `deployment` takes precedence.
   */
  deployments?: readonly RollupsDeployment[] | undefined;
};

/**
 * The variables of a write: the action's parameters, with wagmi's `account`, `chainId` and
 * `connector` in place of viem's `account` and `chain`.
 */
export type WalletMutationVariables<parameters> = parameters extends unknown
  ? Omit<parameters, "account" | "chain"> & {
      /** The account that sends (default: the connected account). */
      account?: Account | Address | undefined;
      /**
       * The chain to send on: the write fails with viem's `ChainMismatchError` when the wallet is
       * on another (default: the connection's chain).
       */
      chainId?: number | undefined;
      /** The connector whose wallet sends (default: the current connection's). */
      connector?: Connector | undefined;
    }
  : never;

/**
 * What getting the connected wallet's client can raise, as in wagmi's `writeContract`, and what
 * the write raises before any check when the wallet is not on the chain to send on: viem's
 * `ChainMismatchError`, or `WalletChainNotConfiguredError` when no `chainId` is given and the
 * wallet's chain is not in the config.
 */
export type ConnectedClientErrorType =
  | GetConnectorClientErrorType
  | ChainMismatchErrorType
  | WalletChainNotConfiguredErrorType;

type WalletAction = (client: Client<Transport, Chain, Account>, parameters: never) => Promise<Hash>;

/**
 * Runs a wallet action with the connected wallet's client, as wagmi's `writeContract` does: the
 * connector's client (a local account's: the config's client), on the chain `chainId` names (else
 * the connection's). The wallet's chain is asked first: on another chain the write fails with
 * viem's `ChainMismatchError` before the action checks, estimates or sends anything.
 */
export async function sendWithConnectedWallet(
  config: Config,
  variables: WalletMutationVariables<DeploymentParameters>,
  { deployments }: DeploymentsParameter,
  action: WalletAction,
): Promise<Hash> {
  const { account, chainId, connector, ...parameters } = variables;
  const client =
    typeof account === "object" && account.type === "local"
      ? (config.getClient({ chainId }) as Client<Transport, Chain | undefined, Account | undefined>)
      : await connectedWalletClient(config, { account, chainId, connector });
  const chain =
    chainId === undefined || client.chain?.id === chainId ? client.chain : { id: chainId };
  const deployment = parameters.deployment ?? deployments;
  return action(
    client as Client<Transport, Chain, Account>,
    {
      ...parameters,
      ...(deployment ? { deployment } : {}),
      account: account ?? client.account,
      chain,
    } as never,
  );
}

/**
 * The connected wallet's clients, by config and by connector, chain and account, with the
 * provider each was built over. wagmi builds a new client for every write; the same one, while
 * the provider is the same, keeps what `@cartesi/viem` learned about the deployment (its checks
 * are kept per client), so repeated writes from one page do not repeat them.
 */
const walletClients = new WeakMap<Config, Map<string, { provider: unknown; client: Client }>>();

/**
 * The connected wallet's client for `chainId` (default: the connection's chain), after checking
 * that the wallet is on that chain, with the only request the check needs (`eth_chainId`).
 */
async function connectedWalletClient(
  config: Config,
  {
    account,
    chainId,
    connector,
  }: Pick<WalletMutationVariables<DeploymentParameters>, "account" | "chainId" | "connector">,
): Promise<Client<Transport, Chain | undefined, Account>> {
  const fresh = await getConnectorClient(config, {
    account: account ?? undefined,
    assertChainId: false,
    chainId,
    connector,
  });
  const walletChainId = await getChainId(fresh);
  const target = chainId ?? fresh.chain?.id;
  if (target === undefined)
    throw new WalletChainNotConfiguredError({
      chainId: walletChainId,
      configured: config.chains.map(({ id }) => id),
    });
  if (walletChainId !== target)
    throw new ChainMismatchError({
      chain:
        config.chains.find(({ id }) => id === target) ??
        ({ id: target, name: `chain ${target}` } as Chain),
      currentChainId: walletChainId,
    });
  const used =
    connector ??
    (config.state.current === null
      ? undefined
      : config.state.connections.get(config.state.current)?.connector);
  if (!used) return fresh;
  const provider = await used.getProvider({ chainId: target });
  const key = [used.uid, target, fresh.account.address.toLowerCase()].join();
  const kept =
    walletClients.get(config) ?? new Map<string, { provider: unknown; client: Client }>();
  walletClients.set(config, kept);
  const previous = kept.get(key);
  if (previous && previous.provider === provider)
    return previous.client as Client<Transport, Chain | undefined, Account>;
  kept.set(key, { provider, client: fresh });
  return fresh;
}

/** What a kind of write changes: reads refetched once it is mined, and once the node has it. */
export type WrittenReads = {
  /** Reads of the chain, refetched once the transaction is mined. */
  chain: readonly string[];
  /** Reads of the node, refetched once the node has the write. */
  node: readonly string[];
  /**
   * How to tell that the node has the write: `"input"`, once it has processed every input the
   * transaction added; else the field of the application that says up to which block the node has
   * read the events of this kind (from node 2.0.0-alpha.12 for the withdrawal ones: on an older
   * node, the reads are refetched at once).
   */
  nodeHas:
    | "input"
    | "last_output_check_block"
    | "last_foreclose_check_block"
    | "last_accounts_drive_proved_check_block"
    | "last_withdrawal_check_block"
    | undefined;
};

/** What the node serves differently once it has processed an input: its application, epochs and inputs, and the input's outputs and reports, with their statuses. */
const inputNodeReads = [
  "getApplication",
  "listApplications",
  "getEpoch",
  "listEpochs",
  "getInput",
  "listInputs",
  "getProcessedInputCount",
  "getOutput",
  "listOutputs",
  "getReport",
  "listReports",
  ...outputStatusQueryNames,
] as const;

/** The allowances and approvals a deposit spends, and an approval gives. */
const portalReads = ["getPortalAllowance", "getPortalApproval"] as const;

/** What a foreclosure, a proved root or a withdrawal changes on the node: the application as it reports them, the withdrawal records and status, and (a foreclosure) the claims not yet accepted. */
const withdrawalNodeReads = [
  "getApplication",
  "listApplications",
  ...withdrawalStatusQueryNames,
] as const;
const withdrawalChainReads = ["getWithdrawalStatus", "waitForWithdrawalStatus"] as const;

/** What an input changes: its application, epochs and inputs once the node has processed it. */
export const inputWrite: WrittenReads = { chain: [], node: inputNodeReads, nodeHas: "input" };
/** What a deposit changes: the portal's allowance or approval it spends, and what its input does. */
export const depositWrite: WrittenReads = {
  chain: portalReads,
  node: inputNodeReads,
  nodeHas: "input",
};
/** What an execution changes: the output itself, and its status, estimate and waits. */
export const outputWrite: WrittenReads = {
  chain: outputStatusQueryNames,
  node: ["getOutput", "listOutputs", ...outputStatusQueryNames],
  nodeHas: "last_output_check_block",
};
/** What an approval changes: the portal's allowance or approval. */
export const approvalWrite: WrittenReads = { chain: portalReads, node: [], nodeHas: undefined };
/** What a foreclosure changes: the withdrawal reads, the refund statuses (deposits become refundable), and the claims not yet accepted. */
export const foreclosureWrite: WrittenReads = {
  chain: [...withdrawalChainReads, ...refundStatusQueryNames],
  node: [...withdrawalNodeReads, "getEpoch", "listEpochs", ...outputStatusQueryNames],
  nodeHas: "last_foreclose_check_block",
};
/** What a proved accounts drive root changes. */
export const driveRootWrite: WrittenReads = {
  chain: withdrawalChainReads,
  node: withdrawalNodeReads,
  nodeHas: "last_accounts_drive_proved_check_block",
};
/** What a withdrawal changes. */
export const withdrawalWrite: WrittenReads = {
  chain: withdrawalChainReads,
  node: withdrawalNodeReads,
  nodeHas: "last_withdrawal_check_block",
};
/** What a refund changes: the refund status of its input, and the waits for it. */
export const refundWrite: WrittenReads = {
  chain: refundStatusQueryNames,
  node: [],
  nodeHas: undefined,
};

/**
 * Refetches the cached reads that a write changes, for its application: those whose key names an
 * application by this address, by a name (which may be it), or none.
 */
export function invalidateWrittenReads(
  queryClient: QueryClient,
  { application, reads }: { application: Address; reads: readonly string[] },
): Promise<void> {
  if (reads.length === 0) return Promise.resolve();
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [name, parameters] }) => {
      if (typeof name !== "string" || !reads.includes(name)) return false;
      const keyed = (parameters as { application?: unknown } | undefined)?.application;
      return (
        typeof keyed !== "string" ||
        !isAddress(keyed, { strict: false }) ||
        isAddressEqual(keyed, application)
      );
    },
  });
}

export type RefreshAfterWriteParameters = {
  hash: Hash;
  chainId?: number | undefined;
  application: Address;
  /** What the write changes, as `inputWrite`, `depositWrite`, … say. */
  reads: WrittenReads;
  /** The client of `CartesiProvider`'s node, when there is one: the node's reads are cached only under it. */
  node?: Client | undefined;
  /** The deployments the write chose from, whose `InputBox` may have taken an input. */
  deployments?: readonly RollupsDeployment[] | undefined;
};

/**
 * Refetches the reads a write changes, each when its source has the data: the chain's once the
 * transaction is mined, the node's once the node has it (for an input or a deposit, once the node
 * has processed the input). Returns at once: the write's data is its hash, as in wagmi; a
 * transaction that fails refetches nothing.
 */
export function refreshAfterWrite(
  config: Config,
  queryClient: QueryClient,
  { hash, chainId, application, reads, node, deployments }: RefreshAfterWriteParameters,
): void {
  (async () => {
    const receipt = await waitForTransactionReceipt(config, { hash, chainId });
    if (receipt.status !== "success") return;
    await invalidateWrittenReads(queryClient, { application, reads: reads.chain });
    if (!node || reads.node.length === 0) return;
    await nodeHasWrite(node, receipt, { application, reads, deployments });
    await invalidateWrittenReads(queryClient, { application, reads: reads.node });
  })().catch(() => undefined);
}

/** The `InputAdded` event of every generation's InputBox: the application and the input's index are indexed. */
const inputAddedAbi = parseAbi([
  "event InputAdded(address indexed appContract, uint256 indexed index, bytes input)",
]);

/** Resolves once the node has what a mined write changed (see {@link WrittenReads.nodeHas}). */
async function nodeHasWrite(
  node: Client,
  receipt: TransactionReceipt,
  {
    application,
    reads,
    deployments,
  }: {
    application: Address;
    reads: WrittenReads;
    deployments?: readonly RollupsDeployment[] | undefined;
  },
): Promise<void> {
  if (reads.nodeHas === undefined) return;
  if (reads.nodeHas !== "input") {
    await nodeHasRead(node, application, reads.nodeHas, receipt.blockNumber);
    return;
  }
  const inputBoxes = [...(deployments ?? []), ...knownDeployments].map(
    ({ contracts }) => contracts.inputBox,
  );
  const added = parseEventLogs({
    abi: inputAddedAbi,
    logs: receipt.logs.filter((log) =>
      inputBoxes.some((inputBox) => isAddressEqual(log.address, inputBox)),
    ),
  }).filter(({ args }) => isAddressEqual(args.appContract, application));
  // An InputBox of no deployment given or known: the node has the input once it has read its block.
  if (added.length === 0)
    await nodeHasRead(node, application, "last_input_check_block", receipt.blockNumber);
  for (const { args } of added)
    await untilNode(
      node,
      "cartesi_getInput",
      { application, input_index: toHex(args.index) },
      // The input is processed once its status is not NONE; "not found" is "not yet".
      (input) => (input as { status?: unknown }).status !== "NONE",
    );
}

/** How many polls in a row may fail, besides "not found", before the node is given up on. */
const failuresAllowed = 5;

/**
 * How long the node is waited for, as `waitForInput` waits by default: past it, the node's reads
 * are refetched with what it has (an input it has not processed in that time may never be, as
 * on an application marked FAILED).
 */
const nodeWait = 180_000;

/**
 * Asks the node `method` every polling interval until `done` says yes of its answer's `data`, or
 * for {@link nodeWait} at most. The node's raw answer: its fields are the same in every dialect,
 * and nothing is parsed.
 */
async function untilNode(
  node: Client,
  method: string,
  params: Record<string, unknown>,
  done: (data: unknown) => boolean,
): Promise<void> {
  const request = node.request as (args: { method: string; params: unknown }) => Promise<unknown>;
  for (let failures = 0, end = Date.now() + nodeWait; Date.now() < end; ) {
    try {
      if (done(((await request({ method, params })) as { data?: unknown })?.data)) return;
      failures = 0;
    } catch (error) {
      // "Not found" (-31001 from node 2.0.0-alpha.13 on, -32001 before): the node has not read
      // the input yet.
      const code = (error as { code?: unknown }).code;
      if (code !== -32001 && code !== -31001 && ++failures > failuresAllowed) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, node.pollingInterval));
  }
}

/**
 * Resolves once the node has read the chain up to `blockNumber` for the events `field` counts,
 * as its application says; at once on a node whose application has no such field.
 */
function nodeHasRead(
  node: Client,
  application: Address,
  field: "last_input_check_block" | Exclude<WrittenReads["nodeHas"], "input" | undefined>,
  blockNumber: bigint,
): Promise<void> {
  return untilNode(node, "cartesi_getApplication", { application }, (data) => {
    const read = (data as Record<string, unknown> | undefined)?.[field];
    return typeof read !== "string" || BigInt(read) >= blockNumber;
  });
}
