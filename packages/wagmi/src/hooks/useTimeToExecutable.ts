import type {
  GetTimeToExecutableErrorType,
  GetTimeToExecutableParameters,
  GetTimeToExecutableReturnType,
} from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import {
  type GetTimeToExecutableQueryKey,
  getTimeToExecutableQueryOptions,
} from "../query/getTimeToExecutable.js";
import type { PublicClientParameter } from "../query/outputStatus.js";
import type { ExactPartial } from "../query/utils.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseTimeToExecutableParameters<selectData = GetTimeToExecutableReturnType> =
  ExactPartial<Omit<GetTimeToExecutableParameters, "node" | "status"> & PublicClientParameter> &
    QueryParameter<
      GetTimeToExecutableReturnType,
      GetTimeToExecutableErrorType,
      selectData,
      GetTimeToExecutableQueryKey
    >;

export type UseTimeToExecutableReturnType<selectData = GetTimeToExecutableReturnType> =
  UseQueryResult<selectData, GetTimeToExecutableErrorType>;

/**
 * Returns how long until an output is executable: in blocks, in seconds, and as a timestamp, with what the estimate rests on.
 *
 * Reads the node through `CartesiProvider` and the base layer through `publicClient`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useTimeToExecutable
 * - Action: [`getTimeToExecutable`](https://cartesi.github.io/rollups-ts/viem/getTimeToExecutable)
 *
 * @param parameters - The parameters of `getTimeToExecutable`, the base-layer `publicClient` (the query waits until they are set), and `query`: TanStack Query options.
 * @returns TanStack Query's result; `data` is {@link GetTimeToExecutableReturnType}, or what `query.select` makes of it. {@link UseTimeToExecutableReturnType}
 *
 * @example
 * import { useTimeToExecutable } from "@cartesi/wagmi";
 * import { usePublicClient } from "wagmi";
 *
 * const publicClient = usePublicClient();
 * const { data } = useTimeToExecutable({ publicClient, application: "0xab75…", outputIndex: 1n });
 */
export function useTimeToExecutable<selectData = GetTimeToExecutableReturnType>(
  parameters: UseTimeToExecutableParameters<selectData> = {},
): UseTimeToExecutableReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useTimeToExecutable");
  return useQuery(getTimeToExecutableQueryOptions(client, { ...rest, nodeUrl }), query);
}
