import {
  getInputsAddedFromReceipt,
  knownDeployments,
  type RollupsDeployment,
  type WaitForInputErrorType,
  type WaitForInputReturnType,
  waitForInput,
} from "@cartesi/viem";
import {
  type Config,
  type WaitForTransactionReceiptErrorType,
  waitForTransactionReceipt,
} from "@wagmi/core";
import {
  type Address,
  type Client,
  type Hash,
  isAddressEqual,
  type TransactionReceipt,
} from "viem";
import { InputNotInReceiptError, type InputNotInReceiptErrorType } from "../../errors.js";
import {
  type CartesiQueryOptions,
  type ExactPartial,
  hashFn,
  type NodeUrlParameter,
} from "../utils.js";

export type WaitForTransactionInputParameters = {
  /** The hash of the transaction that sent the input, e.g. `data` of `useAddInput`. */
  hash: Hash;
  /** The application whose input to follow, when the transaction added several (default: the first input it added). */
  application?: Address | undefined;
  /** Whether to wait until the node has processed the input, or only until the node has it (default: `true`). */
  waitProcessing?: boolean | undefined;
  /** The chain of the transaction (default: the config's current chain). */
  chainId?: number | undefined;
  /** Deployments whose InputBox may have taken the input, besides those `@cartesi/viem` knows. */
  deployments?: readonly RollupsDeployment[] | undefined;
  /** How often to ask the node, in milliseconds (default: the node client's polling interval). */
  pollingInterval?: number | undefined;
};

/** The input a transaction sent, followed to the node. */
export type WaitForTransactionInputReturnType = {
  /** The mined transaction's receipt. */
  receipt: TransactionReceipt;
  /** The application the input was sent to, from the receipt's `InputAdded` event. */
  application: Address;
  /** The input's index in the application's inputs, from the receipt's `InputAdded` event. */
  inputIndex: bigint;
  /** The input as the node returns it, processed (or only on the node, without `waitProcessing`). */
  input: WaitForInputReturnType;
};

export type WaitForTransactionInputErrorType =
  | WaitForTransactionReceiptErrorType
  | InputNotInReceiptErrorType
  | WaitForInputErrorType;

export type WaitForTransactionInputQueryParameters =
  ExactPartial<WaitForTransactionInputParameters> & NodeUrlParameter;

export type WaitForTransactionInputQueryKey = readonly [
  "waitForTransactionInput",
  ExactPartial<Omit<WaitForTransactionInputParameters, "deployments" | "pollingInterval">> &
    NodeUrlParameter,
];

export type WaitForTransactionInputQueryOptions = CartesiQueryOptions<
  WaitForTransactionInputReturnType,
  WaitForTransactionInputErrorType,
  WaitForTransactionInputQueryKey
>;

/**
 * Returns the query key of `useWaitForTransactionInput`: `["waitForTransactionInput", { hash, application, waitProcessing, chainId, nodeUrl }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitForTransactionInput
 *
 * @param parameters - The transaction's hash and chain, the application, `waitProcessing` and the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link WaitForTransactionInputQueryKey}
 *
 * @example
 * import { waitForTransactionInputQueryKey } from "@cartesi/wagmi/write/query";
 *
 * const input = queryClient.getQueryData(waitForTransactionInputQueryKey({ hash, chainId: 31337, nodeUrl: "http://127.0.0.1:6751/rpc" }));
 */
export function waitForTransactionInputQueryKey({
  hash,
  application,
  waitProcessing,
  chainId,
  nodeUrl,
}: WaitForTransactionInputQueryParameters): WaitForTransactionInputQueryKey {
  return ["waitForTransactionInput", { hash, application, waitProcessing, chainId, nodeUrl }];
}

/**
 * Returns the TanStack Query options of `useWaitForTransactionInput`, to use without React or
 * without the hook: the query waits for the transaction's receipt, reads the input's index from
 * its `InputAdded` event, then asks the node until it has processed the input.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitForTransactionInput
 *
 * @param config - The wagmi config whose client waits for the receipt.
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The transaction's hash (the query waits until it is set) and chain, the application, `waitProcessing`, `deployments`, `pollingInterval` and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`. {@link WaitForTransactionInputQueryOptions}
 *
 * @example
 * import { waitForTransactionInputQueryOptions } from "@cartesi/wagmi/write/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const node = createClient({ transport: http(nodeUrl) });
 * const { inputIndex, input } = await new QueryClient().fetchQuery(waitForTransactionInputQueryOptions(config, node, { hash, nodeUrl }));
 */
export function waitForTransactionInputQueryOptions(
  config: Config,
  client: Client,
  parameters: WaitForTransactionInputQueryParameters,
): WaitForTransactionInputQueryOptions {
  const {
    hash,
    application,
    waitProcessing = true,
    chainId,
    deployments,
    pollingInterval,
  } = parameters;
  return {
    enabled: hash !== undefined,
    queryKey: waitForTransactionInputQueryKey({
      ...parameters,
      waitProcessing,
    }) as WaitForTransactionInputQueryOptions["queryKey"],
    queryFn: async ({ signal }) => {
      const receipt = await waitForTransactionReceipt(config, { hash: hash as Hash, chainId });
      const inputBoxAddress = [...(deployments ?? []), ...knownDeployments].map(
        ({ contracts }) => contracts.inputBox,
      );
      const added = getInputsAddedFromReceipt(receipt, { inputBoxAddress }).find(
        (event) => application === undefined || isAddressEqual(event.application, application),
      );
      if (!added) throw new InputNotInReceiptError({ hash: receipt.transactionHash, application });
      const input = await waitForInput(client, {
        application: added.application,
        inputIndex: added.inputIndex,
        waitProcessing,
        pollingInterval,
        signal,
      });
      return { receipt, application: added.application, inputIndex: added.inputIndex, input };
    },
    queryKeyHashFn: hashFn,
  };
}
