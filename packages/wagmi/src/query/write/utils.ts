import {
  type DeploymentParameters,
  getApplication,
  getInputsAddedFromReceipt,
  knownDeployments,
  type RollupsDeployment,
  waitForInput,
} from "@cartesi/viem";
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
  type TransactionReceipt,
  type Transport,
} from "viem";
import { getChainId } from "viem/actions";
import {
  WalletChainNotConfiguredError,
  type WalletChainNotConfiguredErrorType,
} from "../../errors.js";
import { outputStatusQueryNames } from "../outputStatus.js";
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
type WrittenReads = {
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
    | "lastOutputCheckBlock"
    | "lastForecloseCheckBlock"
    | "lastAccountsDriveProvedCheckBlock"
    | "lastWithdrawalCheckBlock"
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

/** The reads each kind of write changes, by the name their query keys start with. */
export const writtenReads = {
  input: { chain: [], node: inputNodeReads, nodeHas: "input" },
  deposit: { chain: portalReads, node: inputNodeReads, nodeHas: "input" },
  // An execution changes the output itself, and its status, estimate and waits.
  output: {
    chain: outputStatusQueryNames,
    node: ["getOutput", "listOutputs", ...outputStatusQueryNames],
    nodeHas: "lastOutputCheckBlock",
  },
  approval: { chain: portalReads, node: [], nodeHas: undefined },
  foreclosure: {
    chain: withdrawalChainReads,
    node: [...withdrawalNodeReads, "getEpoch", "listEpochs", ...outputStatusQueryNames],
    nodeHas: "lastForecloseCheckBlock",
  },
  driveRoot: {
    chain: withdrawalChainReads,
    node: withdrawalNodeReads,
    nodeHas: "lastAccountsDriveProvedCheckBlock",
  },
  withdrawal: {
    chain: withdrawalChainReads,
    node: withdrawalNodeReads,
    nodeHas: "lastWithdrawalCheckBlock",
  },
} as const satisfies Record<string, WrittenReads>;

/** A kind of write, by what it changes. */
export type WriteKind = keyof typeof writtenReads;

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
  kind: WriteKind;
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
  { hash, chainId, application, kind, node, deployments }: RefreshAfterWriteParameters,
): void {
  const reads: WrittenReads = writtenReads[kind];
  (async () => {
    const receipt = await waitForTransactionReceipt(config, { hash, chainId });
    if (receipt.status !== "success") return;
    await invalidateWrittenReads(queryClient, { application, reads: reads.chain });
    if (!node || reads.node.length === 0) return;
    await nodeHasWrite(node, receipt, { application, reads, deployments });
    await invalidateWrittenReads(queryClient, { application, reads: reads.node });
  })().catch(() => undefined);
}

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
  const inputBoxAddress = [...(deployments ?? []), ...knownDeployments].map(
    ({ contracts }) => contracts.inputBox,
  );
  const added = getInputsAddedFromReceipt(receipt, { inputBoxAddress }).filter((event) =>
    isAddressEqual(event.application, application),
  );
  // An InputBox of no deployment given or known: the node has the input once it has read its block.
  if (added.length === 0)
    await nodeHasRead(node, application, "lastInputCheckBlock", receipt.blockNumber);
  for (const { inputIndex } of added)
    await waitForInput(node, { application, inputIndex, waitProcessing: true });
}

/** How many polls in a row may fail before the node is given up on. */
const failuresAllowed = 5;

/**
 * Resolves once the node has read the chain up to `blockNumber` for the events `field` counts,
 * as its application says; at once on a node whose application has no such field.
 */
async function nodeHasRead(
  node: Client,
  application: Address,
  field: "lastInputCheckBlock" | Exclude<WrittenReads["nodeHas"], "input" | undefined>,
  blockNumber: bigint,
): Promise<void> {
  for (let failures = 0; ; ) {
    try {
      const read = (await getApplication(node, { application }))[field];
      if (read === undefined || read >= blockNumber) return;
      failures = 0;
    } catch (error) {
      if (++failures > failuresAllowed) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, node.pollingInterval));
  }
}
