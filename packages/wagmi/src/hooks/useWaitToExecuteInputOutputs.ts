import type {
  WaitToExecuteInputOutputsErrorType,
  WaitToExecuteInputOutputsParameters,
  WaitToExecuteInputOutputsReturnType,
} from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import type { PublicClientParameter } from "../query/outputStatus.js";
import type { ExactPartial } from "../query/utils.js";
import {
  type WaitToExecuteInputOutputsQueryKey,
  waitToExecuteInputOutputsQueryOptions,
} from "../query/waitToExecuteInputOutputs.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseWaitToExecuteInputOutputsParameters<
  selectData = WaitToExecuteInputOutputsReturnType,
> = ExactPartial<
  Omit<WaitToExecuteInputOutputsParameters, "node" | "signal"> & PublicClientParameter
> &
  QueryParameter<
    WaitToExecuteInputOutputsReturnType,
    WaitToExecuteInputOutputsErrorType,
    selectData,
    WaitToExecuteInputOutputsQueryKey
  >;

export type UseWaitToExecuteInputOutputsReturnType<
  selectData = WaitToExecuteInputOutputsReturnType,
> = UseQueryResult<selectData, WaitToExecuteInputOutputsErrorType>;

/**
 * Waits until every output of an input can be executed (vouchers) or validated (notices).
 *
 * Reads the node through `CartesiProvider` and the base layer through `publicClient`. The wait polls every `pollingInterval` ms, by default the `publicClient`'s own `pollingInterval` (viem's default: 4 seconds).
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitToExecuteInputOutputs
 * - Action: [`waitToExecuteInputOutputs`](https://cartesi.github.io/rollups-ts/viem/waitToExecuteInputOutputs)
 *
 * @param parameters - The parameters of `waitToExecuteInputOutputs`, the base-layer `publicClient` (the query waits until they are set), and `query`: TanStack Query options.
 * @returns TanStack Query's result; `data` is {@link WaitToExecuteInputOutputsReturnType}, or what `query.select` makes of it. {@link UseWaitToExecuteInputOutputsReturnType}
 *
 * @example
 * import { useWaitToExecuteInputOutputs } from "@cartesi/wagmi";
 * import { usePublicClient } from "wagmi";
 *
 * const publicClient = usePublicClient();
 * const { data } = useWaitToExecuteInputOutputs({ publicClient, application: "0xab75…", inputIndex: 1n });
 */
export function useWaitToExecuteInputOutputs<selectData = WaitToExecuteInputOutputsReturnType>(
  parameters: UseWaitToExecuteInputOutputsParameters<selectData> = {},
): UseWaitToExecuteInputOutputsReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useWaitToExecuteInputOutputs");
  return useQuery(waitToExecuteInputOutputsQueryOptions(client, { ...rest, nodeUrl }), query);
}
