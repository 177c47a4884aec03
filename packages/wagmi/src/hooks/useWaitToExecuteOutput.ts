import type {
  WaitToExecuteOutputErrorType,
  WaitToExecuteOutputParameters,
  WaitToExecuteOutputReturnType,
} from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import type { PublicClientParameter } from "../query/outputStatus.js";
import type { ExactPartial } from "../query/utils.js";
import {
  type WaitToExecuteOutputQueryKey,
  waitToExecuteOutputQueryOptions,
} from "../query/waitToExecuteOutput.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseWaitToExecuteOutputParameters<selectData = WaitToExecuteOutputReturnType> =
  ExactPartial<Omit<WaitToExecuteOutputParameters, "node" | "signal"> & PublicClientParameter> &
    QueryParameter<
      WaitToExecuteOutputReturnType,
      WaitToExecuteOutputErrorType,
      selectData,
      WaitToExecuteOutputQueryKey
    >;

export type UseWaitToExecuteOutputReturnType<selectData = WaitToExecuteOutputReturnType> =
  UseQueryResult<selectData, WaitToExecuteOutputErrorType>;

/**
 * Waits until an output can be executed (a voucher) or validated (a notice): until the claim of its epoch is accepted on the base layer.
 *
 * Reads the node through `CartesiProvider` and the base layer through `publicClient`. The wait polls every `pollingInterval` ms, by default the `publicClient`'s own `pollingInterval` (viem's default: 4 seconds).
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitToExecuteOutput
 * - Action: [`waitToExecuteOutput`](https://cartesi.github.io/rollups-ts/viem/waitToExecuteOutput)
 *
 * @param parameters - The parameters of `waitToExecuteOutput`, the base-layer `publicClient` (the query waits until they are set), and `query`: TanStack Query options.
 * @returns TanStack Query's result; `data` is {@link WaitToExecuteOutputReturnType}, or what `query.select` makes of it. {@link UseWaitToExecuteOutputReturnType}
 *
 * @example
 * import { useWaitToExecuteOutput } from "@cartesi/wagmi";
 * import { usePublicClient } from "wagmi";
 *
 * const publicClient = usePublicClient();
 * const { data } = useWaitToExecuteOutput({ publicClient, application: "0xab75…", outputIndex: 1n });
 */
export function useWaitToExecuteOutput<selectData = WaitToExecuteOutputReturnType>(
  parameters: UseWaitToExecuteOutputParameters<selectData> = {},
): UseWaitToExecuteOutputReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useWaitToExecuteOutput");
  return useQuery(waitToExecuteOutputQueryOptions(client, { ...rest, nodeUrl }), query);
}
