import type { DeploymentParameters, RollupsDeployment } from "@cartesi/viem";
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
  type Client,
  type Hash,
  isAddress,
  isAddressEqual,
  type Transport,
} from "viem";
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

/** What getting the connected wallet's client can raise, as in wagmi's `writeContract`. */
export type ConnectedClientErrorType = GetConnectorClientErrorType;

type WalletAction = (client: Client<Transport, Chain, Account>, parameters: never) => Promise<Hash>;

/**
 * Runs a wallet action with the connected wallet's client, as wagmi's `writeContract` does: the
 * connector's client (a local account's: the config's client), and `chain` from `chainId`, which
 * viem checks against the wallet's chain before it sends.
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
      ? config.getClient({ chainId })
      : await getConnectorClient(config, {
          account: account ?? undefined,
          assertChainId: false,
          chainId,
          connector,
        });
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

/** The reads each kind of write changes, by the name their query keys start with. */
export const writtenReads = {
  input: [
    "getApplication",
    "getEpoch",
    "getInput",
    "getProcessedInputCount",
    "listApplications",
    "listEpochs",
    "listInputs",
  ],
  deposit: [
    "getApplication",
    "getEpoch",
    "getInput",
    "getPortalAllowance",
    "getPortalApproval",
    "getProcessedInputCount",
    "listApplications",
    "listEpochs",
    "listInputs",
  ],
  // An execution changes the output itself, and its status, estimate and waits.
  output: ["getOutput", "listOutputs", ...outputStatusQueryNames],
  approval: ["getPortalAllowance", "getPortalApproval"],
  // A foreclosure, a proved root or a withdrawal changes the withdrawal status and the node's
  // records, and the application as the node reports it (its foreclosure block, its proved root);
  // a foreclosure makes deposits refundable.
  withdrawal: [
    "getApplication",
    "listApplications",
    ...withdrawalStatusQueryNames,
    ...refundStatusQueryNames,
  ],
  // A refund changes the refund status of its input.
  refund: refundStatusQueryNames,
} as const;

/**
 * Refetches the cached reads that a write changes, for its application: those whose key names an
 * application by this address, by a name (which may be it), or none.
 */
export function invalidateWrittenReads(
  queryClient: QueryClient,
  { application, reads }: { application: Address; reads: readonly string[] },
): Promise<void> {
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

/**
 * Once the transaction of a write is mined, refetches the reads it changes. Returns at once: the
 * write's data is its hash, as in wagmi; a transaction that fails refetches nothing.
 */
export function invalidateOnReceipt(
  config: Config,
  queryClient: QueryClient,
  {
    hash,
    chainId,
    application,
    reads,
  }: { hash: Hash; chainId?: number | undefined; application: Address; reads: readonly string[] },
): void {
  waitForTransactionReceipt(config, { hash, chainId }).then(
    () => invalidateWrittenReads(queryClient, { application, reads }),
    () => undefined,
  );
}
