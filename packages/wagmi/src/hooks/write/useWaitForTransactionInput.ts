import {
  getInputsAddedFromReceipt,
  knownDeployments,
  type RollupsDeployment,
  type WaitForInputErrorType,
  type WaitForInputReturnType,
} from "@cartesi/viem";
import { useQueryClient } from "@tanstack/react-query";
import type { Config, WaitForTransactionReceiptErrorType } from "@wagmi/core";
import { useEffect, useMemo } from "react";
import { type Address, type Hash, isAddressEqual, type TransactionReceipt } from "viem";
import { useWaitForTransactionReceipt } from "wagmi";
import { InputNotInReceiptError, type InputNotInReceiptErrorType } from "../../errors.js";
import { invalidateWrittenReads, writtenReads } from "../../query/write/utils.js";
import { useWaitForInput } from "../useWaitForInput.js";
import { useDeployments } from "./useWalletMutation.js";

export type UseWaitForTransactionInputParameters = {
  /** The hash of the transaction that sent the input, e.g. `data` of `useAddInput`; the hook waits while it is undefined. */
  hash?: Hash | undefined;
  /** The application whose input to follow, when the transaction added several (default: the first input it added). */
  application?: Address | undefined;
  /** Whether to wait until the node has processed the input, or only until the node has it (default: `true`). */
  waitProcessing?: boolean | undefined;
  /** The chain of the transaction (default: the config's chain). */
  chainId?: number | undefined;
  /** The wagmi config whose client waits for the receipt (default: `WagmiProvider`'s). */
  config?: Config | undefined;
  /** Deployments whose InputBox may have taken the input, besides those `@cartesi/viem` knows (default: `CartesiProvider`'s). */
  deployments?: readonly RollupsDeployment[] | undefined;
  /** How often to ask the node, in milliseconds (default: the node client's polling interval). */
  pollingInterval?: number | undefined;
};

/**
 * Where a sent input is, named by what the user waits for next: `idle` (no hash yet), `sent` (the
 * transaction is not mined), `on-chain` (the InputBox took it; the node has not processed it),
 * `processed`, or `error`.
 */
export type TransactionInputStatus = "idle" | "sent" | "on-chain" | "processed" | "error";

export type UseWaitForTransactionInputErrorType =
  | WaitForTransactionReceiptErrorType
  | InputNotInReceiptErrorType
  | WaitForInputErrorType;

export type UseWaitForTransactionInputReturnType = {
  status: TransactionInputStatus;
  /** The mined transaction's receipt, from `status` `on-chain` on. */
  receipt: TransactionReceipt | undefined;
  /** The application the input was sent to, from the receipt's `InputAdded` event. */
  application: Address | undefined;
  /** The input's index in the application's inputs, from the receipt's `InputAdded` event. */
  inputIndex: bigint | undefined;
  /** The input as the node returns it, once `processed` (or once the node has it, without `waitProcessing`). */
  input: WaitForInputReturnType | undefined;
  error: UseWaitForTransactionInputErrorType | null;
};

/**
 * Follows an input from the transaction that sent it to the node that processed it.
 *
 * The receipt's `InputAdded` event gives the input's index, then the node is asked until it has processed it.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitForTransactionInput
 * - Action: [`waitForInput`](https://cartesi.github.io/rollups-ts/viem/waitForInput)
 *
 * @param parameters - {@link UseWaitForTransactionInputParameters}
 * @returns The status, receipt, input index and the node's input. {@link UseWaitForTransactionInputReturnType}
 *
 * @example
 * import { useAddInput, useWaitForTransactionInput } from "@cartesi/wagmi/write";
 *
 * const { data: hash } = useAddInput();
 * const { status, input } = useWaitForTransactionInput({ hash });
 */
export function useWaitForTransactionInput(
  parameters: UseWaitForTransactionInputParameters = {},
): UseWaitForTransactionInputReturnType {
  const { hash, chainId, config, pollingInterval, waitProcessing = true } = parameters;
  const deployments = useDeployments(parameters.deployments);
  const receipt = useWaitForTransactionReceipt({ hash, chainId, config });
  const added = useMemo(() => {
    if (!receipt.data) return undefined;
    const inputBoxAddress = [...(deployments ?? []), ...knownDeployments].map(
      ({ contracts }) => contracts.inputBox,
    );
    return getInputsAddedFromReceipt(receipt.data, { inputBoxAddress }).find(
      (event) =>
        parameters.application === undefined ||
        isAddressEqual(event.application, parameters.application),
    );
  }, [receipt.data, deployments, parameters.application]);
  const notInReceipt =
    receipt.data && !added
      ? new InputNotInReceiptError({
          hash: receipt.data.transactionHash,
          application: parameters.application,
        })
      : undefined;
  const input = useWaitForInput({
    application: added?.application,
    inputIndex: added?.inputIndex,
    waitProcessing,
    pollingInterval,
  });
  const queryClient = useQueryClient();
  const processedApplication = input.isSuccess ? added?.application : undefined;
  // Once the node has the input, the reads of its application show it.
  useEffect(() => {
    if (processedApplication)
      invalidateWrittenReads(queryClient, {
        application: processedApplication,
        reads: writtenReads.input,
      });
  }, [processedApplication, queryClient]);

  const error = (receipt.error ??
    notInReceipt ??
    input.error ??
    null) as UseWaitForTransactionInputErrorType | null;
  const status: TransactionInputStatus = error
    ? "error"
    : hash === undefined
      ? "idle"
      : !added
        ? "sent"
        : input.isSuccess
          ? "processed"
          : "on-chain";
  return {
    status,
    receipt: receipt.data,
    application: added?.application,
    inputIndex: added?.inputIndex,
    input: input.data,
    error,
  };
}
